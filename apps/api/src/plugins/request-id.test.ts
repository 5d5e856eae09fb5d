import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The request id a trusted proxy sends is the server's too (its log lines and the answer's header);
// from anyone else, or malformed, it is replaced by a new one.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = async (t: TestApp, sent?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: sent === undefined ? {} : { 'x-request-id': sent },
    })
  ).headers['x-request-id'];

describe('request ids', () => {
  let behindProxy: TestApp;
  let facingClients: TestApp;
  beforeAll(async () => {
    [behindProxy, facingClients] = await Promise.all([
      createTestApp({ TRUST_PROXY: 'true' }),
      createTestApp({ TRUST_PROXY: 'false' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy?.close(), facingClients?.close()]);
  });

  it("keeps a trusted proxy's X-Request-Id and answers it", async () => {
    await expect(idOf(behindProxy, 'f3c1e2a4b5d6978800112233445566ff')).resolves.toBe(
      'f3c1e2a4b5d6978800112233445566ff',
    );
  });

  it('makes a new UUID when the header is absent, malformed, or sent by an untrusted client', async () => {
    const answered = [
      await idOf(behindProxy),
      await idOf(behindProxy, 'two words'),
      await idOf(behindProxy, 'x'.repeat(129)),
      await idOf(facingClients, 'f3c1e2a4b5d6978800112233445566ff'),
      await idOf(facingClients),
    ];
    for (const id of answered) expect(id).toMatch(UUID);
    expect(new Set(answered).size).toBe(answered.length);
  });
});
