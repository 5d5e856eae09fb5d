import { z } from 'zod';
import { listQuery, paged } from '../common/list.schemas';

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
