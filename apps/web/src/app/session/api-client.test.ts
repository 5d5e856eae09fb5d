import { beforeEach, describe, expect, it, vi } from 'vitest';

// The client runs in the browser: give it just enough of one (storage, window, navigator without Web Locks).
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});
vi.stubGlobal('window', { addEventListener: () => undefined });
vi.stubGlobal('navigator', {});

const showErrorMessage = vi.fn();
vi.mock('../../ui/toasts', () => ({ showErrorMessage }));

const venture = { id: 'v1', name: 'Clube', avatarUrl: null };

function signedIn(token: string, refreshToken: string): void {
  storage.set('token', token);
  storage.set('refreshToken', refreshToken);
  storage.set('user', JSON.stringify({ id: 'u1', name: 'Ana', featureGroup: { features: [] } }));
  storage.set('venture', JSON.stringify(venture));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bearerOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

async function load() {
  vi.resetModules();
  return {
    client: await import('./api-client'),
    store: await import('./session-store'),
  };
}

beforeEach(() => {
  storage.clear();
  showErrorMessage.mockClear();
});

describe('api client', () => {
  it('sends the bearer token and turns an error body into an ApiError with its code', async () => {
    signedIn('t1', 'r1');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(404, { statusCode: 404, message: 'user-not-found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client } = await load();

    await expect(client.api('/users/1')).rejects.toMatchObject({ status: 404, message: 'user-not-found' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/1');
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer t1');
  });

  it('shares one refresh between concurrent 401s and retries each call with the new token', async () => {
    signedIn('t1', 'r1');
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/sessions/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { token: 't2', refreshToken: 'r2', venture, avatarUrl: null });
      }
      if (bearerOf(init) === 'Bearer t1') return json(401, { statusCode: 401, message: 'unauthorized' });
      return json(200, { url });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client, store } = await load();

    const answers = await Promise.all([client.api('/a'), client.api('/b'), client.api('/c')]);

    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/api/sessions/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(String(refreshes[0]?.[1]?.body))).toEqual({ refreshToken: 'r1' });
    expect(store.getSession()?.token).toBe('t2');
    expect(storage.get('refreshToken')).toBe('r2');
  });

  it('expires the session once when the refresh is refused', async () => {
    signedIn('t1', 'r1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { statusCode: 401, message: 'unauthorized' })),
    );
    const { client, store } = await load();

    const results = await Promise.allSettled([client.api('/a'), client.api('/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(showErrorMessage).toHaveBeenCalledTimes(1);
    expect(showErrorMessage).toHaveBeenCalledWith('Sessão expirada', 'Por favor, faça login novamente.');
    expect(store.getSession()).toBeNull();
    expect(storage.has('token')).toBe(false);
  });

  it('switches venture with the current refresh token and stores the new tokens and photo URL', async () => {
    signedIn('t1', 'r1');
    const other = { id: 'v2', name: 'Resort', avatarUrl: null };
    const avatarUrl = '/api/files/users/a.webp?exp=2&sig=s';
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { token: 't2', refreshToken: 'r2', venture: other, avatarUrl }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client, store } = await load();

    await expect(client.switchVenture('v2')).resolves.toEqual(other);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      refreshToken: 'r1',
      ventureId: 'v2',
    });
    expect(store.getSession()?.venture).toEqual(other);
    // Photo URLs expire: the header's comes anew with every renewal.
    expect(store.getSession()?.user.avatarUrl).toBe(avatarUrl);
  });
});
