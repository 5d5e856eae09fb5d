import { z } from 'zod';
import { isoDate, optionalText } from '../common/fields.schemas';
import { paged, pageParams, queryBoolean, uuid } from '../common/list.schemas';
import { emptyToNull, WAVE_SIDES } from '../schedules/schedules.schemas';
import { bookingDate, bookingItem } from './bookings.schemas';

// Waiting-queue entries: spec 001 s.2 (Booking queue list and details, Queue booking dialog), s.3, s.4
// (Queue) and s.7; server-rules.md (Creating a booking, step 5).

const ids = z
  .array(z.uuid())
  .max(100)
  .default([])
  .transform((values) => [...new Set(values)]);

const queueFields = {
  activityId: uuid,
  /** Empty: 'Sem horário' until the entry is booked. */
  activityScheduleId: z.preprocess(emptyToNull, z.uuid().nullable()).default(null),
  bookedDate: bookingDate,
  description: optionalText(1000),
  items: ids,
  scheduleItems: ids,
  modalities: ids,
};

/** POST /booking-queues. */
export const queueInput = z.strictObject({ ...queueFields, userId: uuid });
export type QueueInput = z.output<typeof queueInput>;
/** PUT /booking-queues/{id}: the person stays. */
export const queueUpdateInput = z.strictObject(queueFields);
export type QueueUpdateInput = z.output<typeof queueUpdateInput>;

/** GET /booking-queues. The screen asks for date, activity and event together. */
export const queueListQuery = pageParams.extend({
  activityId: z.uuid().optional(),
  activityScheduleId: z.uuid().optional(),
  bookedDate: isoDate.optional(),
  activityName: z.string().trim().max(120).optional(),
  spotName: z.string().trim().max(120).optional(),
  userName: z.string().trim().max(120).optional(),
  userDocument: z
    .string()
    .max(40)
    .transform((value) => value.replace(/\D/g, ''))
    .optional(),
  /** Live entries only (default on). */
  showQueuedBookingsOnly: queryBoolean.default(true),
});
export type QueueListQuery = z.infer<typeof queueListQuery>;

export const queueEntry = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    cpf: z.string().nullable(),
    foreignerDocument: z.string().nullable(),
    groupKey: z.string(),
    /** The person's experience level in the entry's venture; null without an onboard. */
    experience: z.number().int().nullable(),
  }),
  titularUser: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  activityId: z.uuid(),
  activity: z.object({
    id: z.uuid(),
    name: z.string(),
    isActive: z.boolean(),
    spotId: z.uuid(),
    spot: z.object({ id: z.uuid(), name: z.string() }),
  }),
  activityScheduleId: z.uuid().nullable(),
  activitySchedule: z
    .object({
      startDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      totalVacancies: z.number().int().nullable(),
      waveSide: z.enum(WAVE_SIDES).nullable(),
      minUserExperience: z.number().int(),
      modalityTitle: z.string().nullable(),
      allowPartialTimeBookings: z.boolean(),
    })
    .nullable(),
  bookedDate: z.string(),
  description: z.string().nullable(),
  items: z.array(bookingItem),
  scheduleItems: z.array(z.object({ scheduleItemId: z.uuid(), name: z.string() })),
  modalities: z.array(z.object({ id: z.uuid(), title: z.string() })),
  createdAt: z.iso.datetime(),
  priorizedAt: z.iso.datetime().nullable(),
  /** Its date (or event end on that date) has passed: read-only. */
  isExpired: z.boolean(),
  /** Cancelled or converted. */
  deletedAt: z.iso.datetime().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntry>;
export const queueList = paged(queueEntry);

export const queuePriorityAnswer = z.object({ id: z.uuid(), priorizedAt: z.iso.datetime().nullable() });
