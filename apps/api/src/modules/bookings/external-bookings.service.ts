import { requestSummary } from '@reserva/shared/bookings/external-bookings.rules';
import {
  EXTERNAL_BOOKING_REQUESTED,
  type ExternalBookingConfirmed,
  type ExternalBookingInput,
  type ExternalBookingRequested,
  type ExternalBookingSummary,
} from '@reserva/shared/bookings/external-bookings.schemas';
import { EXTERNAL_BOOKING_CONFIRMATION_PATH } from '@reserva/shared/schedules/schedules.rules';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { countAttempt, type ThrottleRule } from '../../plugins/throttle';
import { RepeatingJob } from '../../repeating-job';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import { tokenLink } from '../mail/mail-format';
import { enqueueMail } from '../mail/mail-outbox';
import { ensureOnboards } from '../people/people.repository';
import { findOpenSchedule } from '../schedules/external-links.repository';
import { schedule as externalSchedule } from '../schedules/external-links.service';
import * as users from '../users/users.repository';
import { checkSelfServiceDate, lastSelfServiceDate } from './booking-horizon';
import { bookingRequestMail } from './booking-request-mail';
import * as rules from './booking-rules';
import { pickActivityItems } from './booking-store.repository';
import { announceBooked, bookInTransaction, passPageOf } from './create-booking.service';
import * as repository from './external-bookings.repository';
import { inTransactionWithRetry } from './transactions';

// The public form of an event's link (spec 001 s.2, s.4 External booking; docs/decisions.md, Public
// booking form). A submission reads no person: it is checked against the event alone, stored as a
// request and mailed to the e-mail typed, and every well-formed one is answered alike. The owner of
// that mailbox confirms through the link, and only then is a person found (or registered in
// APP_STORE_USER), linked to the venture and booked, through the same path as POST /bookings.

const FIFTEEN_MINUTES = 15 * 60;
// Every submission counts: each stores a request and sends a mail.
const BY_ADDRESS: ThrottleRule = {
  bucket: 'external-booking:address',
  limit: 20,
  windowSeconds: FIFTEEN_MINUTES,
};
const BY_EMAIL: ThrottleRule = { bucket: 'external-booking:email', limit: 5, windowSeconds: FIFTEEN_MINUTES };
// Tokens are 256-bit random values, so guessing is hopeless; this bounds the work that made-up tokens
// can cost. A known token (whatever the outcome) takes its attempt back.
const BAD_TOKEN_BY_ADDRESS: ThrottleRule = {
  bucket: 'external-booking-token:address',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};
/** Where people who book through the form belong: they are not members of the club. */
const NEW_PERSON_GROUP = 'APP_STORE_USER';
const UNIQUE_VIOLATION = '23505';

/** POST /bookings/external-links: stores the request and mails its link; the same answer every time. */
export async function requestBooking(
  ctx: AppContext,
  input: ExternalBookingInput,
  address: string,
): Promise<ExternalBookingRequested> {
  await countAttempt(ctx.db, [
    { rule: BY_ADDRESS, subject: address },
    { rule: BY_EMAIL, subject: input.email },
  ]);
  // Only what depends on the public event itself may refuse here: it tells nothing of anyone.
  const open = await findOpenSchedule(ctx.db, input.activityScheduleId);
  if (!open) throw new AppError('schedule-not-found');
  const date = input.bookedDate;
  checkSelfServiceDate(date, lastSelfServiceDate(open.bookingHorizonDays));
  const schedule = await rules.scheduleOf(ctx.db, open.id, open.ventureId, {
    date,
    startTime: input.startTime,
  });
  rules.checkOccurrence(schedule, date);
  const times = rules.bookingTimes(schedule, input);
  const items = await pickActivityItems(ctx.db, schedule.activityId, input.items);
  const token = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    const { expiresAt } = await repository.insertRequest(
      tx,
      {
        ventureId: schedule.ventureId,
        scheduleId: schedule.id,
        bookedDate: date,
        startTime: schedule.allowPartialTimeBookings ? times.startTime : null,
        endTime: schedule.allowPartialTimeBookings ? times.endTime : null,
        activityItemIds: items,
        bookingQueueId: input.bookingQueueId,
        description: input.description ?? null,
        name: input.name,
        email: input.email,
        cpf: input.cpf ?? null,
        phone: input.phone ?? null,
        tokenHash: hashSecretToken(token),
      },
      times.startTime,
    );
    await enqueueMail(
      tx,
      bookingRequestMail(input.email, {
        activityName: schedule.activityName,
        bookedDate: date,
        ...times,
        expiresAt,
        link: tokenLink(ctx.config.publicUrl, EXTERNAL_BOOKING_CONFIRMATION_PATH, token),
      }),
    );
  });
  void ctx.mail.kick();
  return EXTERNAL_BOOKING_REQUESTED;
}

/**
 * POST /bookings/external-links/confirmations/preview: what the mailed link would book, for its page
 * before the click; the link's own refusals come first, as at the confirmation. Made-up tokens count
 * in the confirmations' limit.
 */
