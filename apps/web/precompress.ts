import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// The built files compressed once, at build time, at the highest settings: brotli 11 makes the main
// script 90 kB where gzip makes 104 kB, but takes over a second, too slow per request and nothing once.
// The server sends `<file>.br` or `<file>.gz` by the request's Accept-Encoding (@fastify/static's
// preCompressed, apps/api/src/app.ts). Written with node:zlib rather than a Vite compression plugin:
// a few lines, no dependency.

/** Text formats; images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
  '.ico',
]);
/** Smaller files gain too little to pay for a second file and the lookup (as the API's threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Precompressed {
  /** The file's path under the folder, with `/`. */
  file: string;
  raw: number;
  /** Bytes of the written .br / .gz; null where it would not be smaller than the file. */
  br: number | null;
  gz: number | null;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least 1 kB, each only where it comes out smaller; skips dot folders (Vite's
 * manifest, never served). Answers the files it compressed.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));
  const results = await Promise.all(files.map((file) => precompressFile(dir, file)));
  return results.filter((result) => result !== null);
}

async function precompressFile(dir: string, file: string): Promise<Precompressed | null> {
  const full = path.join(dir, file);
  const raw = await fs.readFile(full);
  if (raw.length < MIN_BYTES) return null;
  // libuv's threads run the compressions side by side.
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const write = async (compressed: Buffer, extension: string) => {
    if (compressed.length >= raw.length) return null;
    await fs.writeFile(`${full}${extension}`, compressed);
    return compressed.length;
  };
  const [brBytes, gzBytes] = await Promise.all([write(br, '.br'), write(gz, '.gz')]);
  if (brBytes === null && gzBytes === null) return null;
  return { file: file.split(path.sep).join('/'), raw: raw.length, br: brBytes, gz: gzBytes };
}

/** Precompresses the build's output folder once Vite has written it (public files included). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'reserva:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    // After every other plugin's files (a service worker's, say), once.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (failed) return;
        const started = performance.now();
        const done = await precompressDir(path.resolve(config.root, config.build.outDir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        config.logger.info(`precompressed ${done.length} files (.br and .gz) in ${seconds} s`);
      },
    },
  };
}
