import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './access-token';

const claims = {
  userId: '0b0e5c1e-6a41-4a55-9a52-8f7f2a0e9b11',
  ventureId: '5d7c7f0e-3f0b-4c59-a1b3-2f7b7a7b1c22',
  sessionId: '9c1f3f52-2b8e-4e0a-8a6f-4c3a9e0d7e33',
};
// A configured secret: the database is not read.
const tokens = () =>
  AccessTokens.create(undefined as unknown as Database, 'a-secret-of-the-tests-only-0123456789');

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('answers the claims of a token at every use, verified once', async () => {
    const issuer = await tokens();
    const token = await issuer.sign(claims);
    expect(await issuer.verify(token)).toEqual(claims);
    expect(await issuer.verify(token)).toEqual(claims);
  });

  it('refuses a verified token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuer = await tokens();
    const token = await issuer.sign(claims);
    expect(await issuer.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
    expect(await issuer.verify(token)).toBeNull();
  });

  it('refuses a token that differs from a verified one in its signature or its claims', async () => {
    const issuer = await tokens();
    const token = await issuer.sign(claims);
    await issuer.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await issuer.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const otherClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), vid: claims.userId }),
    ).toString('base64url');
    expect(await issuer.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();
    expect(await (await tokens()).verify(token)).toEqual(claims);
  });
});
