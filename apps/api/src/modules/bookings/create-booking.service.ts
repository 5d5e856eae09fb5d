import { timePrice } from '@reserva/shared/bookings/booking-price.rules';
import type { BookingInput } from '@reserva/shared/bookings/bookings.schemas';
import type { ErrorCode } from '@reserva/shared/errors';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { enqueuePersonMail } from '../member-notices/member-notices.repository';
import {
  type Delivered,
  deliveredNotice,
  publish,
  staffNotice,
} from '../notifications/notifications.service';
import * as facts from './booking-facts.repository';
import * as rules from './booking-rules';
import { insertBooking, pickActivityItems, pickExtras } from './booking-store.repository';
import { announceCancellations, type CancelledQueueEntry } from './pending-bookings';
import { kindOf } from './person-kind';
import { closeQueueEntry, lockQueueEntry } from './queue-entries.repository';
import { inTransactionWithRetry } from './transactions';

// POST /bookings: the checks of server-rules.md (Creating a booking) in their order, in one transaction
// that locks, always in this order, the queue entry being converted, the person and its hosts (daily
// limits span occurrences; locked before the person is read, so that a block is seen) and the
// occurrence (its places): concurrent requests run one after the other where they compete, so no
// occurrence is ever overbooked, no limit passed and no booking slips past a block.

const NO_VENTURE = '00000000-0000-0000-0000-000000000000';
export const FORCE_KEYS = ['BOOKING_FULL_ACCESS', 'BOOKING_FORCE_LIMITS_ACCESS'] as const;

export interface BookingFlags {
  /** Book although the person has another booking at the spot that day. */
  isVerified: boolean;
  /** Book past places and daily limits. */
  skipLimits: boolean;
  /** The confirmation mail's link to the booking's pass; none without it (the demo seed mails nobody). */
  passPage?: (bookingId: string) => string;
}

/** The flags' pass link of an app: its pass page at PUBLIC_URL. */
export function passPageOf(ctx: AppContext): (bookingId: string) => string {
  return (bookingId) => ctx.passes.pageOf(ctx.config.publicUrl, bookingId);
}

export interface BookingActor {
  /** The staff user booking ('my bookings'); null for the public form and the system. */
  sellerId: string | null;
  /** The venture the booking must be in; null for a MASTER (any). */
  ventureId: string | null;
}

export interface Booked {
  id: string;
  ventureId: string;
  delivered: Delivered[];
  closedEntries: CancelledQueueEntry[];
  /** Whether a mail to the person was queued (notifyCustomer). */
  mailed: boolean;
  /** A field of the person's record that its payment needs and that is missing. */
  missing: ErrorCode | null;
}

export async function createBooking(
  ctx: AppContext,
  principal: Principal,
  input: BookingInput,
  flags: BookingFlags,
): Promise<{ id: string }> {
  if (flags.skipLimits && !grantsAny(principal.features, FORCE_KEYS)) {
    throw new AppError('insufficient-privilege');
  }
  const actor = { sellerId: principal.userId, ventureId: principal.isMaster ? null : principal.ventureId };
  return commitBooking(ctx, actor, input, flags);
}

/**
 * A booking a person makes in the members' app, for themselves or those they act for: every rule, never
 * forced, no seller (as the public form's).
 */
export function createSelfServiceBooking(
  ctx: AppContext,
  ventureId: string,
  input: BookingInput,
  isVerified: boolean,
): Promise<{ id: string }> {
  return commitBooking(ctx, { sellerId: null, ventureId }, input, { isVerified, skipLimits: false });
}

async function commitBooking(
  ctx: AppContext,
  actor: BookingActor,
  input: BookingInput,
  flags: BookingFlags,
): Promise<{ id: string }> {
  const confirmed = { ...flags, passPage: passPageOf(ctx) };
  const booked = await inTransactionWithRetry(ctx.db, (tx) => bookInTransaction(tx, actor, input, confirmed));
  announceBooked(ctx, booked);
  // Step 10: the booking stands; the answer says what the person's record lacks for its payment.
  if (booked.missing) throw new AppError(booked.missing, { id: booked.id });
  return { id: booked.id };
}

/** Tells the staff and the screens, and sends the mail, once the booking has committed. */
export function announceBooked(ctx: AppContext, booked: Booked): void {
  publish(ctx.realtime, booked.delivered);
  announceCancellations(ctx.realtime, booked.closedEntries);
  // Only when there is one: a round of the outbox is a transaction of its own, per booking.
  if (booked.mailed) void ctx.mail.kick();
}

