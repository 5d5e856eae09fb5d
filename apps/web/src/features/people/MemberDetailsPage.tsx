import { PersonDetailsView } from './components/PersonDetailsView';

/** /members/details with `memberId` in the navigation state (members and dependants). */
export function MemberDetailsPage() {
  return <PersonDetailsView kind="member" />;
}
