import { BOOKING_TIME_ZONE } from '@reserva/shared/common/dates';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The product's dates and times are São Paulo's (BOOKING_TIME_ZONE): these turn them into instants in
// SQL. The zone is a literal of the statement, as the planner folds it.
const ZONE = sql.raw(`'${BOOKING_TIME_ZONE}'`);

/** The instant of a time on a date (columns or expressions). */
export const localInstant = (date: SQLWrapper, time: SQLWrapper): SQL =>
  sql`((${date} + ${time}) AT TIME ZONE ${ZONE})`;

/** The first instant of a date (an expression of type date). */
export const localDayStart = (date: SQLWrapper): SQL => sql`((${date})::timestamp AT TIME ZONE ${ZONE})`;

/** Today's date, worked out once per statement (a subquery). */
export const LOCAL_TODAY = sql`(SELECT (now() AT TIME ZONE ${ZONE})::date)`;
