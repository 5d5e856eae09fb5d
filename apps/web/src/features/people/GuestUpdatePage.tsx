import { PersonUpdate } from './components/PersonUpdate';

/** /guests/update with `guestId` in the navigation state. */
export function GuestUpdatePage() {
  return <PersonUpdate kind="guest" title="Editar convidado" />;
}