/** Checks and stores one booking in the caller's transaction; throws the first rule that fails. */
export async function bookInTransaction(
  tx: Executor,
  actor: BookingActor,
  input: BookingInput,
  flags: BookingFlags,
): Promise<Booked> {
  const entry = input.bookingQueueId ? await lockQueueEntry(tx, input.bookingQueueId, actor.ventureId) : null;
  if (entry && (entry.userId !== input.userId || entry.isExpired))
    throw new AppError('booking-queue-not-found');
  // Step 1, in its order: the person, then the event and its activity. The event is read as the
  // person and its hosts are locked; the person with its bookings of the day after that lock (which
  // keeps them still), in the statement that locks the occurrence and counts the booking in: each
  // booking is as few round trips as can be, and the bookings of one occurrence wait for as few of
  // each other's statements as possible. An event or date refused after it rolls the count back.
  const date = input.bookedDate;
  const found = await facts.findScheduleLockingPerson(
    tx,
    input.activityScheduleId,
    actor.ventureId,
    { date, startTime: input.startTime },
    input.userId,
  );
  if (!found) {
    await rules.personOf(tx, input.userId, actor.ventureId ?? NO_VENTURE);
    throw new AppError('schedule-not-found');
  }
  const { person, day, counters } = await rules.personLockingOccurrence(tx, input.userId, {
    schedule: found,
    date,
  });
  const schedule = rules.requireSchedule(found);
  rules.checkOccurrence(schedule, date);
  const times = rules.bookingTimes(schedule, input);
  const kind = kindOf(person.groupKey);
  if (
    schedule.allowPartialTimeBookings &&
    (await facts.overlapsOccurrence(tx, schedule.id, date, times.startTime, times.endTime))
  ) {
    throw new AppError('overlapping-time-range');
  }
  rules.checkBlocks(person);
  await rules.checkOnboard(tx, person, schedule, schedule.ventureId);
  if (day.bookedHere) throw new AppError('schedule-already-booked');
  if (!flags.isVerified && day.bookedAtSpot) throw new AppError('spot-already-booked');
  if (!flags.skipLimits) {
    const failure = await rules.limitFailure(tx, person, schedule, counters, date, day.dayBookings);
    if (failure) throw new AppError(failure);
  }
  const extras =
    schedule.hasExtras || input.scheduleItems.length > 0
      ? await pickExtras(tx, schedule.id, date, input.scheduleItems)
      : [];
  const activityItemIds = await pickActivityItems(tx, schedule.activityId, input.items);
  const bookingPrice = timePrice(schedule, times);
  const guestAdditionalPrice = await rules.guestAdditionalPrice(tx, person, schedule, date);
  const notice = staffNotice(
    schedule.ventureId,
    'BOOKING',
    {
      title: 'Nova reserva',
      description: `${person.name}: ${schedule.activityName}, ${brDate(date)} ${times.startTime.slice(0, 5)}`,
      activityId: schedule.activityId,
    },
    actor.sellerId,
  );
  const { id, notice: stored } = await insertBooking(
    tx,
    {
      ventureId: schedule.ventureId,
      scheduleId: schedule.id,
      activityId: schedule.activityId,
      userId: person.id,
      forGuest: kind.isGuest,
      sellerId: actor.sellerId,
      bookedDate: date,
      ...times,
      description: input.description ?? null,
      bookingPrice,
      guestAdditionalPrice,
      modalityId: schedule.modalityId,
      activityItemIds,
      extras,
      paymentStatus: kind.isLodger && input.paymentType ? input.paymentType : 'WAITING',
    },
    schedule.activityName,
    notice,
  );
  const closedEntries = entry ? [await closeQueueEntry(tx, entry.id)] : [];
  const delivered = deliveredNotice({ ...notice, bookingId: id }, stored);
  // Unless the person turned that mail off: a place the queue took for them is a notice of its own.
  const mailed =
    input.notifyCustomer &&
    (await enqueuePersonMail(tx, person.id, input.bookingQueueId ? 'QUEUE' : 'BOOKING', {
      to: person.email,
      subject: `Reserva confirmada: ${schedule.activityName}`,
      text:
        `Olá, ${person.name}. Sua reserva em ${schedule.activityName} no dia ${brDate(date)}, das ${times.startTime.slice(0, 5)} às ${times.endTime.slice(0, 5)}, foi registrada.` +
        (flags.passPage ? `\n\nNa portaria, apresente o seu passe: ${flags.passPage(id)}` : ''),
    }));
  const priced =
    bookingPrice + guestAdditionalPrice + extras.reduce((sum, extra) => sum + extra.price, 0) > 0;
  return {
    id,
    ventureId: schedule.ventureId,
    delivered,
    closedEntries,
    mailed,
    missing: priced ? rules.missingForPayment(person) : null,
  };
}

/** `YYYY-MM-DD` as `dd/MM/yyyy`. */
export function brDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
