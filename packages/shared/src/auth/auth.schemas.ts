import { z } from 'zod';
import { MAX_PAGE_SIZE, paged } from '../common/list.schemas';

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
  /**
   * Whether any venture is linked to the user (spec 002: the employees list shows the ventures column
   * only to a user with none). Not the list: a MASTER may reach thousands (GET /sessions/ventures).
   */
  hasVentures: z.boolean(),
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

/**
 * GET /sessions/ventures: the ventures the user may switch to, by name. The header's switch asks for
 * a page (`limit`, `page`) of those whose name holds `name`, since a MASTER may reach thousands;
 * without `limit` the answer is the whole list (`name` and `page` unused), which the forms' venture
 * fields still read.
 */
export const switchableVenturesQuery = z.object({
  name: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type SwitchableVenturesQuery = z.infer<typeof switchableVenturesQuery>;

export const switchableVentures = paged(sessionVenture);
export type SwitchableVentures = z.infer<typeof switchableVentures>;
