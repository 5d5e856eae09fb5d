import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Precompressed, precompressDir } from '../../../web/precompress';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { baselineHeaders, IMMUTABLE } from './http-headers';

const PUBLIC_URL = 'https://clube.example';
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'));
let t: TestApp;
let tokens: { master: string; admin: string };
let built: Precompressed[];

// A built web app as Vite leaves it, precompressed by the build's own step.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = compute(${i}, "reserva");`);
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><title>Reserva</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`,
  'assets/index-3f9a1c.js': script.join('\n'),
  'assets/tiny-77b0e2.js': 'console.log("tiny")',
  'assets/photo-9d8e7f.png': zlib.deflateSync(Buffer.alloc(50_000, 7)),
};

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  for (const [file, content] of Object.entries(FILES)) fs.writeFileSync(path.join(webDist, file), content);
  built = await precompressDir(webDist);
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
  tokens = await t.tokens({ master: 'master@reserva.dev', admin: 'admin@reserva.dev' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const expected = baselineHeaders(PUBLIC_URL);

/** The security headers and the Cache-Control every answer carries, compressed or not. */
function expectHeaders(label: string, response: LightMyRequestResponse, cacheControl = 'no-store'): void {
  const wanted = { ...expected, 'cache-control': cacheControl };
  const actual = Object.fromEntries(Object.keys(wanted).map((name) => [name, response.headers[name]]));
  expect(actual, label).toEqual(wanted);
}

/** The body as sent, decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected encoding ${response.headers['content-encoding']}`);
  }
}

