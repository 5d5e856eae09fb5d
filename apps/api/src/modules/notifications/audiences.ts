import { grantsAny } from '@reserva/shared/permissions/permissions';

/**
 * Who of a venture's staff a notice is for: those whose keys grant one of the audience's. A notice
 * stores the audience's name; a reader's audiences come from the keys of the session, so the rule
 * stays here, in TypeScript, and a change of group applies to the bell at once.
 */
export const AUDIENCES = {
  /** New bookings and queue entries, places freed for a queue. */
  BOOKING_READERS: ['BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS', 'BOOKING_SELLER_READ_ACCESS'],
  /** Suspensions: those who manage people's blocks. */
  BLOCK_MANAGERS: ['USER_FULL_ACCESS', 'USER_WRITE_ACCESS'],
  /** A manager's notice: every staff user. */
  STAFF: ['WEB_ACCESS'],
} as const satisfies Record<string, readonly string[]>;

export type Audience = keyof typeof AUDIENCES;

const NAMES = Object.keys(AUDIENCES) as Audience[];

/** The audiences that keys belong to. */
export function audiencesOf(features: ReadonlySet<string>): Audience[] {
  return NAMES.filter((name) => grantsAny(features, AUDIENCES[name]));
}
