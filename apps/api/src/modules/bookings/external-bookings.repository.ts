import type { ExternalBookingConfirmed } from '@reserva/shared/bookings/external-bookings.schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { queryRows } from '../../db/raw';
import { bookingRequests } from '../../db/schema/bookings';

// The public booking form's requests (booking_requests) and what their confirmation reads to tell who
// books: live accounts by e-mail or CPF (both unique among live users, each through its partial
// unique index).

/** A request's time to live: its link works 24 hours, and never after the booking's start. */
const REQUEST_TTL = sql`interval '24 hours'`;
/** Unconfirmed requests are kept this long after they expire (the link then answers "expired"), then dropped. */
const EXPIRED_KEPT = sql`interval '7 days'`;

export interface NewBookingRequest {
  ventureId: string;
  scheduleId: string;
  bookedDate: string;
  startTime: string | null;
  endTime: string | null;
  activityItemIds: string[];
  bookingQueueId: string | null;
  description: string | null;
  name: string;
  email: string;
  cpf: string | null;
  phone: string | null;
  tokenHash: string;
}

/** Stores a request; `startsAt` (`HH:mm:ss`) is the booking's start on its date, São Paulo time. */
export async function insertRequest(
  db: Executor,
  values: NewBookingRequest,
  startsAt: string,
): Promise<{ expiresAt: Date }> {
  const start = localInstant(sql`${values.bookedDate}::date`, sql`${startsAt}::time`);
  const [row] = await db
    .insert(bookingRequests)
    .values({ ...values, expiresAt: sql`least(now() + ${REQUEST_TTL}, ${start})` })
    .returning({ expiresAt: bookingRequests.expiresAt });
  if (!row) throw new Error('booking request not stored');
  return row;
}

/** Drops the unconfirmed requests expired for a while: what a stranger typed is not kept. */
export async function dropExpiredRequests(db: Executor): Promise<void> {
  await db
    .delete(bookingRequests)
    .where(
      and(isNull(bookingRequests.confirmedAt), sql`${bookingRequests.expiresAt} < now() - ${EXPIRED_KEPT}`),
    );
}

/** A stored request as its confirmation reads it. */
export interface StoredRequest extends Omit<NewBookingRequest, 'ventureId' | 'tokenHash'> {
  id: string;
  confirmed: boolean;
  expired: boolean;
}

const requestColumns = {
  id: bookingRequests.id,
  scheduleId: bookingRequests.scheduleId,
  bookedDate: bookingRequests.bookedDate,
  startTime: bookingRequests.startTime,
  endTime: bookingRequests.endTime,
  activityItemIds: bookingRequests.activityItemIds,
  bookingQueueId: bookingRequests.bookingQueueId,
  description: bookingRequests.description,
  name: bookingRequests.name,
  email: bookingRequests.email,
  cpf: bookingRequests.cpf,
  phone: bookingRequests.phone,
  confirmed: sql<boolean>`${bookingRequests.confirmedAt} IS NOT NULL`,
  expired: sql<boolean>`${bookingRequests.expiresAt} <= now()`,
};

/** The request of a token's hash, as its page shows it before the confirmation. */
export async function findRequest(db: Executor, tokenHash: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(bookingRequests)
    .where(eq(bookingRequests.tokenHash, tokenHash));
  return row;
}

/** The request of a token's hash, locked until the transaction ends: a link confirms once. */
export async function lockRequest(db: Executor, tokenHash: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(bookingRequests)
    .where(eq(bookingRequests.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markConfirmed(db: Executor, requestId: string, bookingId: string): Promise<void> {
  await db
    .update(bookingRequests)
    .set({ confirmedAt: sql`now()`, bookingId })
    .where(eq(bookingRequests.id, requestId));
}

export interface Identity {
  id: string;
  /** A person (its group cannot sign in to the back-office), as the booking rules define one. */
  isPerson: boolean;
  byEmail: boolean;
  byCpf: boolean;
}

/**
 * Holds, until the transaction ends, the e-mail and the CPF being looked up: two confirmations naming
 * the same new person run one after the other, so the second finds the person the first registered.
 */
export async function lockIdentity(db: Executor, email: string, cpf: string | null): Promise<void> {
  const names = [`external-person:email:${email}`, ...(cpf ? [`external-person:cpf:${cpf}`] : [])].sort();
  for (const name of names) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The live accounts with this e-mail or this CPF (at most two). */
export function findIdentities(db: Executor, email: string, cpf: string | null): Promise<Identity[]> {
  return queryRows<Identity>(
    db,
    sql`SELECT u.id, u.email = ${email} AS "byEmail", coalesce(u.cpf = ${cpf}, false) AS "byCpf",
          NOT EXISTS(SELECT 1 FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
            WHERE gf.feature_group_id = u.feature_group_id AND f.key = 'WEB_ACCESS') AS "isPerson"
        FROM users u
        WHERE u.deleted_at IS NULL AND (u.email = ${email} OR u.cpf = ${cpf})`,
  );
}

/**
 * What the confirmation page shows of the booking made: the offer as booked (prices copied on the
 * booking), nothing of the person. The guest's additional price is what the items' price holds beyond
 * the extras (booking-store.repository, `insertBooking`).
 */
export async function findConfirmedBooking(
  db: Executor,
  bookingId: string,
): Promise<ExternalBookingConfirmed> {
  const [row] = await queryRows<ExternalBookingConfirmed>(
    db,
    sql`SELECT b.id, a.name AS "activityName", m.title AS "modalityTitle", v.name AS "ventureName",
          s.name AS "spotName", s.address AS "spotAddress", b.booked_date::text AS "bookedDate",
          b.start_time::text AS "startTime", b.end_time::text AS "endTime",
          coalesce((SELECT json_agg(ai.name ORDER BY name_sort_key(ai.name)) FROM booking_items bi
            JOIN activity_items ai ON ai.id = bi.activity_item_id WHERE bi.booking_id = b.id), '[]') AS items,
          coalesce(x.extras, '[]') AS extras, b.booking_price AS "bookingPrice",
          b.items_price - coalesce(x.price, 0) AS "guestAdditionalPrice", b.total_price AS "totalPrice"
        FROM bookings b
        JOIN activities a ON a.id = b.activity_id
        JOIN spots s ON s.id = a.spot_id
        JOIN ventures v ON v.id = b.venture_id
        LEFT JOIN booking_modalities bm ON bm.booking_id = b.id
        LEFT JOIN modalities m ON m.id = bm.modality_id
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('name', si.name, 'price', bs.price * bs.quantity)
              ORDER BY name_sort_key(si.name)) AS extras,
            sum(bs.price * bs.quantity)::int AS price
          FROM booking_schedule_items bs JOIN schedule_items si ON si.id = bs.schedule_item_id
          WHERE bs.booking_id = b.id) x ON true
        WHERE b.id = ${bookingId}`,
  );
  if (!row) throw new Error(`booking ${bookingId} not found after its confirmation`);
  return row;
}
