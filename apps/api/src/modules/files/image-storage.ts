import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { AppError } from '../../plugins/errors';

// Photos are decoded to prove they are images (the bytes decide, not the name or the declared type),
// turned upright from their EXIF orientation, shrunk, and stored as WebP under a random name, so
// that a stored file never changes and can be cached for good.

export const MAX_PHOTO_BYTES = 1_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_SIDE = 800;

/**
 * sharp, loaded on the first image rather than at every start: with its native library it was about
 * 30 ms of the server's cold start.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

/** The upload as a sharp pipeline, or `unsupported-file` when its bytes are not an accepted image. */
export async function openImage(bytes: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('unsupported-file');
  return image;
}

export async function storePhoto(storageDir: string, folder: string, bytes: Buffer): Promise<string> {
  const image = await openImage(bytes);
  const output = await image
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new AppError('unsupported-file');
    });
  const storedPath = `${folder}/${randomUUID()}.webp`;
  await fs.mkdir(path.join(storageDir, folder), { recursive: true });
  await fs.writeFile(path.join(storageDir, storedPath), output);
  return storedPath;
}

/** Removes a stored file; a file already gone is fine. */
export async function removeStored(storageDir: string, storedPath: string | null): Promise<void> {
  if (!storedPath) return;
  await fs.rm(resolveStored(storageDir, storedPath), { force: true });
}

/** The absolute path of a stored file, refusing anything that would leave the storage folder. */
export function resolveStored(storageDir: string, storedPath: string): string {
  const root = path.resolve(storageDir);
  const resolved = path.resolve(root, storedPath);
  if (!resolved.startsWith(`${root}${path.sep}`)) throw new AppError('file-not-found');
  return resolved;
}
