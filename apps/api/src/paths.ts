import path from 'node:path';

// Where the server finds the files it reads beside its code. This module sits one folder below the
// API package both as a source (src/paths.ts) and inside the built bundle (dist/server.js).

/** The API package's folder (apps/api). */
export const apiRoot = path.resolve(import.meta.dirname, '..');

/** The repository's folder. */
export const repoRoot = path.resolve(apiRoot, '../..');

/** Running the built bundle (`npm start`), not the TypeScript sources (tests, `npm run dev`). */
export const isBuilt = !import.meta.url.endsWith('.ts');
