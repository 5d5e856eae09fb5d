import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.schemas';
import { listQuery, paged, queryBoolean, uuid } from '../common/list.schemas';

// Spots (locais) and their modalities (spec 002, sections 3, 5 and 7).

const requiredBoolean = z.boolean({ error: 'Requerido' });

export const spotInput = z.strictObject({
  name: requiredText(),
  description: optionalText(2000),
  /** Where the spot is; the public booking form shows it (docs/decisions.md, Public booking form). */
  address: optionalText(300),
  isActive: requiredBoolean,
  isLivingArea: requiredBoolean,
  ventureId: uuid,
});
export type SpotInput = z.infer<typeof spotInput>;

export const modalityInput = z.strictObject({
  title: requiredText(),
  description: optionalText(2000),
  isActive: requiredBoolean,
  isExclusive: requiredBoolean,
});
export type ModalityInput = z.infer<typeof modalityInput>;

export const spotListQuery = listQuery(['name', 'createdAt'], 'createdAt').extend({
  isActive: queryBoolean.optional(),
  name: z.string().trim().max(120).optional(),
  // Only a MASTER chooses the venture; the list is otherwise the session's venture's.
  ventureId: z.uuid().optional(),
});
export type SpotListQuery = z.infer<typeof spotListQuery>;

const spotVenture = z.object({ id: z.uuid(), name: z.string() });

export const spotListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  isLivingArea: z.boolean(),
  ventureId: z.uuid(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  venture: spotVenture,
});
export type SpotListItem = z.infer<typeof spotListItem>;
export const spotList = paged(spotListItem);

export const modality = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isExclusive: z.boolean(),
});
export type Modality = z.infer<typeof modality>;

export const spotActivity = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SpotActivity = z.infer<typeof spotActivity>;

export const spotDetails = spotListItem.extend({
  activities: z.array(spotActivity),
  modalities: z.array(modality),
});
export type SpotDetails = z.infer<typeof spotDetails>;

export const spotIdParams = z.object({ spotId: z.uuid() });
