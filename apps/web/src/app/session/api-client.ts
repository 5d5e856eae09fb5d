import type { RefreshResponse, SessionVenture } from '@reserva/shared/auth/auth.schemas';
import { showErrorMessage } from '../../ui/toasts';
import { clearSession, getSession, readStoredSession, saveTokens } from './session-store';

/** A failed call; `message` is the server's error code (packages/shared/src/errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    code: string,
    readonly metaData?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON, or FormData for uploads. */
  body?: unknown;
  /** false for calls made without a session (sign-in, public forms): no bearer, no refresh. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The URL of a call under /api with its query (empty values left out). */
export function address(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function send(path: string, options: RequestOptions, token?: string): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(address(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  const error = (body ?? {}) as { message?: unknown; metaData?: Record<string, unknown> };
  const code = typeof error.message === 'string' ? error.message : 'unknown-error';
  throw new ApiError(response.status, code, error.metaData);
}

// Refresh tokens are single-use and a reused one revokes the whole family, so every rotation, in this
// tab or another, runs under one lock. Web Locks is missing outside secure contexts: a local queue then.
let localQueue: Promise<unknown> = Promise.resolve();
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if ('locks' in navigator) return navigator.locks.request('reserva-token-rotation', task);
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}

/** Rotates the tokens; with `staleToken`, only if no one else has replaced that token meanwhile. */
function rotate(staleToken: string | null, ventureId?: string): Promise<RefreshResponse> {
  return withRefreshLock(async () => {
    const stored = readStoredSession();
    if (!stored) throw new ApiError(401, 'unauthorized');
    if (staleToken !== null && stored.token !== staleToken)
      return { ...stored, avatarUrl: stored.user.avatarUrl };
    const tokens = await parse<RefreshResponse>(
      await send('/sessions/refresh', {
        method: 'PUT',
        body: { refreshToken: stored.refreshToken, ventureId },
      }),
    );
    saveTokens(tokens);
    return tokens;
  });
}

function expireSession(): void {
  if (!getSession()) return; // an earlier 401 already told the user
  showErrorMessage('Sessão expirada', 'Por favor, faça login novamente.');
  clearSession();
}

let renewal: Promise<string> | null = null;

/**
 * A fresh access token after `staleToken` was refused. Concurrent callers share one refresh call;
 * when the refresh is refused the session expires (toast once, sign out) and this throws a 401.
 */
export function renewAccessToken(staleToken: string): Promise<string> {
  renewal ??= rotate(staleToken)
    .then(({ token }) => token)
    .catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      expireSession();
      throw new ApiError(401, 'unauthorized');
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/** The answer of a call under /api as it came; on a 401 renews the token once and retries. */
async function answer(path: string, options: RequestOptions): Promise<Response> {
  if (options.auth === false) return send(path, options);
  const token = getSession()?.token;
  const response = await send(path, options, token);
  if (response.status !== 401 || !token) return response;
  const retried = await send(path, options, await renewAccessToken(token));
  if (retried.status === 401) expireSession();
  return retried;
}

/** Calls the API under /api; on a 401 renews the token once and retries. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await answer(path, options));
}

/**
 * A file the API writes (a spreadsheet export), read as it arrives: `onProgress` gets the bytes received
 * so far and the answer's headers (a file written while it downloads has no known size; an export says
 * its rows ahead). A refusal throws as `api` does.
 */
export async function apiFile(
  path: string,
  options: RequestOptions & { onProgress?: (bytes: number, headers: Headers) => void } = {},
): Promise<Blob> {
  const response = await answer(path, options);
  if (!response.ok) return parse<never>(response);
  if (!response.body) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  options.onProgress?.(0, response.headers);
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    bytes += read.value.byteLength;
    options.onProgress?.(bytes, response.headers);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined });
}

/** Moves the session to another venture: new tokens scoped to it (PUT /sessions/refresh). */
export async function switchVenture(ventureId: string): Promise<SessionVenture> {
  try {
    return (await rotate(null, ventureId)).venture;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) expireSession();
    throw error;
  }
}

/** Signs out on the server (revoking the refresh-token family) and locally; a server failure is ignored. */
export async function signOut(): Promise<void> {
  const session = getSession();
  const token = session?.token;
  // A person's session (the members' app) ends at its own route. The rule is fetched here, not with
  // the sign-in screen that loads this client.
  const { audienceOfKeys } = await import('@reserva/shared/permissions/audience');
  const audience = session && audienceOfKeys(new Set(session.user.featureGroup.features));
  const path = audience === 'person' ? '/me/sessions/current' : '/sessions/current';
  try {
    if (token) {
      const response = await send(path, { method: 'DELETE' }, token);
      // An expired access token still must not leave the refresh-token family alive.
      if (response.status === 401) await send(path, { method: 'DELETE' }, (await rotate(token)).token);
    }
  } catch {
    // Signing out locally is what matters to the user.
  }
  // The person's data the members' app keeps for offline use (public/app/sw.js) goes with the session.
  if (audience === 'person' && 'caches' in window) await caches.delete(SOCIO_DATA_CACHE).catch(() => false);
  clearSession();
}

/** The members' app's kept answers: the cache its service worker (public/app/sw.js) names so. */
const SOCIO_DATA_CACHE = 'socio-data-v1';
