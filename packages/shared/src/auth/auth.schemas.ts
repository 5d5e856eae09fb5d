import { z } from 'zod';

export const sessionVenture = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });
export type SessionVenture = z.infer<typeof sessionVenture>;

export const sessionFeatureGroup = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  authLevel: z.number().int(),
  useFaceId: z.boolean(),
  useExperienceLevel: z.boolean(),
  useOnboardUrl: z.boolean(),
  features: z.array(z.string()),
});

export const sessionUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  featureGroup: sessionFeatureGroup,
  ventures: z.array(sessionVenture),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: sessionUser,
  venture: sessionVenture,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const refreshRequest = z.strictObject({
  refreshToken: z.string().min(1).max(200),
  ventureId: z.uuid().optional(),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const refreshResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  venture: sessionVenture,
  /** The user's photo: its URL expires (a day or two), so each renewal gives the session a fresh one. */
  avatarUrl: z.string().nullable(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const switchableVentures = z.object({ items: z.array(sessionVenture) });
