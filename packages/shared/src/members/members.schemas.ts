import { z } from 'zod';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { daysBetween } from '../common/dates';
import { isoDate } from '../common/fields.schemas';
import { uuid } from '../common/list.schemas';
import { timeOfDay } from '../schedules/schedules.schemas';

// Sócio, the members' app (issue 31): what a person does for themselves, their dependants and the
// guests they host, under `/api/me` (docs/decisions.md, The members' app).

const named = z.object({ id: z.uuid(), name: z.string() });

/** Someone the person acts for: themselves, a dependant they are titular of, a guest they host. */
export const memberPerson = named.extend({
  groupKey: z.string(),
  groupName: z.string(),
});
export type MemberPerson = z.infer<typeof memberPerson>;

/** GET /me. */
export const meResponse = z.object({
  person: memberPerson.extend({ email: z.string(), avatarUrl: z.string().nullable() }),
  venture: named,
  /** The dependants and hosted guests the person books for. */
  family: z.array(memberPerson),
  /** A member whose category admits guests: the app offers 'Convidados' (POST /me/guests). */
  canInviteGuests: z.boolean(),
  /** Blocked or suspended: the person may book nothing now. */
  isBlocked: z.boolean(),
  blockReason: z.string().nullable(),
  /** The last date the venture opens to the app's bookings (its booking horizon). */
  lastBookableDate: z.iso.date(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const MAX_MEMBER_EVENT_DAYS = 14;

/** GET /me/activities: the venture's activities open to bookings, for the agenda's filter. */
export const memberActivities = z.object({ items: z.array(named.extend({ spot: named })) });
export type MemberActivities = z.infer<typeof memberActivities>;

/** GET /me/events: `startDate` (today) to `endDate` (a week later), at most two weeks; one activity's. */
export const memberEventsQuery = z
  .object({ startDate: isoDate.optional(), endDate: isoDate.optional(), activityId: z.uuid().optional() })
  .refine(
    ({ startDate, endDate }) =>
      !startDate ||
      !endDate ||
      (endDate >= startDate && daysBetween(startDate, endDate) < MAX_MEMBER_EVENT_DAYS),
    { path: ['endDate'], message: `Até ${MAX_MEMBER_EVENT_DAYS} dias a partir da data inicial` },
  );
export type MemberEventsQuery = z.infer<typeof memberEventsQuery>;

/** An occurrence the person may book (or queue for, when full). */
export const memberEvent = z.object({
  activityScheduleId: z.uuid(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  activity: named,
  spot: named,
  modalityTitle: z.string().nullable(),
  /** The places the person could take (a guest's among the guest places, a lodger's among theirs); null when unlimited. */
  vacancies: z.number().int().nullable(),
  isFull: z.boolean(),
  /** The person already holds a live booking of this occurrence. */
  isBooked: z.boolean(),
  /** The person's bookings of the day have reached their category's daily limit. */
  isDayLimitReached: z.boolean(),
  /** Cents. */
  bookingPrice: z.number().int(),
  /** Cents a guest pays beyond the booking's price. */
  guestAdditionalBookingPrice: z.number().int(),
  /** The person chooses a part of the event's time (`startTime`/`endTime` of the booking); the price is hourly. */
  allowPartialTimeBookings: z.boolean(),
});
export type MemberEvent = z.infer<typeof memberEvent>;
export const memberEvents = z.object({ items: z.array(memberEvent) });

/** GET /me/events/{activityScheduleId}: the extras a booking of the event may take. */
export const memberEventExtras = z.object({
  /** The activity's optionals (a racket, balls): free. */
  activityItems: z.array(named),
  scheduleItems: z.array(named.extend({ price: z.number().int(), isRequired: z.boolean() })),
});
export type MemberEventExtras = z.infer<typeof memberEventExtras>;

/** POST /me/bookings: for the person, or `forUserId` (a dependant or hosted guest). */
export const memberBookingInput = z.strictObject({
  activityScheduleId: uuid,
  bookedDate: isoDate,
  forUserId: z.uuid().nullable().default(null),
  items: z.array(z.uuid()).max(100).default([]),
  scheduleItems: z.array(z.uuid()).max(100).default([]),
  /** A partial-time event's chosen part (`HH:mm`); ignored for other events, which book their whole time. */
  startTime: timeOfDay.nullable().default(null),
  endTime: timeOfDay.nullable().default(null),
  /** Yes to 'there is already a booking at this spot that day: book this one too?'. */
  isVerified: z.boolean().default(false),
});
export type MemberBookingInput = z.output<typeof memberBookingInput>;

/** A booking of the person or of those they act for. */
export const memberBooking = z.object({
  id: z.uuid(),
  person: named,
  activity: named,
  spot: named,
  bookedDate: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  /** Cents: the booking with its extras. */
  total: z.number().int(),
  /** The activity's optionals (price null: free) and the event's extras (cents each) it takes. */
  extras: z.array(
    z.object({ name: z.string(), price: z.number().int().nullable(), quantity: z.number().int() }),
  ),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  checkins: z.number().int(),
  isCancelled: z.boolean(),
  isExpired: z.boolean(),
  isCancelable: z.boolean(),
  /** Cancelling now needs a reason. */
  exceededCancellationDeadline: z.boolean(),
  /** The signed pass the concierge's app reads; null once cancelled or ended. */
  passCode: z.string().nullable(),
});
export type MemberBooking = z.infer<typeof memberBooking>;
export const memberBookings = z.object({ upcoming: z.array(memberBooking), past: z.array(memberBooking) });
export type MemberBookings = z.infer<typeof memberBookings>;

/** POST /me/queue-entries. */
export const memberQueueInput = z.strictObject({
  activityScheduleId: uuid,
  bookedDate: isoDate,
  forUserId: z.uuid().nullable().default(null),
});
export type MemberQueueInput = z.output<typeof memberQueueInput>;

export const memberQueueEntry = z.object({
  id: z.uuid(),
  person: named,
  activity: named,
  activityScheduleId: z.uuid().nullable(),
  bookedDate: z.iso.date(),
  startTime: z.string().nullable(),
  /** 1 is next; prioritized entries go first, then the oldest. */
  position: z.number().int(),
});
export type MemberQueueEntry = z.infer<typeof memberQueueEntry>;
export const memberQueueEntries = z.object({ items: z.array(memberQueueEntry) });
