import { z } from 'zod';
import { idList, paged, pageParams } from '../common/list.schemas';

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
 * GET /sessions/ventures: the ventures the user may switch to, a page (`limit`, `page`) at a time by
 * name, since a MASTER may reach thousands; never the whole list. The header's switch and the forms'
 * venture fields search them by `name`; `ids` narrows the page to a record's ventures (a person's
 * categories'; a form's chosen venture it has no name for), so a form learns which of them the user
 * works in and their names. Either way only ventures the user may switch to are answered.
 */
export const switchableVenturesQuery = pageParams.extend({
  name: z.string().trim().max(100).optional(),
  ids: idList.optional(),
});
export type SwitchableVenturesQuery = z.infer<typeof switchableVenturesQuery>;

export const switchableVentures = paged(sessionVenture);
export type SwitchableVentures = z.infer<typeof switchableVentures>;
