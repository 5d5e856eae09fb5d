import { NOTICE_KINDS, type NoticeKind } from './notifications.schemas';

// What reaches a staff user's bell until they choose in a venture (docs/decisions.md, Notifications):
// each built-in group hears what its work acts on, so a busy club's bell is not rung by every booking.
// The front desk books, cancels and fills the queue; managers hear cancellations, the queue and blocks
// but not each booking; an employee (an instructor) hears who comes and who no longer does; a seller
// reads only their own sales, so only managers' notices reach them. A group made later hears every kind
// its keys let it read, as every staff user did before the choice existed.
const GROUP_DEFAULTS: Readonly<Record<string, readonly NoticeKind[]>> = {
  MASTER: ['CANCELLATION', 'QUEUE', 'BLOCK'],
  ADMIN: ['CANCELLATION', 'QUEUE', 'BLOCK'],
  CONCIERGE: ['BOOKING', 'CANCELLATION', 'QUEUE'],
  EMPLOYEE: ['BOOKING', 'CANCELLATION'],
  SELLER: [],
};

/** The kinds a user of the group hears while they have not chosen. */
export function defaultNoticeKinds(groupKey: string): NoticeKind[] {
  return [...(GROUP_DEFAULTS[groupKey] ?? NOTICE_KINDS)];
}
