import { PersonDetailsView } from './components/PersonDetailsView';

/** /lodgers/details with `lodgerId` in the navigation state. */
export function LodgerDetailsPage() {
  return <PersonDetailsView kind="lodger" />;
}
