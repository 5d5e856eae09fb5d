import { z } from 'zod';
import { requiredText } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';

/**
 * A permission or group key: required, uppercased (spec 002 s.5 and s.9), then only A–Z, digits and
 * `_`, so that keys stay the identifiers the code and the `X_FULL_ACCESS` rule compare.
 */
export const permissionKey = z
  .string({ error: 'Chave requerida' })
  .trim()
  .toUpperCase()
  .min(1, 'Chave requerida')
  .max(100, 'Máximo 100 caracteres')
  // `*`: an empty key has its one message above (no abort, which would hide other fields' rules).
  .regex(/^[A-Z0-9_]*$/, 'Use apenas letras sem acento, números e _');

export const feature = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  featureGroupsCount: z.number().int(),
});
export type Feature = z.infer<typeof feature>;

export const featureListQuery = listQuery(['key', 'name', 'createdAt'], 'createdAt').extend({
  search: z.string().trim().max(100).optional(),
});
export type FeatureListQuery = z.infer<typeof featureListQuery>;
export const featureList = paged(feature);

/** Body of POST /features and PUT /features/{id} (spec 002 s.5: key required and uppercased; name 'Requerido'). */
export const featureWrite = z.strictObject({
  key: permissionKey,
  name: requiredText(100),
});
export type FeatureWrite = z.infer<typeof featureWrite>;
export type FeatureWriteInput = z.input<typeof featureWrite>;
