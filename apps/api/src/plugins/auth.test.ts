import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventureIdByRef } from '../test/fixtures';
import { bearer, createTestApp, expectError, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256!' });
});
afterAll(() => t.close());

// Public by design: sign-in, refresh (the refresh token is the credential), the health probe, and stored
// photos (for <img> tags; their names are random), the password flows of mailed links (the
// token is the credential), and the public booking form (its events' data, the request and its
// mailed link's confirmation, whose token is the credential), and the members' app's sign-up.
const PUBLIC_ROUTES = [
  'POST /api/v2/sessions',
  'POST /api/me/sessions',
  'PUT /api/sessions/refresh',
  'POST /api/passwords/forgot',
  'POST /api/passwords/reset',
  'PUT /api/sessions/signup-confirm',
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/files/*',
  'HEAD /api/files/*',
  'GET /api/activities/schedules/:scheduleId/external-link',
  'HEAD /api/activities/schedules/:scheduleId/external-link',
  'GET /api/activities/:activityId/schedules/external-link',
  'HEAD /api/activities/:activityId/schedules/external-link',
  'POST /api/bookings/external-links',
  'POST /api/bookings/external-links/confirmations',
  'POST /api/bookings/external-links/confirmations/preview',
  'GET /api/app-signup/ventures',
  'HEAD /api/app-signup/ventures',
  'POST /api/app-signup',
];

describe('the route table', () => {
  it('has an access declaration on every /api route, public only where meant', () => {
    expect(t.routes.length).toBeGreaterThan(5);
    const publicOnes = t.routes.filter((route) => route.access.kind === 'public');
    expect(publicOnes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [...PUBLIC_ROUTES].sort(),
    );
  });

  it('answers 401 on every non-public route called without a token', async () => {
    const guarded = t.routes.filter((route) => route.access.kind !== 'public' && route.method !== 'HEAD');
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(`${route.method} ${route.url} 401`);
    }
  });

  it('answers 403 insufficient-privilege when the group lacks the route’s key', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/features', headers: bearer(concierge.token) }),
      403,
      'insufficient-privilege',
    );
    const master = await t.signIn('master@reserva.dev');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/features', headers: bearer(master.token) })).statusCode,
    ).toBe(200);
  });

  it('lets X_FULL_ACCESS stand for the read key a route asks for', async () => {
    // MASTER holds FEATURE_FULL_ACCESS and FEATURE_READ_ACCESS; ADMIN only the read key. Both pass.
    const admin = await t.signIn('admin@reserva.dev');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/features', headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256!');

  async function forge(
    claims: { sub: string; vid: string; sid: string },
    key: Uint8Array,
    expiresIn = '15m',
  ) {
    return new SignJWT({ vid: claims.vid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('reserva')
      .setAudience('reserva-back-office')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  function claimsOf(token: string) {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    return { sub: payload.sub, vid: payload.vid, sid: payload.sid };
  }

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });

  it('accepts a token signed with the server key', async () => {
    const session = await t.signIn('admin@reserva.dev');
    expect((await get(await forge(claimsOf(session.token), secret))).statusCode).toBe(200);
  });

  it('refuses a forged token (another key), an expired one, a malformed one and a non-bearer header', async () => {
    const session = await t.signIn('admin@reserva.dev');
    const claims = claimsOf(session.token);
    expectError(
      await get(await forge(claims, new TextEncoder().encode('x'.repeat(44)))),
      401,
      'unauthorized',
    );
    expectError(await get(await forge(claims, secret, '-1s')), 401, 'unauthorized');
    expectError(await get('not.a.token'), 401, 'unauthorized');
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: 'Basic abc' },
    });
    expectError(basic, 401, 'unauthorized');
  });

  it('refuses a token naming a venture the user does not belong to', async () => {
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const concierge = await t.signIn('portaria@reserva.dev');
    const tampered = await forge({ ...claimsOf(concierge.token), vid: serra }, secret);
    expectError(await get(tampered), 401, 'unauthorized');
  });
});

describe('bad input never gives a 500 and writes nothing', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/sessions',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('malformed JSON → 400 invalid-json', async () => {
    expectError(await post('{"email":'), 400, 'invalid-json');
  });

  it('wrong types → 400 validation-error with the failing fields', async () => {
    const response = await post(JSON.stringify({ email: 42, password: ['x'] }));
    expectError(response, 400, 'validation-error');
    expect(
      response
        .json()
        .metaData.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('unknown fields → 400 validation-error', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.co', password: 'x', isAdmin: true }));
    expectError(response, 400, 'validation-error');
  });

  it('a body over 1 MB → 413 payload-too-large', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expectError(await post(huge), 413, 'payload-too-large');
  });

  it('an unsupported content type → 415', async () => {
    expectError(
      await post('email=a', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported-media-type',
    );
  });

  it('a bad path parameter, a bad query and an unknown sort → 400', async () => {
    const master = await t.signIn('master@reserva.dev');
    const headers = bearer(master.token);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/not-a-uuid',
      headers,
      payload: { isUnread: false },
    });
    expectError(patch, 400, 'validation-error');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/notifications?isUnread=maybe', headers }),
      400,
      'validation-error',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/features?sort=password_hash', headers }),
      400,
      'validation-error',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/features?limit=1000', headers }),
      400,
      'validation-error',
    );
  });

  it('an unknown /api path → 404 route-not-found in the contract shape', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404, 'route-not-found');
  });
});

describe('OpenAPI', () => {
  it('describes the API from the same zod schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const signIn = document.paths['/api/v2/sessions'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/notifications', '/api/features']),
    );
  });
});
