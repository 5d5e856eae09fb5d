import { z } from 'zod';
import { isoDate, optionalText, whenObject } from '../common/fields.schemas';
import { listQuery, paged, queryBoolean, uuid } from '../common/list.schemas';
import { emptyToNull, requiredDate, timeOfDay, WAVE_SIDES } from '../schedules/schedules.schemas';
import { lastStaffBookingDate, STAFF_BOOKING_BOUND_MESSAGE } from './booking-horizon.rules';
import { PAYMENT_STATUSES } from './payment-status';

// Bookings: spec 001 sections 2-9 (list, details, create dialog, check-ins, pay at the club, cancel),
// server-rules.md (Creating a booking, Changing bookings). The dialogs and the server validate with
// these schemas.

/** The payment types the booking form offers for a priced lodger booking (spec 001 s.4). */
export const PAYMENT_TYPES = [
  'WAITING',
  'FAILED',
  'REJECTED',
  'PAYMENT_EXTERNAL',
  'PENDING',
  'PAYMENT_HOTEL',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Pay at the club is offered from these states only (spec 001 s.4). */
export const PAYABLE_AT_CLUB = ['WAITING', 'FAILED', 'REJECTED'] as const;

/** A paid guest booking in one of these states may be cancelled only until the deadline. */
export const PAID_GUEST_STATES = ['PROCESSING', 'ONGOING', 'APPROVED', 'PENDING', 'VALIDATING'] as const;
/** Minutes before the start: later cancellations need a reason, and paid guest bookings cannot be cancelled. */
export const CANCELLATION_DEADLINE_MINUTES = 1440;

const ids = z
  .array(z.uuid(), { error: 'Requerido' })
  .max(100)
  .default([])
  .transform((values) => [...new Set(values)]);
const optionalTime = z.preprocess(emptyToNull, timeOfDay.nullable()).default(null);

/**
 * The date of a booking or of a queue entry: required, and at most two years after today (issue 28,
 * point 5). The bound reads the clock of whoever parses: the browser's in the forms, so that their
 * calendars stop there, and the server's in the API, which decides. Checked only on a well-formed date.
 */
export const bookingDate = requiredDate.refine((value) => value <= lastStaffBookingDate(), {
  message: STAFF_BOOKING_BOUND_MESSAGE,
  when: (payload) => payload.issues.length === 0,
});

/** POST /bookings. `startTime` / `endTime` only count for partial-time events. */
export const bookingInput = z
  .strictObject({
    activityScheduleId: uuid,
    bookedDate: bookingDate,
    userId: uuid,
    bookingQueueId: z.preprocess(emptyToNull, z.uuid().nullable()).default(null),
    startTime: optionalTime,
    endTime: optionalTime,
    /** Activity items (activity-level optionals). */
    items: ids,
    /** Optional event extras; the required ones are added by the server. */
    scheduleItems: ids,
    /** A priced lodger booking's payment type; others always start WAITING. */
    paymentType: z.preprocess(emptyToNull, z.enum(PAYMENT_TYPES).nullable()).default(null),
    description: optionalText(1000),
    /** Mail the person that the booking was made. */
    notifyCustomer: z.boolean().default(false),
    // Sent by the documents' client; their effect is "not shown" (spec 001 s.9).
    isActive: z.boolean().optional(),
    notificationTimers: z.array(z.number().int().min(0).max(100_000)).max(10).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value.startTime === 'string' && typeof value.endTime === 'string') {
        if (value.endTime <= value.startTime) {
          ctx.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: 'Horário final deve ser maior que o inicial',
          });
        }
      }
    },
    { when: whenObject },
  );
export type BookingInput = z.output<typeof bookingInput>;
export type BookingFormValues = z.input<typeof bookingInput>;

/** POST /bookings?isVerified=&skipLimits= */
export const bookingCreateQuery = z.object({
  /** Book although the person has another pending booking at the spot that day. */
  isVerified: queryBoolean.default(false),
  /** Book past vacancies and daily limits (BOOKING_FULL_ACCESS or BOOKING_FORCE_LIMITS_ACCESS). */
  skipLimits: queryBoolean.default(false),
});

export const BOOKING_SORTS = ['bookedDate', 'createdAt'] as const;

/** A document filter: its digits only, whatever the mask (spec 001 s.5). */
export const digitsFilter = z
  .string()
  .max(40)
  .transform((value) => value.replace(/\D/g, ''))
  .optional();
export const textFilter = z.string().trim().max(120).optional();

