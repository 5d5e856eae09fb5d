import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.schemas';
import { type CategoryLimits, effectiveCategoryLimits } from './user-categories.rules';

// User categories (spec 002: s.3 UserCategory, s.5 User category, s.7). A null limit is unlimited.

const MAX_LIMIT = 10_000;
const limit = z
  .number({ error: 'Valores inteiros' })
  .int('Valores inteiros')
  .max(MAX_LIMIT, 'Valor muito alto')
  .nullish()
  .transform((value) => value ?? null);

const fields = {
  title: requiredText(),
  // PUT replaces the whole category: a code left out is cleared.
  orgIndexCode: optionalText(100).transform((value) => value ?? null),
  maxDayBookings: limit,
  maxGuestDayBookings: limit.refine((value) => value === null || value > 0, 'Valores maiores que zero'),
  maxFreeGuestDayBookings: limit.refine((value) => value === null || value >= 0, 'Valores positivos'),
};

type LimitField = keyof CategoryLimits;

// A cross-field rule runs once the fields it reads are valid, so it shows beside other fields' errors.
const whenValid =
  (...names: LimitField[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => names.includes(issue.path?.[0] as LimitField));

function withLimitRules<Schema extends z.ZodType<CategoryLimits>>(schema: Schema): Schema {
  return schema
    .refine(
      (body) => body.maxDayBookings === null || body.maxGuestDayBookings !== null || body.maxDayBookings > 0,
      {
        path: ['maxDayBookings'],
        message: 'Valores maiores que zero',
        when: whenValid('maxDayBookings'),
      },
    )
    .refine(
      (body) =>
        body.maxDayBookings === null ||
        body.maxGuestDayBookings === null ||
        body.maxDayBookings >= body.maxGuestDayBookings,
      {
        path: ['maxDayBookings'],
        message: 'Mínimo igual ao máx. reservas de convidados',
        when: whenValid('maxDayBookings', 'maxGuestDayBookings'),
      },
    )
    .refine((body) => body.maxGuestDayBookings === null || body.maxFreeGuestDayBookings !== null, {
      path: ['maxFreeGuestDayBookings'],
      message: 'Requerido',
      when: whenValid('maxGuestDayBookings', 'maxFreeGuestDayBookings'),
    })
    .refine(
      (body) => {
        // Free guests fit in the guest limit, which falls back to the daily limit.
        const { guestDayBookings } = effectiveCategoryLimits({ ...body, maxFreeGuestDayBookings: null });
        return (
          body.maxFreeGuestDayBookings === null ||
          guestDayBookings === null ||
          body.maxFreeGuestDayBookings <= guestDayBookings
        );
      },
      {
        path: ['maxFreeGuestDayBookings'],
        message: 'Excede o limite de reservas de convidados',
        when: whenValid('maxDayBookings', 'maxGuestDayBookings', 'maxFreeGuestDayBookings'),
      },
    );
}

/** PUT /user-categories/{id}, and the form of the create/edit modal. */
export const userCategoryUpdate = withLimitRules(z.strictObject(fields));
export type UserCategoryUpdateInput = z.input<typeof userCategoryUpdate>;
export type UserCategoryUpdate = z.output<typeof userCategoryUpdate>;

/** POST /user-categories. */
export const userCategoryCreate = withLimitRules(
  z.strictObject({ ...fields, ventureId: z.uuid({ error: 'Requerido' }) }),
);
export type UserCategoryCreate = z.output<typeof userCategoryCreate>;

export const userCategory = z.object({
  id: z.uuid(),
  ventureId: z.uuid(),
  title: z.string(),
  orgIndexCode: z.string().nullable(),
  maxDayBookings: z.number().int().nullable(),
  maxGuestDayBookings: z.number().int().nullable(),
  maxFreeGuestDayBookings: z.number().int().nullable(),
  guestBookingPrice: z.number().int().nullable(),
});
export type UserCategory = z.infer<typeof userCategory>;

/** GET /user-categories/ventures/{ventureId}: what a person form offers to pick from. */
export const userCategoryOptions = z.object({
  items: z.array(z.object({ id: z.uuid(), title: z.string() })),
});
export type UserCategoryOptions = z.infer<typeof userCategoryOptions>;
