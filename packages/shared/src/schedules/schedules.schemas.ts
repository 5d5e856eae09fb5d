import { z } from 'zod';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { isoDate, storableDate, whenObject } from '../common/fields.schemas';
import { queryBoolean } from '../common/list.schemas';

// Events (activity schedules) and their occurrences: spec 001 sections 3, 5 and 7, server-rules.md
// (Events). The event form and the server validate with `scheduleInput`.

export const WAVE_SIDES = ['COMBO', 'LEFT', 'RIGHT'] as const;
export type WaveSide = (typeof WAVE_SIDES)[number];

const MAX_PLACES = 100_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

/** Empty form input (undefined, '' or blanks) becomes null. */
export const emptyToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const missing = (input: unknown) => input === undefined || input === null || input === '';

/** A date the form must have: 'Requerido' when empty, 'Data inválida' when malformed. */
export const requiredDate = z.iso
  .date({ error: (issue) => (missing(issue.input) ? 'Requerido' : 'Data inválida') })
  .refine(storableDate, 'Data inválida');

/** `HH:mm` (hours 0-23, minutes 00-59) or `HH:mm:00`, answered as `HH:mm:ss`. */
export const timeOfDay = z
  .string({ error: 'Requerido' })
  .trim()
  .min(1, 'Requerido')
  .regex(TIME_OF_DAY, 'Horário inválido')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** Money in cents the form must have: an integer of at least 0. */
export const requiredCents = z
  .number({ error: (issue) => (missing(issue.input) ? 'Requerido' : 'Valores inteiros') })
  .int('Valores inteiros')
  .min(0, 'Valores positivos')
  .max(100_000_000, 'Valor muito alto');

const placeCount = z
  .number({ error: 'Valores inteiros' })
  .int('Valores inteiros')
  .min(0, 'Valores positivos')
  .max(MAX_PLACES, 'Valor muito alto');

const uniqueSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

const scheduleFields = z.strictObject({
  startDate: requiredDate,
  endDate: z.preprocess(emptyToNull, isoDate.nullable()),
  startTime: timeOfDay,
  endTime: timeOfDay,
  // 0 to 6, Sunday first; the spec's default is every day.
  daysOfWeek: z
    .array(z.number().int().min(0).max(6), { error: 'Requerido' })
    .min(1, 'Requerido')
    .max(7)
    .default([0, 1, 2, 3, 4, 5, 6])
    .transform(uniqueSorted),
  // Empty: unlimited.
  totalVacancies: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Valores inteiros' })
      .int('Valores inteiros')
      .positive('Valores maiores que zero')
      .max(MAX_PLACES, 'Valor muito alto')
      .nullable(),
  ),
  // Required unless partial-time bookings clear them (checked below).
  guestVacancies: z.preprocess(emptyToNull, placeCount.nullable()),
  lodgerVacancies: z.preprocess(emptyToNull, placeCount.nullable()),
  isLodgerVacanciesExclusive: z.boolean().default(false),
  isActive: z.boolean().default(true),
  minUserExperience: z.number({ error: 'Valores inteiros' }).int().min(0).max(1000).default(0),
  modalityId: z.preprocess(emptyToNull, z.uuid().nullable()),
  waveSide: z.preprocess(emptyToNull, z.enum(WAVE_SIDES, { error: 'Valor inválido' }).nullable()),
  allowLinkBookings: z.boolean().default(false),
  allowPartialTimeBookings: z.boolean().default(false),
  // Through preprocess, so that the form may start empty ('Requerido' until filled).
  bookingPrice: z.preprocess(emptyToNull, requiredCents),
  guestAdditionalBookingPrice: z.preprocess(emptyToNull, requiredCents.nullable()),
  scheduleBlocks: z
    .array(z.strictObject({ blockedDate: isoDate }))
    .max(1000)
    .default([]),
});

type ScheduleFields = z.output<typeof scheduleFields>;

/**
 * POST /activities/{activityId}/schedules and PUT /activities/schedules/{id} (spec 001 s.5, Event
 * form). Partial-time bookings share the event's time instead of its places, so turning them on
 * clears the vacancies and the guest price.
 */
