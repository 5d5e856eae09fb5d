import { NOTICE_KINDS, type NoticeKind } from '@reserva/shared/notifications/notifications.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';

/**
 * A stored notice's kind: one a user chooses to hear, or a manager's notice, which every staff session
 * (all hold WEB_ACCESS, plugins/principal.ts) reads.
 */
export type StoredKind = NoticeKind | 'MESSAGE';

const BOOKING_READERS = ['BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS'];

/**
 * Who of a venture's staff may read a notice of each kind: those whose keys grant one of these. A
 * notice stores its kind; a reader's kinds come from the keys of the session, so the rule stays here,
 * in TypeScript, and a change of group applies to the bell at once.
 */
const READERS: Record<NoticeKind, readonly string[]> = {
  BOOKING: BOOKING_READERS,
  CANCELLATION: BOOKING_READERS,
  /** Queue entries and places freed for them. */
  QUEUE: BOOKING_READERS,
  /** Suspensions: those who manage people's blocks. */
  BLOCK: ['USER_FULL_ACCESS', 'USER_WRITE_ACCESS'],
};

/** The kinds a user with these keys may choose to hear, in `NOTICE_KINDS` order. */
export function readableKinds(features: ReadonlySet<string>): NoticeKind[] {
  return NOTICE_KINDS.filter((kind) => grantsAny(features, READERS[kind]));
}
