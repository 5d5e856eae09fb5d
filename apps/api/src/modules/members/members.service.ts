import { bookingInput } from '@reserva/shared/bookings/bookings.schemas';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { groupBy } from '@reserva/shared/common/group-by';
import type {
  MemberActivities,
  MemberBookingInput,
  MemberBookings,
  MemberEventExtras,
  MemberEventsQuery,
  MemberQueueEntry,
  MemberQueueInput,
  MeResponse,
} from '@reserva/shared/members/members.schemas';
import { placesLeftFor } from '@reserva/shared/schedules/places.rules';
import { effectiveCategoryLimits } from '@reserva/shared/ventures/user-categories.rules';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { countUserAttempt, type ThrottleRule } from '../../plugins/throttle';
import { listItems } from '../activities/activities.repository';
import { cancel } from '../bookings/booking-changes.service';
import * as facts from '../bookings/booking-facts.repository';
import { checkSelfServiceDate, lastSelfServiceDate } from '../bookings/booking-horizon';
import { loadRows } from '../bookings/bookings.repository';
import { toListItem } from '../bookings/bookings.service';
import { createSelfServiceBooking } from '../bookings/create-booking.service';
import { kindOf } from '../bookings/person-kind';
import * as queues from '../bookings/queues.service';
import { mayInviteGuests } from '../member-guests/member-guests.service';
import * as scheduleItems from '../schedules/schedule-items.repository';
import * as schedules from '../schedules/schedules.repository';
import { agendaOccurrences } from './agenda-cache';
import type { AgendaItem } from './agenda-json';
import * as repository from './members.repository';

// The members' app (issue 31): a person acts for themselves, the dependants they are titular of and
// the guests they host, in the venture of their session, through the very services staff use (one
// booking rule, one place). Anything of anyone else answers as if it did not exist.

const PAST_BOOKINGS = 20;

/**
 * What one person may do in ten minutes (issue 31, point 11): far beyond a family's real use, and a
 * stolen session or a script cannot churn the venture's places.
 */
