import { PersonDetailsView } from './components/PersonDetailsView';

/** /guests/details with `guestId` in the navigation state. */
export function GuestDetailsPage() {
  return <PersonDetailsView kind="guest" />;
}
