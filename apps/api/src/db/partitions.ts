import { BOOKING_TIME_ZONE } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../plugins/context';
import { RepeatingJob } from '../repeating-job';
import type { Executor } from './client';
import { queryRows } from './raw';

// The tables that grow without end are partitioned by month (docs/decisions.md, Partitions by month): a
// month's rows in a table of their own, `<table>_YYYY_MM`, made ahead by this job through
// `make_month_partition` (migration 0033). Old months are kept. A row of the action log of a month
// without its partition lands in `audit_log_default` and moves to its month when the job makes it; the
// bookings have no default partition (migration 0041): their writers make the month of a date beyond
// the job's first (`ensureBookingMonths`).

/** The tables partitioned by month, and the column of their partition key (timestamptz or date). */
export const PARTITIONED_BY_MONTH = [
  { table: 'audit_log', key: 'at' },
  { table: 'bookings', key: 'booked_date' },
] as const;

/** The months made ahead of the current one (São Paulo's). */
export const MONTHS_AHEAD = 3;

const ZONE = sql.raw(`'${BOOKING_TIME_ZONE}'`);

/**
 * Makes the partitions of the current month and the `MONTHS_AHEAD` next ones that are missing; their
 * names. Each month is checked before a lock is taken: a round that finds them all made locks nothing.
 */
export async function makePartitionsAhead(db: Executor): Promise<string[]> {
  const made: string[] = [];
  for (const { table, key } of PARTITIONED_BY_MONTH) {
    const rows = await queryRows<{ month: string; made: boolean }>(
      db,
      sql`SELECT to_char(month, 'YYYY_MM') AS month, make_month_partition(${table}, ${key}, month::date) AS made
        FROM generate_series(date_trunc('month', now() AT TIME ZONE ${ZONE}),
          date_trunc('month', now() AT TIME ZONE ${ZONE}) + make_interval(months => ${MONTHS_AHEAD}),
          interval '1 month') AS month`,
    );
    made.push(...rows.filter((row) => row.made).map((row) => `${table}_${row.month}`));
  }
  return made;
}

/** How often each process checks; the months ahead leave it months to succeed once. */
const CHECK_MS = 6 * 60 * 60_000;
/** A process started after a long stop makes the current month's partitions at once. */
const FIRST_CHECK_MS = 5_000;

export function partitionsAheadJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => makePartitionsAhead(ctx.db),
    CHECK_MS,
    (error) => ctx.log.error({ err: error }, 'making the months’ partitions ahead failed'),
    FIRST_CHECK_MS,
  );
}

/** The months of bookings known to be made, per database (its drizzle dialect, which its transactions share). */
const bookingMonths = new WeakMap<object, Set<string>>();

/**
 * Makes the bookings' month of each date unless it is known made, before a booking of that date is
 * written (a row of a month without its partition is refused). In a transaction, a month it makes
 * exists once the transaction commits: it is known made only when found made before.
 */
export async function ensureBookingMonths(db: Executor, dates: readonly string[]): Promise<void> {
  const database = (db as unknown as { dialect: object }).dialect;
  let known = bookingMonths.get(database);
  if (!known) {
    known = new Set();
    bookingMonths.set(database, known);
  }
  const missing = [...new Set(dates.map((date) => `${date.slice(0, 7)}-01`))].filter(
    (month) => !known.has(month),
  );
  if (missing.length === 0) return;
  const rows = await queryRows<{ month: string; made: boolean }>(
    db,
    sql`SELECT month::text, make_month_partition('bookings', 'booked_date', month) AS made
      FROM unnest(${sql.param(missing)}::date[]) AS month`,
  );
  for (const row of rows) if (!row.made) known.add(row.month);
}

/** Makes the bookings' months from `from` to `to` (seeds and benches writing many dates at once). */
export async function makeBookingMonths(db: Executor, from: string, to: string): Promise<void> {
  await db.execute(
    sql`SELECT make_month_partition('bookings', 'booked_date', month::date)
      FROM generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month')
        AS month`,
  );
}
