import { z } from 'zod';
import { bookingListItem, bookingPerson, checkin, textFilter } from '../bookings/bookings.schemas';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { pageParams } from '../common/list.schemas';

// The concierge's desk (Portaria): the venture's day on one screen, and the booking passes it scans
// (docs/decisions.md, The concierge's desk).

/** `upcoming`: the events not ended yet, which the desk opens on; `day`: every event of the day. */
export const DESK_PERIODS = ['upcoming', 'day'] as const;
export type DeskPeriod = (typeof DESK_PERIODS)[number];

/**
 * GET /desk/today: a page of the day's events by start time. `q` narrows to the people it finds, by
 * name, or by the digits of a CPF or phone.
 */
export const deskTodayQuery = pageParams.extend({
  q: textFilter,
  period: z.enum(DESK_PERIODS).default('day'),
});
export type DeskTodayQuery = z.infer<typeof deskTodayQuery>;

const named = z.object({ id: z.uuid(), name: z.string() });

export const deskPerson = bookingPerson.extend({ avatarUrl: z.string().nullable() });
export type DeskPerson = z.infer<typeof deskPerson>;

/** A live booking of today. */
export const deskBooking = z.object({
  id: z.uuid(),
  person: deskPerson,
  startTime: z.string(),
  endTime: z.string(),
  checkedIn: z.boolean(),
  /** The latest check-in; null without one. */
  checkedInAt: z.iso.datetime().nullable(),
  /** Not checked in, and its time has ended. */
  noShow: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type DeskBooking = z.infer<typeof deskBooking>;

/** A live queue entry; `position` counts from 1, prioritized entries first, then the oldest. */
export const deskQueueEntry = z.object({ id: z.uuid(), person: named, position: z.number().int() });
export type DeskQueueEntry = z.infer<typeof deskQueueEntry>;

/** One occurrence of today; its counts are the whole event's, whatever the search. */
export const deskEvent = z.object({
  activityScheduleId: z.uuid(),
  activity: named,
  spot: named,
  modalityTitle: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** Null when unlimited. */
  totalVacancies: z.number().int().nullable(),
  /** Places left (never below 0); null when unlimited. */
  vacancies: z.number().int().nullable(),
  /** No place left: 'Lotado'. */
  isFull: z.boolean(),
  /** The event has ended. */
  isExpired: z.boolean(),
  counts: z.object({ booked: z.number().int(), checkedIn: z.number().int(), noShow: z.number().int() }),
  bookings: z.array(deskBooking),
  /** Null for a user who may not read the queue. */
  queue: z.array(deskQueueEntry).nullable(),
});
export type DeskEvent = z.infer<typeof deskEvent>;

/** A page of the day's events; `total` and `pages` count the events the period and search keep. */
export const deskToday = z.object({
  date: z.iso.date(),
  events: z.array(deskEvent),
  total: z.number().int(),
  pages: z.number().int(),
});
export type DeskToday = z.infer<typeof deskToday>;

/** GET /bookings/{id}/pass: the code its QR image carries. */
export const bookingPass = z.object({ code: z.string() });
export type BookingPass = z.infer<typeof bookingPass>;

export const passCheckinInput = z.strictObject({
  code: z.string({ error: 'Requerido' }).trim().min(1, 'Requerido').max(200),
});
export type PassCheckinInput = z.infer<typeof passCheckinInput>;

/** POST /desk/passes/check-in: who, the booking as the check-in left it, and the check-in. */
export const passCheckin = z.object({
  /** A repeated scan: the check-in is the one already made. */
  alreadyCheckedIn: z.boolean(),
  checkin,
  person: deskPerson,
  booking: bookingListItem,
});
export type PassCheckin = z.infer<typeof passCheckin>;
