import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// API answers compressed on the fly by the request's Accept-Encoding. The web app's files are not
// compressed here: the build writes their .br/.gz once (apps/web/precompress.ts) and @fastify/static
// serves them (app.ts).

/** Answers smaller than this go raw: a few hundred bytes gain less than the work and headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON and text. Any other type falls to mime-db's `compressible` flag, which leaves out what is already
 * compressed (photos, .xlsx). Unlike the plugin's default, not `application/octet-stream`.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)/;

/**
 * Registered inside the /api scope, so only API routes carry its hooks: the web app's files (served
 * precompressed), Socket.IO (on the raw server) and the early refusals (before any route) never meet it.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    // Every browser sends br. Brotli at quality 4 made a page of 100 people (56 kB) 3.6 kB in 0.15 ms,
    // gzip at level 6 4.5 kB in 0.18 ms; quality 5 took twice as long for 2% less, 11 took 15 ms.
    // zstd is left out: the browsers without it would need these anyway.
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // An answer is already in memory: compressed in one call, with its Content-Length, rather than
    // through a zlib stream per answer, which cost more CPU than the compression itself (the plugin's
    // default on 2 cores streams from 8 kB). Bigger answers, and streams, go through a stream.
    syncThreshold: 256 * 1024,
    customTypes: COMPRESSIBLE,
    // Requests' bodies are read as sent: a compressed upload is refused, as before.
    globalDecompression: false,
  });
}