describe('API answers', () => {
  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/features?limit=100',
      headers: { ...bearer(tokens.master), ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  it('compresses a large answer by Accept-Encoding, brotli first, to the same JSON', async () => {
    const raw = await list();
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.rawPayload.length).toBeGreaterThan(4 * COMPRESSION_THRESHOLD_BYTES);
    const cases: [acceptEncoding: string, encoding: string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'gzip'],
    ];
    for (const [acceptEncoding, encoding] of cases) {
      const response = await list(acceptEncoding);
      const label = `Accept-Encoding: ${acceptEncoding}`;
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers.vary, label).toBe('accept-encoding');
      expect(response.headers['content-type'], label).toBe(raw.headers['content-type']);
      expect(Number(response.headers['content-length']), label).toBe(response.rawPayload.length);
      expect(response.rawPayload.length, label).toBeLessThan(raw.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString()), label).toEqual(raw.json());
      expectHeaders(label, response);
    }
  });

  it('answers raw without an encoding it knows, and below the threshold', async () => {
    for (const acceptEncoding of ['identity', 'compress', 'br;q=0, gzip;q=0']) {
      const response = await list(acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.json().items.length, acceptEncoding).toBeGreaterThan(10);
    }
    // The load balancers' probe and the bench's bare request: a few bytes, never compressed.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body).toBe('{"status":"ok"}');
    expectHeaders('health', health);
  });

  it('keeps the error contract and headers, compressed or not', async () => {
    const headers = { ...bearer(tokens.master), 'accept-encoding': 'br' };
    // Thirty wrong ids: a validation error over the threshold, compressed like any answer.
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/feature-groups',
      headers,
      payload: { features: Array.from({ length: 30 }, (_, i) => `not-an-id-${i}`) },
    });
    expect(invalid.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decoded(invalid).toString());
    expect(body).toMatchObject({ statusCode: 400, message: 'validation-error' });
    expect(body.metaData.fields.length).toBeGreaterThan(30);
    expectHeaders('validation error', invalid);
    // Small errors, and the refusals before any route, raw as before.
    const refusals: [label: string, url: string, status: number, code: string][] = [
      ['no token', '/api/spots', 401, 'unauthorized'],
      ['bad URL escape', '/api/spots%ff', 400, 'validation-error'],
      ['unknown route', '/api/nothing-here', 404, 'route-not-found'],
    ];
    for (const [label, url, status, code] of refusals) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], label).toBeUndefined();
      expect(`${label}: ${response.statusCode} ${response.body}`).toBe(
        `${label}: ${status} ${JSON.stringify({ statusCode: status, message: code })}`,
      );
      expectHeaders(label, response);
    }
  });

  it('leaves a spreadsheet download as it streams, compressed already', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/payments/reports/xlsx',
      headers: { ...bearer(tokens.admin), 'accept-encoding': 'br, gzip' },
      payload: { authorizationDateInit: '2025-04-02', authorizationDateEnd: '2025-04-02' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-encoding']).toBeUndefined();
    // A zip file, as written.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('web app files', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const onDisk = (file: string) => fs.readFileSync(path.join(webDist, file));

  it('precompresses at build the text files over 1 kB, where it pays', () => {
    const byFile = Object.fromEntries(built.map((entry) => [entry.file, entry]));
    expect(Object.keys(byFile).sort()).toEqual(['assets/index-3f9a1c.js', 'index.html']);
    for (const file of ['assets/index-3f9a1c.js', 'index.html']) {
      const raw = onDisk(file);
      expect(zlib.brotliDecompressSync(onDisk(`${file}.br`)), file).toEqual(raw);
      expect(zlib.gunzipSync(onDisk(`${file}.gz`)), file).toEqual(raw);
      expect(byFile[file]).toEqual({
        file,
        raw: raw.length,
        br: onDisk(`${file}.br`).length,
        gz: onDisk(`${file}.gz`).length,
      });
    }
    // Too small to gain, or an image compressed already.
    for (const file of ['assets/tiny-77b0e2.js', 'assets/photo-9d8e7f.png']) {
      expect(fs.existsSync(path.join(webDist, `${file}.br`)), file).toBe(false);
      expect(fs.existsSync(path.join(webDist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('serves a hashed asset from its .br or .gz by Accept-Encoding, immutable, varying on it', async () => {
    const file = 'assets/index-3f9a1c.js';
    const cases: [acceptEncoding: string | undefined, encoding: string | undefined, sent: string][] = [
      ['gzip, deflate, br, zstd', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['br;q=0.1, gzip', 'gzip', `${file}.gz`],
      [undefined, undefined, file],
      ['identity', undefined, file],
    ];
    for (const [acceptEncoding, encoding, sent] of cases) {
      const label = `Accept-Encoding: ${acceptEncoding}`;
      const response = await get(`/${file}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers['content-type'], label).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary, label).toBe('accept-encoding');
      expect(response.rawPayload, label).toEqual(onDisk(sent));
      expect(decoded(response), label).toEqual(onDisk(file));
      expectHeaders(label, response, IMMUTABLE);
    }
  });

  it("serves index.html's fallback precompressed, revalidated", async () => {
    for (const url of ['/', '/dashboard', '/users/passwords/reset']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers.vary, url).toBe('accept-encoding');
      expect(decoded(response).toString(), url).toContain('<title>Reserva</title>');
      expectHeaders(url, response, 'no-cache');
    }
  });

  it('keeps ETag, Last-Modified and ranges of the file it sends', async () => {
    const file = '/assets/index-3f9a1c.js';
    const br = { 'accept-encoding': 'br' };
    const first = await get(file, br);
    const gzipped = await get(file, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    // Each encoding is its own representation, with its own validator.
    expect(etag).not.toBe(gzipped.headers.etag);
    expect((await get(file, { ...br, 'if-none-match': etag })).statusCode).toBe(304);
    const since = { ...br, 'if-modified-since': String(first.headers['last-modified']) };
    expect((await get(file, since)).statusCode).toBe(304);
    // Byte ranges count in the encoded file, the representation sent.
    const range = await get(file, { ...br, range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBe('br');
    expect(range.headers['content-range']).toBe(`bytes 0-99/${first.rawPayload.length}`);
    expect(range.rawPayload).toEqual(first.rawPayload.subarray(0, 100));
  });

  it('serves raw what the build left raw, and never the siblings by their own names', async () => {
    for (const file of ['/assets/tiny-77b0e2.js', '/assets/photo-9d8e7f.png']) {
      const response = await get(file, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-encoding'], file).toBeUndefined();
      expect(response.rawPayload, file).toEqual(onDisk(file));
      expectHeaders(file, response, IMMUTABLE);
    }
    const sibling = await get('/assets/index-3f9a1c.js.br');
    expect(`${sibling.statusCode} ${sibling.body}`).toBe(
      '404 {"statusCode":404,"message":"route-not-found"}',
    );
  });
});
