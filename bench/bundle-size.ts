// Gzipped JavaScript the browser loads for the sign-in route: the entry chunk, the sign-in page's
// chunk, and everything they import statically. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest: Record<string, Chunk> = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

function collect(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const files = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || key.endsWith('SignInPage.tsx')) collect(key, files);
}
let total = 0;
for (const file of files) {
  const bytes = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} kB  gzipped JS of the sign-in route (${files.size} files)`,
);