export const scheduleInput = scheduleFields
  .superRefine(
    (value, ctx) => {
      const issue = (path: keyof ScheduleFields, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (typeof value.endDate === 'string' && typeof value.startDate === 'string') {
        if (value.endDate < value.startDate) issue('endDate', 'Data inválida');
      }
      if (typeof value.startTime === 'string' && typeof value.endTime === 'string') {
        if (value.endTime <= value.startTime) issue('endTime', 'Horário final deve ser maior que o inicial');
      }
      if (value.allowPartialTimeBookings === true) return;
      // Against a valid total only: a wrong total has its own message.
      const total = value.totalVacancies;
      const validTotal = typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : null;
      for (const field of ['guestVacancies', 'lodgerVacancies'] as const) {
        const places = value[field];
        if (places === null) issue(field, 'Requerido');
        else if (typeof places === 'number' && validTotal !== null && places > validTotal) {
          issue(field, 'Máximo igual ao total de vagas');
        }
      }
      if (value.guestAdditionalBookingPrice === null) issue('guestAdditionalBookingPrice', 'Requerido');
    },
    {
      // Run beside the fields' own messages, so that the form shows every mistake at once.
      when: whenObject,
    },
  )
  .transform((value) => {
    const blockedDates = [...new Set(value.scheduleBlocks.map((block) => block.blockedDate))].sort();
    const partial = value.allowPartialTimeBookings;
    return {
      ...value,
      totalVacancies: partial ? null : value.totalVacancies,
      guestVacancies: partial ? 0 : (value.guestVacancies ?? 0),
      lodgerVacancies: partial ? 0 : (value.lodgerVacancies ?? 0),
      isLodgerVacanciesExclusive: partial ? false : value.isLodgerVacanciesExclusive,
      guestAdditionalBookingPrice: partial ? 0 : (value.guestAdditionalBookingPrice ?? 0),
      scheduleBlocks: blockedDates.map((blockedDate) => ({ blockedDate })),
    };
  });
export type ScheduleInput = z.output<typeof scheduleInput>;
export type ScheduleFormValues = z.input<typeof scheduleInput>;

const scheduleBlock = z.object({ blockedDate: z.string() });

/** An event as the schedule list shows it. */
export const scheduleView = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  daysOfWeek: z.array(z.number().int()),
  totalVacancies: z.number().int().nullable(),
  guestVacancies: z.number().int(),
  lodgerVacancies: z.number().int(),
  isLodgerVacanciesExclusive: z.boolean(),
  isActive: z.boolean(),
  /** Its last occurrence has ended. */
  isExpired: z.boolean(),
  minUserExperience: z.number().int(),
  modalityId: z.uuid().nullable(),
  modalityTitle: z.string().nullable(),
  waveSide: z.enum(WAVE_SIDES).nullable(),
  allowLinkBookings: z.boolean(),
  allowPartialTimeBookings: z.boolean(),
  bookingPrice: z.number().int(),
  guestAdditionalBookingPrice: z.number().int(),
  scheduleBlocks: z.array(scheduleBlock),
  /** The public booking form's path for this event. */
  bookingUrl: z.string(),
});
export type ScheduleView = z.infer<typeof scheduleView>;
export const scheduleList = z.object({ items: z.array(scheduleView) });

/** GET /activities/{activityId}/schedules/list. */
export const scheduleListQuery = z.object({ showExpired: queryBoolean.default(false) });

/**
 * The date window of the occurrence calls: `startDate` (default today in São Paulo) plus `addDay`
 * days (default 6: the calendar's 7-day window), or a whole month with `selectedMonth`
 * (1-12, of `selectedYear`, default this year).
 */
export const occurrenceWindowQuery = z.object({
  startDate: isoDate.optional(),
  addDay: z.coerce.number().int().min(0).max(62).default(6),
  selectedMonth: z.coerce.number().int().min(1).max(12).optional(),
  selectedYear: z.coerce.number().int().min(2000).max(2200).optional(),
  activityScheduleId: z.uuid().optional(),
});
export type OccurrenceWindowQuery = z.infer<typeof occurrenceWindowQuery>;

/** GET /activities/{activityId}/schedules. */
export const occurrenceQuery = occurrenceWindowQuery.extend({ showExpired: queryBoolean.default(true) });
export type OccurrenceQuery = z.infer<typeof occurrenceQuery>;

/** One date of an event, with its places and live bookings. */
export const occurrence = scheduleView.omit({ id: true, scheduleBlocks: true, bookingUrl: true }).extend({
  activityScheduleId: z.uuid(),
  date: z.string(),
  booked: z.number().int(),
  guestBooked: z.number().int(),
  lodgerBooked: z.number().int(),
  /** Places left (never below 0); null when unlimited. */
  vacancies: z.number().int().nullable(),
  /** This occurrence has ended. */
  isExpired: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrence>;
export const occurrenceList = z.object({ items: z.array(occurrence) });

export const scheduleIdParams = z.object({ scheduleId: z.uuid() });
export const bookedDateQuery = z.object({ bookedDate: isoDate });

/** A live booking of one occurrence, for the event-day dialog's 'Reservas' tab. */
export const occurrenceBooking = z.object({
  id: z.uuid(),
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    groupKey: z.string(),
    groupName: z.string(),
    hostName: z.string().nullable(),
  }),
  /** The person's experience level in the venture (onboard); null without an onboard. */
  experience: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  checkins: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type OccurrenceBooking = z.infer<typeof occurrenceBooking>;
export const occurrenceBookingList = z.object({ items: z.array(occurrenceBooking) });

/** A live queue entry of one occurrence, for the 'Fila de espera' tab; prioritized first. */
export const occurrenceQueueEntry = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string(), cpf: z.string().nullable() }),
  experience: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  priorizedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OccurrenceQueueEntry = z.infer<typeof occurrenceQueueEntry>;
export const occurrenceQueueList = z.object({ items: z.array(occurrenceQueueEntry) });
