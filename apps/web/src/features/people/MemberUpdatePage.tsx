import { PersonUpdate } from './components/PersonUpdate';

/** /members/update with `memberId` in the navigation state. */
export function MemberUpdatePage() {
  return <PersonUpdate kind="member" title="Editar membro" />;
}
