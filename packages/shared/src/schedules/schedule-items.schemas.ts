import { z } from 'zod';
import { isoDate, optionalText, requiredText, whenObject } from '../common/fields.schemas';
import { queryBoolean } from '../common/list.schemas';
import { emptyToNull, requiredCents } from './schedules.schemas';

// Event extras (schedule items): spec 001 sections 3, 5 ('Extra') and 7.

/**
 * POST /activities/schedules/{id}/items and PUT /activities/schedules/items/{id}. The quantity (units
 * per occurrence) is required unless the item is required: required items go into every booking, so
 * they have no quantity and are stored unlimited.
 */
export const scheduleItemInput = z
  .strictObject({
    name: requiredText(),
    description: optionalText(),
    isActive: z.boolean().default(true),
    isRequired: z.boolean().default(false),
    // Through preprocess, so that the form may start empty ('Requerido' until filled).
    price: z.preprocess(emptyToNull, requiredCents),
    totalAmount: z.preprocess(
      emptyToNull,
      z
        .number({ error: 'Valores inteiros' })
        .int('Valores inteiros')
        .min(0, 'Valores positivos')
        .max(1_000_000, 'Valor muito alto')
        .nullable(),
    ),
    // The service provider, a seller of the venture.
    userId: z.preprocess(emptyToNull, z.uuid().nullable()),
  })
  .refine((item) => item.isRequired !== false || item.totalAmount !== null, {
    path: ['totalAmount'],
    message: 'Requerido',
    when: whenObject,
  })
  .transform((item) => ({ ...item, totalAmount: item.isRequired ? null : item.totalAmount }));
export type ScheduleItemInput = z.output<typeof scheduleItemInput>;
export type ScheduleItemFormValues = z.input<typeof scheduleItemInput>;

const provider = z.object({ id: z.uuid(), name: z.string() });

export const scheduleItem = z.object({
  id: z.uuid(),
  scheduleId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isRequired: z.boolean(),
  price: z.number().int(),
  /** Units per occurrence; null: unlimited. */
  totalAmount: z.number().int().nullable(),
  userId: z.uuid().nullable(),
  user: provider.nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;
export const scheduleItemList = z.object({ items: z.array(scheduleItem) });

/** GET /activities/schedules/{id}/items. */
export const scheduleItemListQuery = z.object({
  showInactiveItems: queryBoolean.default(false),
  name: z.string().trim().max(120).optional(),
});

/** GET /activities/schedules/items/providers: sellers of the session's venture, by name. */
export const providerQuery = z.object({ name: z.string().trim().max(120).optional() });
export const providerList = z.object({ items: z.array(provider) });

/** GET /activities/schedules/{id}/items/available: what is left of each active extra on a date. */
export const availableItemsQuery = z.object({
  bookedDate: isoDate,
  /** A booking whose own units count as available (changing its optionals). */
  bookingId: z.uuid().optional(),
});

export const availableItem = scheduleItem.omit({ scheduleId: true, isActive: true }).extend({
  /** Units left for the date; null: unlimited. */
  available: z.number().int().nullable(),
});
export type AvailableItem = z.infer<typeof availableItem>;

export const availableItems = z.object({
  /** Optional extras with units left. */
  activityScheduleItems: z.array(availableItem),
  /** Extras every booking gets. */
  activityScheduleRequiredItems: z.array(availableItem),
});
export type AvailableItems = z.infer<typeof availableItems>;
