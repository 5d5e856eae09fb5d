import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenUrl } from '../test/realtime-client';
import { bearer, createTestApp, type TestApp, testConfig } from '../test/test-app';
import { baselineHeaders, IMMUTABLE } from './http-headers';

const PUBLIC_URL = 'https://clube.example';
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'));
let t: TestApp;
let master: string;

beforeAll(async () => {
  // A built web app as Vite leaves it: index.html, hashed assets, files of fixed names.
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Reserva</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
  master = (await t.signIn('master@reserva.dev')).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const expected = baselineHeaders(PUBLIC_URL);

/** Every header every answer carries, with `cacheControl` for this one. */
function expectHeaders(label: string, headers: Record<string, unknown>, cacheControl = 'no-store'): void {
  const wanted = { ...expected, 'cache-control': cacheControl };
  const actual = Object.fromEntries(Object.keys(wanted).map((name) => [name, headers[name]]));
  expect(actual, label).toEqual(wanted);
}

function expectContract(label: string, response: LightMyRequestResponse, status: number, code: string): void {
  expect(`${label}: ${response.statusCode} ${response.body}`).toBe(
    `${label}: ${status} ${JSON.stringify({ statusCode: status, message: code })}`,
  );
  expectHeaders(label, response.headers);
}

describe('headers of every answer', () => {
  it('has the security headers and no-store on every GET route of the table', async () => {
    const gets = t.routes.filter((route) => route.method === 'GET' && route.url !== '/api/files/*');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(master) });
      expectHeaders(`GET ${route.url} ${response.statusCode}`, response.headers);
    }
    expectHeaders(
      'GET /api/docs/json',
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).headers,
    );
  });

  it('answers every kind of refusal in the contract, headers included', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [label: string, request: InjectOptions, status: number, code: string][] = [
      ['bad URL escape', { method: 'GET', url: '/api/spots%ff' }, 400, 'validation-error'],
      [
        'overlong parameter',
        { method: 'GET', url: `/api/spots/${'a'.repeat(200)}` },
        400,
        'validation-error',
      ],
      ['no token', { method: 'GET', url: '/api/spots' }, 401, 'unauthorized'],
      ['unknown route', { method: 'GET', url: '/api/nothing-here' }, 404, 'route-not-found'],
      ['unknown method', { method: 'PROPFIND' as 'GET', url: '/api/health' }, 404, 'route-not-found'],
      [
        'not JSON',
        { method: 'POST', url: '/api/v2/sessions', payload: '{"email":', headers: json },
        400,
        'invalid-json',
      ],
      [
        'empty JSON',
        { method: 'POST', url: '/api/v2/sessions', payload: '', headers: json },
        400,
        'invalid-json',
      ],
      [
        'too large',
        { method: 'POST', url: '/api/v2/sessions', payload: `"${'x'.repeat(1_100_000)}"`, headers: json },
        413,
        'payload-too-large',
      ],
      [
        'wrong content type',
        { method: 'POST', url: '/api/v2/sessions', payload: 'a=1', headers: { 'content-type': 'text/csv' } },
        415,
        'unsupported-media-type',
      ],
    ];
    for (const [label, request, status, code] of cases) {
      expectContract(label, await t.app.inject(request), status, code);
    }
  });

  it('answers requests Node itself cannot parse in the contract, headers included', async () => {
    const { port } = new URL(await listenUrl(t.app));
    const send = (raw: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(raw));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    const cases: [label: string, raw: string, status: number, code: string][] = [
      ['method Node does not know', 'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'validation-error'],
      ['not HTTP', 'HELLO\r\n\r\n', 400, 'validation-error'],
      [
        'headers over the limit',
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        413,
        'payload-too-large',
      ],
    ];
    for (const [label, raw, status, code] of cases) {
      const [head = '', body] = (await send(raw)).split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      expect(`${label}: ${statusLine?.split(' ')[1]} ${body}`).toBe(
        `${label}: ${status} ${JSON.stringify({ statusCode: status, message: code })}`,
      );
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 2),
        ]),
      );
      expectHeaders(label, headers);
    }
  });
});

describe('cross-origin requests', () => {
  // The web app is served by the API's own origin, and a session is a bearer token, never a cookie: no
  // other origin is let in, so no answer grants one (no Access-Control-Allow-* header), and helmet's
  // Cross-Origin-Resource-Policy keeps other sites from embedding what the API answers.
  const ELSEWHERE = 'https://elsewhere.example';
  const expectNoGrant = (label: string, headers: Record<string, unknown>) => {
    const granted = Object.keys(headers).filter((name) => name.startsWith('access-control-'));
    expect(granted, label).toEqual([]);
  };

  it('grants no other origin, for simple requests, preflights and the socket handshake', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/ventures',
      headers: { ...bearer(master), origin: ELSEWHERE },
    });
    expect(read.statusCode).toBe(200);
    expectNoGrant('GET', read.headers);
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: {
        origin: ELSEWHERE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expectContract('preflight', preflight, 404, 'route-not-found');
    expectNoGrant('preflight', preflight.headers);

    const handshake = await fetch(`${await listenUrl(t.app)}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: ELSEWHERE },
    });
    // Socket.IO's own handshake answered (not a 404 of Fastify's), without a grant either.
    expect(await handshake.text()).toMatch(/^0\{"sid"/);
    expectNoGrant('socket handshake', Object.fromEntries(handshake.headers));
  });
});

describe('caching', () => {
  it('keeps hashed assets a year, revalidates index.html and other files, never stores a missing one', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const asset = await get('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expectHeaders('asset', asset.headers, IMMUTABLE);
    for (const url of ['/', '/dashboard', '/users/passwords/reset']) {
      const page = await get(url);
      expect(page.body).toContain('<title>Reserva</title>');
      expectHeaders(url, page.headers, 'no-cache');
    }
    expectHeaders('favicon', (await get('/favicon.svg')).headers, 'no-cache');
    // HEAD, as uptime monitors and proxies ask, answers like GET without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/members' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expectHeaders('HEAD', head.headers, 'no-cache');
    expectContract('missing asset', await get('/assets/index-old.js'), 404, 'route-not-found');
  });

  it('sends HSTS only when PUBLIC_URL is https', () => {
    expect(expected['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(baselineHeaders(testConfig().publicUrl)).not.toHaveProperty('strict-transport-security');
    expect(baselineHeaders('http://clube.local:4000')).not.toHaveProperty('strict-transport-security');
  });
});