export const MEMBER_THROTTLE = {
  book: { bucket: 'me:book', limit: 30, windowSeconds: 600 },
  cancel: { bucket: 'me:cancel', limit: 30, windowSeconds: 600 },
  queue: { bucket: 'me:queue', limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, ThrottleRule>;

async function meOf(ctx: AppContext, principal: Principal) {
  const me = await repository.findMe(ctx.db, principal.userId, principal.ventureId);
  if (!me) throw new AppError('user-not-found');
  return { me, lastBookableDate: lastSelfServiceDate(me.bookingHorizonDays) };
}

/** The person, or one of those they act for; anyone else is not found. */
async function actingFor(ctx: AppContext, principal: Principal, forUserId: string | null): Promise<string> {
  if (!forUserId || forUserId === principal.userId) return principal.userId;
  const family = await repository.listFamily(ctx.db, principal.userId, principal.ventureId);
  if (!family.some((member) => member.id === forUserId)) throw new AppError('user-not-found');
  return forUserId;
}

const peopleOf = async (ctx: AppContext, principal: Principal) => [
  principal.userId,
  ...(await repository.listFamily(ctx.db, principal.userId, principal.ventureId)).map((member) => member.id),
];

export async function me(ctx: AppContext, principal: Principal): Promise<MeResponse> {
  const [{ me, lastBookableDate }, family, canInviteGuests] = await Promise.all([
    meOf(ctx, principal),
    repository.listFamily(ctx.db, principal.userId, principal.ventureId),
    mayInviteGuests(ctx.db, principal),
  ]);
  return {
    person: {
      id: me.id,
      name: me.name,
      email: me.email,
      avatarUrl: publicFileUrl(me.avatarPath),
      groupKey: me.groupKey,
      groupName: me.groupName,
    },
    venture: { id: principal.ventureId, name: me.ventureName },
    family,
    canInviteGuests,
    isBlocked: me.isBlocked,
    blockReason: me.isBlocked ? me.blockReason : null,
    lastBookableDate,
  };
}

/** The venture's live, active activities at active spots, by name (the agenda's filter). */
export async function activities(ctx: AppContext, principal: Principal): Promise<MemberActivities> {
  const rows = await repository.listActivities(ctx.db, principal.ventureId);
  return {
    items: rows
      .map(({ id, name, spotId, spotName }) => ({ id, name, spot: { id: spotId, name: spotName } }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}

/**
 * The occurrences the person may book from `startDate` (today) to `endDate` (a week on), up to the
 * venture's booking horizon: live, active events of live, active activities at active spots, whose
 * minimum level the person's level may book; none while the person (or their host or titular) is
 * blocked. The places shown are those the person's kind may take (a guest's, a lodger's); full ones stay,
 * for the queue. Each says whether the person holds it already and whether their day is at their
 * category's limit, so that the app offers only what the booking would accept.
 */
export async function events(
  ctx: AppContext,
  principal: Principal,
  query: MemberEventsQuery,
): Promise<AgendaItem[]> {
  const [{ me, lastBookableDate }, person] = await Promise.all([
    meOf(ctx, principal),
    facts.findPerson(ctx.db, principal.userId, principal.ventureId),
  ]);
  const from = query.startDate ?? todayInSaoPaulo();
  const to = [query.endDate ?? addDays(from, 6), lastBookableDate].sort()[0] as string;
  if (!person || me.experience === null || from > to) return [];
  if (person.isBlocked || person.hostBlocked || person.titularBlocked) return [];
  const [range, booked] = await Promise.all([
    me.useExperienceLevel
      ? repository.findExperienceRange(ctx.db, principal.ventureId, me.experience)
      : Promise.resolve('any' as const),
    repository.listLiveBookings(ctx.db, principal.userId, principal.ventureId, from, to),
  ]);
  const rows = await agendaOccurrences(ctx.db, {
    ventureId: principal.ventureId,
    from,
    to,
    activityId: query.activityId,
    experience: range ?? null,
  });
  const kind = kindOf(person.groupKey);
  const bookedHere = new Set(booked.map((row) => `${row.activityScheduleId} ${row.bookedDate}`));
  const { dayBookings } = effectiveCategoryLimits(person);
  // The person's bookings by day, counted once. A guest's day is counted against the host's guests,
  // which the booking's refusal says.
  const bookingsOfDay = new Map<string, number>();
  for (const row of booked) bookingsOfDay.set(row.bookedDate, (bookingsOfDay.get(row.bookedDate) ?? 0) + 1);
  const dayIsFull = (date: string) =>
    !kind.isGuest && dayBookings !== null && (bookingsOfDay.get(date) ?? 0) >= dayBookings;
  return rows.map(({ row, key, booked: bookedCount, guestBooked, lodgerBooked }) => ({
    row,
    vacancies: placesLeftFor(kind, {
      totalVacancies: row.totalVacancies,
      guestVacancies: row.guestVacancies,
      lodgerVacancies: row.lodgerVacancies,
      isLodgerVacanciesExclusive: row.isLodgerVacanciesExclusive,
      booked: bookedCount,
      guestBooked,
      lodgerBooked,
    }),
    isBooked: bookedHere.has(key),
    isDayLimitReached: dayIsFull(row.date),
  }));
}

/** A live event of the person's venture (of a live activity at a live spot), or schedule-not-found. */
async function scheduleOfVenture(ctx: AppContext, principal: Principal, scheduleId: string) {
  const schedule = await schedules.findSchedule(ctx.db, { ventureId: principal.ventureId }, scheduleId);
  if (!schedule) throw new AppError('schedule-not-found');
  return schedule;
}

/** The extras a booking of the event may take: the activity's optionals and the event's priced extras. */
export async function eventExtras(
  ctx: AppContext,
  principal: Principal,
  scheduleId: string,
): Promise<MemberEventExtras> {
  const { activityId } = await scheduleOfVenture(ctx, principal, scheduleId);
  const [optionals, extras] = await Promise.all([
    listItems(ctx.db, activityId),
    scheduleItems.list(ctx.db, scheduleId, { showInactiveItems: false }),
  ]);
  return {
    activityItems: optionals.filter((item) => item.isActive).map(({ id, name }) => ({ id, name })),
    scheduleItems: extras.map(({ id, name, price, isRequired }) => ({ id, name, price, isRequired })),
  };
}

/** POST /me/bookings: every booking rule, never forced, up to the venture's booking horizon. */
export async function book(
  ctx: AppContext,
  principal: Principal,
  input: MemberBookingInput,
): Promise<{ id: string }> {
  await countUserAttempt(ctx.db, MEMBER_THROTTLE.book, principal.userId);
  const userId = await actingFor(ctx, principal, input.forUserId);
  const { lastBookableDate } = await meOf(ctx, principal);
  checkSelfServiceDate(input.bookedDate, lastBookableDate);
  const body = bookingInput.parse({
    activityScheduleId: input.activityScheduleId,
    bookedDate: input.bookedDate,
    userId,
    items: input.items,
    scheduleItems: input.scheduleItems,
    startTime: input.startTime,
    endTime: input.endTime,
  });
  return createSelfServiceBooking(ctx, principal.ventureId, body, input.isVerified);
}

/** The bookings of the person and those they act for: those not ended, and the last ended ones. */
export async function bookings(ctx: AppContext, principal: Principal): Promise<MemberBookings> {
  const people = await peopleOf(ctx, principal);
  const owned = await repository.listOwnedBookings(ctx.db, people, principal.ventureId, PAST_BOOKINGS);
  const totals = new Map(owned.map((row) => [row.id, row.totalPrice]));
  const ids = owned.map((row) => row.id);
  const [rows, extras] = await Promise.all([
    loadRows(ctx.db, ids),
    repository.listBookingExtras(ctx.db, ids),
  ]);
  const extrasOf = groupBy(extras, (extra) => extra.bookingId);
  const items = rows.map((row) => {
    const item = toListItem(row);
    const isCancelled = item.deletedAt !== null;
    return {
      id: item.id,
      person: { id: item.user.id, name: item.user.name },
      activity: item.activity,
      spot: item.spot,
      bookedDate: item.bookedDate,
      startTime: item.startTime,
      endTime: item.endTime,
      total: totals.get(item.id) ?? 0,
      extras: (extrasOf.get(item.id) ?? []).map(({ name, price, quantity }) => ({ name, price, quantity })),
      paymentStatus: item.paymentStatus,
      checkins: item.checkins,
      isCancelled,
      isExpired: item.isExpired,
      isCancelable: item.isCancelable,
      exceededCancellationDeadline: item.exceededCancellationDeadline,
      passCode: isCancelled || item.isExpired ? null : ctx.passes.codeOf(item.id),
    };
  });
  const byTime = (a: (typeof items)[number], b: (typeof items)[number]) =>
    `${a.bookedDate} ${a.startTime}`.localeCompare(`${b.bookedDate} ${b.startTime}`);
  return {
    upcoming: items.filter((item) => !item.isCancelled && !item.isExpired).sort(byTime),
    past: items.filter((item) => item.isCancelled || item.isExpired).sort((a, b) => byTime(b, a)),
  };
}

/** POST /me/bookings/{id}/cancel: the staff's cancellation rules, on the bookings of the person's own. */
export async function cancelBooking(
  ctx: AppContext,
  principal: Principal,
  id: string,
  reason: string | null,
): Promise<void> {
  await countUserAttempt(ctx.db, MEMBER_THROTTLE.cancel, principal.userId);
  const userIds = await peopleOf(ctx, principal);
  await cancel(ctx, principal, id, reason, { ventureId: principal.ventureId, sellerId: null, userIds });
}

export async function queueEntries(ctx: AppContext, principal: Principal): Promise<MemberQueueEntry[]> {
  const rows = await repository.listQueueEntries(ctx.db, await peopleOf(ctx, principal), principal.ventureId);
  return rows.map((row) => ({
    id: row.id,
    person: { id: row.userId, name: row.userName },
    activity: { id: row.activityId, name: row.activityName },
    activityScheduleId: row.activityScheduleId,
    bookedDate: row.bookedDate,
    startTime: row.startTime,
    position: row.position,
  }));
}

/** POST /me/queue-entries: the queue's own rules (one live entry per event and date, blocks, level). */
export async function joinQueue(
  ctx: AppContext,
  principal: Principal,
  input: MemberQueueInput,
): Promise<{ id: string }> {
  await countUserAttempt(ctx.db, MEMBER_THROTTLE.queue, principal.userId);
  const userId = await actingFor(ctx, principal, input.forUserId);
  const { lastBookableDate } = await meOf(ctx, principal);
  checkSelfServiceDate(input.bookedDate, lastBookableDate);
  const { activityId } = await scheduleOfVenture(ctx, principal, input.activityScheduleId);
  return queues.create(ctx, principal, {
    activityId,
    activityScheduleId: input.activityScheduleId,
    bookedDate: input.bookedDate,
    userId,
    description: null,
    items: [],
    scheduleItems: [],
    modalities: [],
  });
}

/** DELETE /me/queue-entries/{id}: only an entry of the person or of those they act for. */
export async function leaveQueue(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  const owner = await repository.findQueueEntryOwner(ctx.db, id, principal.ventureId);
  if (!owner || !(await peopleOf(ctx, principal)).includes(owner)) {
    throw new AppError('booking-queue-not-found');
  }
  await queues.remove(ctx, principal, id);
}
