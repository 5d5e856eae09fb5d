import { PersonRegister } from './components/PersonRegister';
import { emptyPerson } from './person-form-values';

/** /lodgers/register. */
export function LodgerRegisterPage() {
  return <PersonRegister title="Cadastrar hóspede" defaultValues={emptyPerson('LODGER')} />;
}
