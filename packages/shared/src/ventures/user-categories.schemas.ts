import { z } from 'zod';
import { cents, optionalText, requiredText, wholeNumber } from '../common/fields.schemas';
import { idList } from '../common/list.schemas';
import { type CategoryLimits, categoryLimitIssues, type ReadLimits } from './user-categories.rules';

// User categories (spec 002: s.3 UserCategory, s.5 User category, s.7). A null limit is unlimited.

const MAX_LIMIT = 10_000;
const limit = wholeNumber()
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
  // Cents a guest's booking costs; null when only the event's guest price applies.
  guestBookingPrice: cents.nullish().transform((value) => value ?? null),
};

/** Reads the limits of any body, even null or not an object: a value of the wrong type is undefined. */
function readLimits(body: unknown): ReadLimits {
  const values: Partial<Record<keyof CategoryLimits, unknown>> =
    typeof body === 'object' && body !== null ? body : {};
  const read = (value: unknown) =>
    value === null || value === undefined ? null : Number.isInteger(value) ? (value as number) : undefined;
  return {
    maxDayBookings: read(values.maxDayBookings),
    maxGuestDayBookings: read(values.maxGuestDayBookings),
    maxFreeGuestDayBookings: read(values.maxFreeGuestDayBookings),
  };
}

function withLimitRules<Schema extends z.ZodType<CategoryLimits>>(schema: Schema): Schema {
  return schema.superRefine(
    (body, ctx) => {
      for (const issue of categoryLimitIssues(readLimits(body))) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    // Also when other fields fail, so that every message shows at once.
    { when: () => true },
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

/**
 * GET /user-categories?ventureIds=…: the options of several ventures at once (a page of the Categorias
 * dialog's ventures), of those among them the caller works in.
 */
export const userCategoryOptionsQuery = z.object({ ventureIds: idList });
export const ventureCategoryOptions = z.object({
  items: z.array(z.object({ id: z.uuid(), title: z.string(), ventureId: z.uuid() })),
});
export type VentureCategoryOptions = z.infer<typeof ventureCategoryOptions>;