/** GET /bookings: every query of spec 001 s.7 and 000 s.7, plus `guestBookings` (the Membro / Convidados radio). */
export const bookingListQuery = listQuery(BOOKING_SORTS, 'bookedDate').extend({
  activityId: z.uuid().optional(),
  activityName: textFilter,
  spotName: textFilter,
  sellerId: z.uuid().optional(),
  sellerName: textFilter,
  userId: z.uuid().optional(),
  userName: textFilter,
  userDocument: digitsFilter,
  /** Bookings of the people this person hosts (its dependants and guests). */
  hostId: z.uuid().optional(),
  /** Bookings of everyone whose titular is this member (its dependants, their guests and its own guests). */
  titularUserId: z.uuid().optional(),
  bookedDate: isoDate.optional(),
  minBookedDate: isoDate.optional(),
  maxBookedDate: isoDate.optional(),
  /** Live bookings whose start is ahead (default on). */
  showPendingBookingsOnly: queryBoolean.default(true),
  /** Bookings whose occurrence ended with no check-in and no cancellation. */
  noShowOnly: queryBoolean.default(false),
  /** true: guests' bookings only ('Convidados'); false: everyone else's ('Membro'); absent: all. */
  guestBookings: queryBoolean.optional(),
  /** A MASTER may list another venture's bookings; ignored for anyone else. */
  ventureId: z.uuid().optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** The person of a booking, as every bookings table names them. */
export const bookingPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  groupKey: z.string(),
  groupName: z.string(),
  hostName: z.string().nullable(),
});

/** A row of every bookings table. */
export const bookingListItem = z.object({
  id: z.uuid(),
  activityScheduleId: z.uuid(),
  activity: z.object({ id: z.uuid(), name: z.string() }),
  spot: z.object({ id: z.uuid(), name: z.string() }),
  user: bookingPerson,
  /** The person's experience level in the venture (onboard). */
  experience: z.number().int().nullable(),
  bookedDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  checkins: z.number().int(),
  isExpired: z.boolean(),
  isCancelable: z.boolean(),
  /** Cancelling now needs a reason (spec 001 s.4). */
  exceededCancellationDeadline: z.boolean(),
});
export type BookingListItem = z.infer<typeof bookingListItem>;
export const bookingList = paged(bookingListItem);

export const checkin = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type Checkin = z.infer<typeof checkin>;
export const checkinList = z.object({ items: z.array(checkin) });

const paymentItem = z.object({
  type: z.enum(['BOOKING', 'GUEST_ADDITIONAL', 'ACTIVITY_ITEM', 'SCHEDULE_ITEM']),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  updatedAt: z.iso.datetime(),
});

export const bookingPayment = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  items: z.array(paymentItem),
  updatedAt: z.iso.datetime(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

export const bookingItem = z.object({
  activityItemId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export const bookingScheduleItem = z.object({
  scheduleItemId: z.uuid(),
  name: z.string(),
  isRequired: z.boolean(),
  price: z.number().int(),
  quantity: z.number().int(),
  user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type BookingItem = z.infer<typeof bookingItem>;
export type BookingScheduleItem = z.infer<typeof bookingScheduleItem>;

export const cancellationHistory = z.object({
  user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  minutesBeforeScheduleStart: z.number().int(),
  exceedCancellationDeadline: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** GET /bookings/{id}. */
export const bookingDetails = bookingListItem.extend({
  activity: z.object({ id: z.uuid(), name: z.string(), spotId: z.uuid() }),
  activitySchedule: z.object({
    id: z.uuid(),
    startTime: z.string(),
    endTime: z.string(),
    minUserExperience: z.number().int(),
    waveSide: z.enum(WAVE_SIDES).nullable(),
    modalityTitle: z.string().nullable(),
    allowPartialTimeBookings: z.boolean(),
  }),
  user: bookingPerson.extend({
    email: z.string(),
    phone: z.string().nullable(),
    cpf: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  seller: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  ventureId: z.uuid(),
  description: z.string().nullable(),
  bookingPrice: z.number().int(),
  itemsPrice: z.number().int(),
  totalPrice: z.number().int(),
  bookingItems: z.array(bookingItem),
  bookingScheduleItems: z.array(bookingScheduleItem),
  payment: bookingPayment.nullable(),
  cancellationHistory: cancellationHistory.nullable(),
});
export type BookingDetails = z.infer<typeof bookingDetails>;

/** POST /bookings/{id}/cancel. The reason is required once the cancellation deadline has passed. */
export const cancelBookingInput = z.strictObject({ reason: optionalText(500) });

/** PUT /bookings/{id}/items: the chosen optionals (required extras stay). */
export const bookingItemsInput = z.strictObject({ itemsId: ids, scheduleItemsId: ids });
export const bookingItemsAnswer = z.object({
  bookingItems: z.array(bookingItem),
  bookingScheduleItems: z.array(bookingScheduleItem),
});

/** POST /bookings/{id}/external-payments. */
export const externalPaymentAnswer = z.object({ id: z.uuid(), payment: bookingPayment });
