import { z } from 'zod';
import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '../bookings/booking-horizon.rules';
import { emailField } from '../common/email-field';
import { cnpj, optionalText, whenObject } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';
import { optionalPhone } from '../common/phone.schemas';
import { experienceLevel } from './experience-levels.schemas';
import { userCategory } from './user-categories.schemas';

// Ventures (spec 002: s.3 Venture, s.5 Venture, s.7 Ventures). The same schema validates the form and
// the API, so both show the same Portuguese messages.

/** Uppercased; letters, digits, '-' and '_' only, so that the code reads the same everywhere. */
export const ventureRef = z
  .string({ error: 'Requerido' })
  .trim()
  .toUpperCase()
  .min(1, 'Requerido')
  .max(20, 'Máximo 20 caracteres')
  .regex(/^[A-Z0-9_-]*$/, 'Use apenas letras, números, - ou _');

// An empty CNPJ is "required", not "14 digits".
const requiredCnpj = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  cnpj,
);

// PUT replaces the whole venture: an optional field left out is cleared, not kept.
const orNull = <Schema extends z.ZodType>(schema: Schema) => schema.transform((value) => value ?? null);

/** A no-show penalty's number: a whole count of at least 1 (of no-shows or days). */
const penaltyNumber = z
  .number({ error: 'Requerido' })
  .int('Valores inteiros')
  .min(1, 'Valores maiores que zero')
  .max(365, 'Máximo 365')
  .nullable()
  .optional();

/** Days ahead a venture opens its events to self-service bookings (the public form, the members' app). */
export const bookingHorizonDays = z
  .number({ error: 'Requerido' })
  .int('Valores inteiros')
  .min(MIN_BOOKING_HORIZON_DAYS, 'Valores maiores que zero')
  .max(MAX_BOOKING_HORIZON_DAYS, `Máximo ${MAX_BOOKING_HORIZON_DAYS} dias (2 anos)`);

export const NO_SHOW_PENALTY_FIELDS = [
  'noShowPenaltyCount',
  'noShowPenaltyDays',
  'noShowSuspensionDays',
] as const;

export const ventureBody = z
  .strictObject({
    name: z
      .string({ error: 'Nome requerido' })
      .trim()
      .min(1, 'Nome requerido')
      .max(120, 'Máximo 120 caracteres'),
    ref: ventureRef,
    email: emailField,
    phone: orNull(optionalPhone),
    cnpj: requiredCnpj,
    appstoreId: orNull(optionalText(200)),
    playstoreId: orNull(optionalText(200)),
    bio: orNull(optionalText(2000)),
    useLinearOnboardFlow: z.boolean({ error: 'Requerido' }),
    /** Beyond the spec: a place freed in an event with a queue is booked for its first fitting entry at once. */
    autoConvertQueue: z.boolean().optional(),
    /** Beyond the spec: the gate camera checks a recognised person in without the concierge's tap. */
    gateAutoCheckin: z.boolean().optional(),
    /**
     * Beyond the spec: after `noShowPenaltyCount` no-shows within `noShowPenaltyDays` days a person is
     * suspended for `noShowSuspensionDays` days. All three, or none (off); left out, they stay as they are.
     */
    noShowPenaltyCount: penaltyNumber,
    noShowPenaltyDays: penaltyNumber,
    noShowSuspensionDays: penaltyNumber,
    /**
     * Beyond the spec (issue 28, point 5): how many days ahead the public form and the members' app
     * offer dates. Left out, 60 on a new venture and unchanged on an edit.
     */
    bookingHorizonDays: bookingHorizonDays.optional(),
  })
  .superRefine(
    (body, ctx) => {
      const given = NO_SHOW_PENALTY_FIELDS.filter((field) => body[field] !== undefined);
      if (given.length === 0) return;
      const set = NO_SHOW_PENALTY_FIELDS.filter((field) => body[field] !== null && body[field] !== undefined);
      if (set.length === 0 && given.length === NO_SHOW_PENALTY_FIELDS.length) return;
      for (const field of NO_SHOW_PENALTY_FIELDS) {
        if (body[field] === null || body[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'Requerido' });
        }
      }
    },
    { when: whenObject },
  );
export type VentureBodyInput = z.input<typeof ventureBody>;
export type VentureBody = z.output<typeof ventureBody>;

export const VENTURE_SORT_FIELDS = ['name', 'email', 'phone', 'cnpj', 'createdAt'] as const;
export type VentureSort = (typeof VENTURE_SORT_FIELDS)[number];

const filterText = z.string().trim().max(120).optional();
export const ventureListQuery = listQuery(VENTURE_SORT_FIELDS, 'createdAt').extend({
  name: filterText,
  email: filterText,
  phone: filterText,
  cnpj: filterText,
});
export type VentureListQuery = z.infer<typeof ventureListQuery>;

export const ventureListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  ref: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cnpj: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type VentureListItem = z.infer<typeof ventureListItem>;
export const ventureList = paged(ventureListItem);

export const ventureSpot = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isLivingArea: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type VentureSpot = z.infer<typeof ventureSpot>;

export const venture = ventureListItem.extend({
  appstoreId: z.string().nullable(),
  playstoreId: z.string().nullable(),
  bio: z.string().nullable(),
  useLinearOnboardFlow: z.boolean(),
  autoConvertQueue: z.boolean(),
  gateAutoCheckin: z.boolean(),
  noShowPenaltyCount: z.number().int().nullable(),
  noShowPenaltyDays: z.number().int().nullable(),
  noShowSuspensionDays: z.number().int().nullable(),
  bookingHorizonDays: z.number().int(),
});
export type Venture = z.infer<typeof venture>;

/** GET /ventures/{id}: experienceLevels is empty unless the caller may read experience levels. */
export const ventureDetails = venture.extend({
  spots: z.array(ventureSpot),
  userCategories: z.array(userCategory),
  experienceLevels: z.array(experienceLevel),
});
export type VentureDetails = z.infer<typeof ventureDetails>;

/**
 * GET /ventures/{id}/dependents: what goes with the venture when it is deleted, counted for the
 * confirmation (live spots, and the live activities of those spots).
 */
export const ventureDependents = z.object({
  userCategories: z.number().int(),
  experienceLevels: z.number().int(),
  spots: z.number().int(),
  activities: z.number().int(),
});
export type VentureDependents = z.infer<typeof ventureDependents>;
