import { z } from 'zod';
import { optionalText, requiredText, wholeNumber } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';

// Activities and their items (activity-level optionals): spec 002 sections 3, 5 and 7, spec 001
// section 7. The form and the server validate with these schemas.

/**
 * Booking price in cents: an integer ('Valores inteiros') above zero ('Valores positivos'); empty
 * means the activity has no price of its own and becomes null.
 */
export const bookingPrice = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  wholeNumber().positive('Valores positivos').max(100_000_000, 'Valor muito alto').nullable(),
);

/** POST /activities. isActive is required on register (spec 002 s.5). */
export const activityCreate = z.strictObject({
  name: requiredText(),
  description: optionalText(),
  bookingPrice,
  isActive: z.boolean({ error: 'Requerido' }),
  spotId: z.uuid({ error: 'Requerido' }),
});
export type ActivityCreate = z.infer<typeof activityCreate>;

/** PUT /activities/{id}: the same fields; isActive defaults to true on edit (spec 002 s.5). */
export const activityUpdate = activityCreate.extend({ isActive: z.boolean().default(true) });
export type ActivityUpdate = z.infer<typeof activityUpdate>;

export const activitySortFields = ['name', 'isActive', 'createdAt'] as const;
export const activityListQuery = listQuery(activitySortFields, 'createdAt').extend({
  /** Matches the activity's name or its spot's name. */
  name: z.string().trim().max(120).optional(),
  spotId: z.uuid().optional(),
  // Only a MASTER chooses the venture; the list is otherwise the session's venture's.
  ventureId: z.uuid().optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activitySpot = z.object({
  id: z.uuid(),
  name: z.string(),
  isLivingArea: z.boolean(),
  venture: z.object({ id: z.uuid(), name: z.string() }),
});

export const activitySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  bookingPrice: z.number().int().nullable(),
  spotId: z.uuid(),
  spot: activitySpot,
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;
export const activityList = paged(activitySummary);

export const activityItem = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** GET /activities/{id}: the activity with its live items. */
export const activityDetails = activitySummary.extend({ items: z.array(activityItem) });
export type ActivityDetails = z.infer<typeof activityDetails>;

/** GET /activities/select: the venture's active activities, for select inputs. */
export const activityOption = z.object({ id: z.uuid(), name: z.string() });
export type ActivityOption = z.infer<typeof activityOption>;
export const activityOptions = z.object({ items: z.array(activityOption) });

/** POST /activities/{activityId}/items and PUT /activities/items/{id}. */
export const activityItemInput = z.strictObject({
  name: requiredText(),
  description: optionalText(),
  isActive: z.boolean().default(true),
});
export type ActivityItemInput = z.infer<typeof activityItemInput>;

export const activityIdParams = z.object({ activityId: z.uuid() });
