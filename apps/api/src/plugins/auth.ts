import { grantsAny } from '@reserva/shared/permissions/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { AccessTokens } from './access-token';
import { AppError } from './errors';
import { loadPrincipal, type Principal } from './principal';

// The permission guard. Every route under /api declares its access in `config.access`; a route
// without one makes the app refuse to start, so no endpoint can be left open by omission.

export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** The members' app (`/api/me`): a signed-in person (APP_MEMBERS_ACCESS), acting for themselves. */
  | { kind: 'person' }
  | { kind: 'any-of'; keys: readonly string[] }
  | { kind: 'each-of'; lists: readonly (readonly string[])[] };

export const publicAccess: Access = { kind: 'public' };
/** Any signed-in staff user (every route but the public ones and `/api/me`'s is staff's). */
export const signedIn: Access = { kind: 'signed-in' };
export const personAccess: Access = { kind: 'person' };
/** Any one of the keys grants access (X_FULL_ACCESS covers X_*). */
export function requireAny(...keys: string[]): Access {
  return { kind: 'any-of', keys };
}

/**
 * One key of each list grants access: an app's own key beside the keys of what the call does (the
 * concierge's app still checks people in only with a check-in key).
 */
export function requireEach(...lists: (readonly string[])[]): Access {
  return { kind: 'each-of', lists };
}

/** Whether a group's keys open a route (public, signed-in and person routes ask for none). */
export function keysGrant(features: ReadonlySet<string>, access: Access): boolean {
  if (access.kind === 'any-of') return grantsAny(features, access.keys);
  if (access.kind === 'each-of') return access.lists.every((keys) => grantsAny(features, keys));
  return true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized');
  return request.principal;
}

// Routes registered by plugins we do not write (the OpenAPI viewer) are public documentation.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** Installs the guard; returns the table of /api routes with their declared access, filled as they register. */
export function registerAuthGuard(app: FastifyInstance, db: Database, tokens: AccessTokens): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: publicAccess };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    request.principal = await authenticate(request, db, tokens);
    // A person's token opens the members' routes only, and a staff token never opens them.
    const forPeople = access.kind === 'person';
    if ((request.principal.audience === 'person') !== forPeople) throw new AppError('insufficient-privilege');
    if (!keysGrant(request.principal.features, access)) {
      throw new AppError('insufficient-privilege');
    }
  });
  return declared;
}

async function authenticate(request: FastifyRequest, db: Database, tokens: AccessTokens): Promise<Principal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw new AppError('unauthorized');
  const claims = await tokens.verify(token);
  const principal = claims && (await loadPrincipal(db, claims));
  if (!principal) throw new AppError('unauthorized');
  return principal;
}
