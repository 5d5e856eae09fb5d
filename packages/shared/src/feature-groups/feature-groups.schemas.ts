import { z } from 'zod';
import { wholeNumber } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';
import { permissionKey } from '../features/features.schemas';

export const featureGroupSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string(),
  authLevel: z.number().int(),
  featuresCount: z.number().int(),
  usersCount: z.number().int(),
});
export type FeatureGroupSummary = z.infer<typeof featureGroupSummary>;

export const featureGroupListQuery = listQuery(['name', 'key', 'authLevel', 'createdAt'], 'createdAt').extend(
  {
    search: z.string().trim().max(100).optional(),
  },
);
export type FeatureGroupListQuery = z.infer<typeof featureGroupListQuery>;
export const featureGroupList = paged(featureGroupSummary);

export const featureGroupFeature = z.object({ id: z.uuid(), key: z.string(), name: z.string() });
export type FeatureGroupFeature = z.infer<typeof featureGroupFeature>;

export const featureGroupFlags = z.object({
  useExperienceLevel: z.boolean(),
  useFaceId: z.boolean(),
  useOnboardUrl: z.boolean(),
});

export const featureGroupDetails = featureGroupSummary.extend({
  ...featureGroupFlags.shape,
  createdAt: z.iso.datetime(),
  features: z.array(featureGroupFeature),
});
export type FeatureGroupDetails = z.infer<typeof featureGroupDetails>;

// authLevel: lower is stronger (MASTER 0). The upper bound only keeps the value a PostgreSQL integer.
export const MAX_AUTH_LEVEL = 9999;

/**
 * Body of POST /feature-groups and PUT /feature-groups/{id} (spec 002 s.5). `useFaceId` may be left
 * out: only holders of FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS see and change it (spec 002 s.6).
 */
export const featureGroupWrite = z
  .strictObject({
    authLevel: wholeNumber('Requerido')
      .min(0, 'Valores positivos')
      .max(MAX_AUTH_LEVEL, `Máximo ${MAX_AUTH_LEVEL}`),
    key: permissionKey,
    name: z
      .string({ error: 'Nome requerido' })
      .trim()
      .min(1, 'Nome requerido')
      .max(100, 'Máximo 100 caracteres'),
    features: z.array(z.uuid()).max(1000),
    useExperienceLevel: z.boolean(),
    useFaceId: z.boolean().optional(),
    useOnboardUrl: z.boolean(),
  })
  // Spec 002 s.4: useOnboardUrl is valid only when useExperienceLevel is on (the table checks it too).
  .refine((group) => group.useOnboardUrl !== true || group.useExperienceLevel === true, {
    path: ['useOnboardUrl'],
    message: 'Disponível apenas com nível de experiência',
    // Also when other fields fail, so that every message shows at once; it reads two plain flags.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type FeatureGroupWrite = z.infer<typeof featureGroupWrite>;
export type FeatureGroupWriteInput = z.input<typeof featureGroupWrite>;

export const featureGroupByKeyQuery = z.object({
  featureGroupKey: z.string().trim().toUpperCase().min(1).max(100),
});

/** GET /feature-groups/find-by-key (spec 000 s.7): what a person form needs to know of a group. */
export const featureGroupByKey = featureGroupFlags.extend({ key: z.string(), name: z.string() });
export type FeatureGroupByKey = z.infer<typeof featureGroupByKey>;
