import type { RefreshResponse, SessionResponse } from '@reserva/shared/auth/auth.schemas';

export type Session = SessionResponse;

// The four keys of spec 000, section 9.
const KEYS = ['token', 'refreshToken', 'user', 'venture'] as const;

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Reads the session from localStorage; a partial or corrupt one counts as none. */
export function readStoredSession(): Session | null {
  const token = localStorage.getItem('token');
  const refreshToken = localStorage.getItem('refreshToken');
  const user = parse<Session['user']>(localStorage.getItem('user'));
  const venture = parse<Session['venture']>(localStorage.getItem('venture'));
  if (!token || !refreshToken || !user || !venture) return null;
  return { token, refreshToken, user, venture };
}

let current = readStoredSession();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(session: Session): void {
  localStorage.setItem('token', session.token);
  localStorage.setItem('refreshToken', session.refreshToken);
  localStorage.setItem('user', JSON.stringify(session.user));
  localStorage.setItem('venture', JSON.stringify(session.venture));
  current = session;
  emit();
}

/** The header shows the stored session's name and photo: keep them as a profile saved them. */
export function updateSessionUser(changes: {
  name?: string;
  email?: string;
  avatarUrl?: string | null;
}): void {
  if (current) saveSession({ ...current, user: { ...current.user, ...changes } });
}

/** A renewal's tokens, and the photos' URLs it signed anew (they expire: the stored ones would go stale). */
export function saveTokens({ token, refreshToken, venture, avatarUrl }: RefreshResponse): void {
  if (current)
    saveSession({ ...current, token, refreshToken, venture, user: { ...current.user, avatarUrl } });
}

export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key);
  if (current === null) return;
  current = null;
  emit();
}

// Another tab signing in, out, rotating tokens or switching venture changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key !== null && !(KEYS as readonly string[]).includes(event.key)) return;
  current = readStoredSession();
  emit();
});