export async function previewBooking(
  ctx: AppContext,
  token: string,
  address: string,
): Promise<ExternalBookingSummary> {
  const attempt = await countAttempt(ctx.db, [{ rule: BAD_TOKEN_BY_ADDRESS, subject: address }]);
  const request = await repository.findRequest(ctx.db, hashSecretToken(token));
  if (!request) throw new AppError('invalid-token');
  await attempt.release();
  checkUsable(request);
  // The event as the public sees it now; one closed to link bookings since is `schedule-not-found`.
  return requestSummary(await externalSchedule(ctx, request.scheduleId), {
    ...request,
    items: request.activityItemIds,
  });
}

/** A link confirms once, and only before it expires. */
function checkUsable(request: repository.StoredRequest): void {
  if (request.confirmed) throw new AppError('booking-request-already-confirmed');
  if (request.expired) throw new AppError('booking-request-expired');
}

/**
 * POST /bookings/external-links/confirmations: the mailed link's owner confirms, and the booking is
 * made under every rule of this moment, in one transaction with finding or registering the person and
 * using the link. A refusal books no one, registers no one and leaves the link as it was.
 */
export async function confirmBooking(
  ctx: AppContext,
  token: string,
  flags: { isVerified: boolean },
  address: string,
): Promise<ExternalBookingConfirmed> {
  const attempt = await countAttempt(ctx.db, [{ rule: BAD_TOKEN_BY_ADDRESS, subject: address }]);
  const tokenHash = hashSecretToken(token);
  let known = false;
  const confirm = () =>
    inTransactionWithRetry(ctx.db, async (tx) => {
      const request = await repository.lockRequest(tx, tokenHash);
      if (!request) throw new AppError('invalid-token');
      known = true;
      checkUsable(request);
      // The event may have stopped taking link bookings since the request.
      const schedule = await findOpenSchedule(tx, request.scheduleId);
      if (!schedule) throw new AppError('schedule-not-found');
      // As is the venture's horizon, which may have shrunk since.
      checkSelfServiceDate(request.bookedDate, lastSelfServiceDate(schedule.bookingHorizonDays));
      const userId = await findOrRegister(tx, schedule.ventureId, request);
      const booked = await bookInTransaction(
        tx,
        { sellerId: null, ventureId: schedule.ventureId },
        {
          activityScheduleId: request.scheduleId,
          bookedDate: request.bookedDate,
          userId,
          bookingQueueId: request.bookingQueueId,
          startTime: request.startTime,
          endTime: request.endTime,
          items: request.activityItemIds,
          scheduleItems: [],
          paymentType: null,
          description: request.description,
          // 'Reserva confirmada', as at the front desk.
          notifyCustomer: true,
        },
        { isVerified: flags.isVerified, skipLimits: false, passPage: passPageOf(ctx) },
      );
      await repository.markConfirmed(tx, request.id, booked.id);
      return booked;
    });
  try {
    // A staff user may register the same e-mail or CPF meanwhile: run again, and the person is found.
    const booked = await confirm().catch((error: unknown) => {
      if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return confirm();
      throw error;
    });
    announceBooked(ctx, booked);
    // A priced booking is paid at the club: what the record lacks for a payment (step 10) is not asked.
    return await repository.findConfirmedBooking(ctx.db, booked.id);
  } finally {
    if (known) await attempt.release();
  }
}

/**
 * The live account with the request's e-mail, else a new person of APP_STORE_USER with what was typed,
 * linked to the venture (its owner has just consented). A CPF of another account, or an e-mail of an
 * account that cannot book (staff), books no one. The account found is never changed otherwise.
 */
async function findOrRegister(
  tx: Executor,
  ventureId: string,
  request: repository.StoredRequest,
): Promise<string> {
  await repository.lockIdentity(tx, request.email, request.cpf);
  const found = await repository.findIdentities(tx, request.email, request.cpf);
  const owner = found.find((identity) => identity.byEmail);
  const cpfOfAnother = found.some((identity) => identity.byCpf && !identity.byEmail);
  if (cpfOfAnother || (owner && !owner.isPerson)) throw new AppError('user-identity-mismatch');
  const id = owner?.id ?? (await register(tx, request));
  await users.replaceVentures(tx, id, [ventureId], []);
  await ensureOnboards(tx, id);
  return id;
}

async function register(tx: Executor, request: repository.StoredRequest): Promise<string> {
  const [group] = (await users.listGroups(tx)).filter((candidate) => candidate.key === NEW_PERSON_GROUP);
  if (!group) throw new Error(`the ${NEW_PERSON_GROUP} group is missing`);
  const user = await users.insertUser(tx, {
    name: request.name,
    email: request.email,
    cpf: request.cpf,
    phone: request.phone,
    cnpj: null,
    companyName: null,
    tradeName: null,
    bio: null,
    featureGroupId: group.id,
  });
  return user.id;
}

/** How often each process drops the expired unconfirmed requests. */
const EXPIRED_REQUESTS_CHECK_MS = 60 * 60_000;

/**
 * Drops, every hour, what strangers typed into requests nobody confirmed (`dropExpiredRequests`):
 * on a clock, so that a form nobody submits again keeps nothing either.
 */
export function expiredRequestsJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => repository.dropExpiredRequests(ctx.db),
    EXPIRED_REQUESTS_CHECK_MS,
    (error) => ctx.log.error({ err: error }, 'dropping expired booking requests failed'),
  );
}
