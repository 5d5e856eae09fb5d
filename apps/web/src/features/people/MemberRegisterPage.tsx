import { PersonRegister } from './components/PersonRegister';
import { emptyPerson } from './person-form-values';

/** /members/register. */
export function MemberRegisterPage() {
  return <PersonRegister title="Cadastrar membro" defaultValues={emptyPerson('MEMBER')} withCategories />;
}
