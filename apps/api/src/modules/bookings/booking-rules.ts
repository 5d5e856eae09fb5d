import { dayOfWeek } from '@reserva/shared/common/dates';
import type { ErrorCode } from '@reserva/shared/errors';
import { placesFailure } from '@reserva/shared/schedules/places.rules';
import type { ExperienceRefusal } from '@reserva/shared/ventures/experience-levels.schemas';
import { effectiveCategoryLimits } from '@reserva/shared/ventures/user-categories.rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as experienceLevels from '../categories/experience-levels.repository';
import type {
  AskedOccurrence,
  OccurrenceCounters,
  PersonFacts,
  ScheduleFacts,
} from './booking-facts.repository';
import * as facts from './booking-facts.repository';
import { kindOf } from './person-kind';

// The checks of server-rules.md (Creating a booking), one function per step, so that a booking, a
// queue entry and the queue's filling of a freed place apply the same rules in the same order.

/** Step 1: a live person of the venture's people. */
export async function personOf(db: Executor, userId: string, ventureId: string): Promise<PersonFacts> {
  const person = await facts.findPerson(db, userId, ventureId);
  if (!person) throw new AppError('user-not-found');
  return person;
}

/**
 * Step 1 for a booking: `personOf`, with what its bookings of the day say, and the occurrence locked
 * with the booking counted in (its counters before it, for step 7).
 */
export async function personLockingOccurrence(
  db: Executor,
  userId: string,
  day: facts.DayAsked,
): Promise<facts.PersonDayAndPlaces> {
  const read = await facts.findPersonLockingOccurrence(db, userId, day);
  if (!read) throw new AppError('user-not-found');
  return read;
}

/** Step 1: a live event of a live, active activity. */
export async function scheduleOf(
  db: Executor,
  scheduleId: string,
  ventureId: string | null,
  asked: AskedOccurrence,
): Promise<ScheduleFacts> {
  return requireSchedule(await facts.findSchedule(db, scheduleId, ventureId, asked));
}

export function requireSchedule(schedule: ScheduleFacts | undefined): ScheduleFacts {
  if (!schedule) throw new AppError('schedule-not-found');
  if (!schedule.activityLive) throw new AppError('activity-not-found');
  return schedule;
}

/** Step 1: the date is an occurrence of the active event (`schedule-finished`) that has not started. */
export function checkOccurrence(schedule: ScheduleFacts, date: string): void {
  const inRange = date >= schedule.startDate && (schedule.endDate === null || date <= schedule.endDate);
  if (!schedule.isActive || !inRange || !schedule.daysOfWeek.includes(dayOfWeek(date))) {
    throw new AppError('schedule-finished');
  }
  if (schedule.blockedOn) throw new AppError('schedule-finished');
  if (schedule.startPassed) throw new AppError('past-start-time');
}

/**
 * Step 1: the booking's times. A partial-time event takes the chosen part of its time (both given,
 * inside the event, end after start); any other event books its whole time.
 */
export function bookingTimes(
  schedule: ScheduleFacts,
  chosen: { startTime: string | null; endTime: string | null },
): { startTime: string; endTime: string } {
  if (!schedule.allowPartialTimeBookings) return { startTime: schedule.startTime, endTime: schedule.endTime };
  const { startTime, endTime } = chosen;
  if (
    startTime === null ||
    endTime === null ||
    startTime < schedule.startTime ||
    endTime > schedule.endTime ||
    endTime <= startTime
  ) {
    throw new AppError('booking-time-range-invalid');
  }
  return { startTime, endTime };
}

/** Step 2: the person, its host and its titular are not blocked. */
export function checkBlocks(person: PersonFacts): void {
  if (person.isBlocked) throw new AppError('user-blocked');
  // A dependant's host is its titular.
  if (person.hostBlocked)
    throw new AppError(kindOf(person.groupKey).isDependant ? 'titular-blocked' : 'host-blocked');
  if (person.titularBlocked) throw new AppError('titular-blocked');
}

/**
 * Step 3: an onboard in the venture whose experience level allows the event's minimum (not checked at
 * living areas, for groups without experience levels, or for events open to every level).
 */
export async function checkOnboard(
  db: Executor,
  person: PersonFacts,
  schedule: Pick<ScheduleFacts, 'ventureId' | 'isLivingArea' | 'minUserExperience'> | null,
  ventureId: string,
): Promise<void> {
  if (person.onboardExperience === null) throw new AppError('user-venture-onboard-not-found');
  if (!schedule || schedule.isLivingArea || !person.useExperienceLevel || schedule.minUserExperience === 0)
    return;
  if (!(await facts.experienceAllows(db, ventureId, person.onboardExperience, schedule.minUserExperience))) {
    // The venture's levels go with the refusal, so that the screen says who may book (ExperienceRefusal).
    const levels = await experienceLevels.listByVenture(db, ventureId);
    throw new AppError('user-experience-not-allowed', {
      experience: person.onboardExperience,
      minUserExperience: schedule.minUserExperience,
      levels: levels.map(({ level, title, minAllowedBookingExperience, maxAllowedBookingExperience }) => ({
        level,
        title,
        minAllowedBookingExperience,
        maxAllowedBookingExperience,
      })),
    } satisfies ExperienceRefusal);
  }
}

/** Step 7: places and daily limits (`dayBookings`: the person's live bookings of the day); the first that fails. */
export async function limitFailure(
  db: Executor,
  person: PersonFacts,
  schedule: ScheduleFacts,
  counters: OccurrenceCounters,
  date: string,
  dayBookings: number,
): Promise<ErrorCode | null> {
  const kind = kindOf(person.groupKey);
  const noPlace = placesFailure(kind, { ...schedule, ...counters });
  if (noPlace) return noPlace;
  const limits = effectiveCategoryLimits(person);
  if (kind.isGuest && person.hostId) {
    if (limits.guestDayBookings === null) return null;
    const used = await facts.countGuestDayBookings(db, person.hostId, schedule.ventureId, date);
    return used >= limits.guestDayBookings ? 'user-guest-max-day-bookings' : null;
  }
  if (limits.dayBookings === null) return null;
  return dayBookings >= limits.dayBookings ? 'user-max-day-bookings' : null;
}

/**
 * Step 9: what a guest pays on top of the event's price: nothing while the host has free guest bookings
 * left that day (the category's); then the category's guest price, or the event's.
 */
export async function guestAdditionalPrice(
  db: Executor,
  person: PersonFacts,
  schedule: ScheduleFacts,
  date: string,
): Promise<number> {
  if (!kindOf(person.groupKey).isGuest || !person.hostId) return 0;
  const price = person.guestBookingPrice ?? schedule.guestAdditionalBookingPrice;
  if (price === 0) return 0;
  const free = person.hasCategory ? effectiveCategoryLimits(person).freeGuestDayBookings : 0;
  if (free === null) return 0;
  const used = await facts.countGuestDayBookings(db, person.hostId, schedule.ventureId, date);
  return used >= free ? price : 0;
}

/** Step 10: the first missing field of the person's record that a payment needs. */
export function missingForPayment(person: PersonFacts): ErrorCode | null {
  if (!person.hasAddress) return 'user-address-missing';
  if (!person.hasBirthDate) return 'user-birth-date-missing';
  if (!person.hasDocument) return 'user-cpf-missing';
  if (!person.hasPhone) return 'user-phone-missing';
  return null;
}
