import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCAL_TODAY, localInstant } from '../../db/local-time';

// The one definition of a no-show, for the list's filter, the reports and the penalties: a live (not
// cancelled) booking whose occurrence ended, in São Paulo time, without a check-in (the booking's
// `checked_in`, which a trigger keeps equal to whether it has one).

/** A booking's columns: the table's, or those of an alias in raw SQL (`bookingsAliased('b')`). */
interface BookingColumns {
  bookedDate: AnyPgColumn | SQL;
  endTime: AnyPgColumn | SQL;
  deletedAt: AnyPgColumn | SQL;
  checkedIn: AnyPgColumn | SQL;
}

/** An occurrence's date and end time: a booking's, or an event's on a date. */
type OccurrenceColumns = Pick<BookingColumns, 'bookedDate' | 'endTime'>;

/** When the occurrence ends. */
export const occurrenceEnd = (b: OccurrenceColumns): SQL => localInstant(b.bookedDate, b.endTime);

/**
 * Whether the occurrence has ended. A booking of an earlier São Paulo day has, one of a later
 * day has not: only today's need their end in time (a time zone conversion per row, which was most of
 * a 92-day dashboard's count). Today is a subquery, worked out once per statement.
 */
export const hasEnded = (b: OccurrenceColumns): SQL =>
  sql`(${b.bookedDate} < ${LOCAL_TODAY} OR (${b.bookedDate} = ${LOCAL_TODAY} AND ${occurrenceEnd(b)} < now()))`;

export const isNoShow = (b: BookingColumns): SQL =>
  sql`${b.deletedAt} IS NULL AND NOT ${b.checkedIn} AND ${hasEnded(b)}`;

/** The columns of `bookings` under an alias of a raw query. */
export const bookingsAliased = (alias: string): BookingColumns => ({
  bookedDate: sql.raw(`${alias}.booked_date`),
  endTime: sql.raw(`${alias}.end_time`),
  deletedAt: sql.raw(`${alias}.deleted_at`),
  checkedIn: sql.raw(`${alias}.checked_in`),
});
