import { PersonUpdate } from './components/PersonUpdate';

/** /lodgers/update with `lodgerId` in the navigation state. */
export function LodgerUpdatePage() {
  return <PersonUpdate kind="lodger" title="Editar hóspede" />;
}
