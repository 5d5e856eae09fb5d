import { afterEach, describe, expect, it, vi } from 'vitest';

// As api-client.test.ts: just enough of a browser for the client.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal('window', { addEventListener: () => undefined });
vi.stubGlobal('navigator', {});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('early reads', () => {
  it('hands a started read to the first query that asks for the same call, once', async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ items: [1] }));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { readEarly, takeEarly } = await import('./early-reads');

    readEarly('/me/events', { startDate: '2026-12-01', endDate: '2026-12-01', activityId: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/events?startDate=2026-12-01&endDate=2026-12-01');
    expect(takeEarly('/me/events', { startDate: '2026-12-02', endDate: '2026-12-02' })).toBeUndefined();
    await expect(
      takeEarly('/me/events', { startDate: '2026-12-01', endDate: '2026-12-01' }),
    ).resolves.toEqual({
      items: [1],
    });
    expect(takeEarly('/me/events', { startDate: '2026-12-01', endDate: '2026-12-01' })).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives nothing once the read is no longer fresh, and a failed read fails its taker only', async () => {
    vi.useFakeTimers({ now: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    vi.resetModules();
    const { readEarly, takeEarly } = await import('./early-reads');

    readEarly('/me');
    readEarly('/me/activities');
    await expect(takeEarly('/me')).rejects.toThrow('offline');
    vi.setSystemTime(10_001);
    expect(takeEarly('/me/activities')).toBeUndefined();
  });
});
