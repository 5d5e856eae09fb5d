import { useSearchParams } from 'react-router';
import { useStateId } from '../../ui/use-state-id';

/** The entry the details page shows: `bookingQueueId` of the navigation state, or of the query string. */
export function useQueueEntryId(): string | undefined {
  const fromState = useStateId('bookingQueueId');
  const [params] = useSearchParams();
  return fromState ?? params.get('bookingQueueId') ?? undefined;
}
