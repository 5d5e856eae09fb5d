import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { loadAppSecret } from './app-secret';

// Stored photos (people's avatars are personal data, LGPD) are served without a session, since an
// `<img>` sends none: their URLs are capabilities that expire. `/api/files/<path>?exp=<unix seconds>&sig=<mac>`,
// the mac an HMAC-SHA-256 of the path and `exp` (base64url) under a key derived from the server's secret
// (HKDF, its own purpose). `exp` is the end of the next UTC day, so the same photo has the same URL all day
// long (browser caches keep working) and a URL lives between one and two days.

const DAY_SECONDS = 86_400;
/** The longest a browser keeps a served photo, however far its URL's expiry. */
export const FILE_CACHE_MAX_SECONDS = DAY_SECONDS;
const EXPIRY = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export class FileUrlSigner {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): FileUrlSigner {
    return new FileUrlSigner(Buffer.from(hkdfSync('sha256', secret, '', 'reserva file url', 32)));
  }

  static async load(db: Database, configured: string | undefined): Promise<FileUrlSigner> {
    return FileUrlSigner.fromSecret(await loadAppSecret(db, configured));
  }

  /** The signed address of a stored file, valid until the end of the UTC day after `now`'s. */
  urlOf(storedPath: string, now = Date.now()): string {
    const exp = String((Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS);
    return `/api/files/${storedPath}?exp=${exp}&sig=${this.mac(storedPath, exp).toString('base64url')}`;
  }

  /** Seconds left of a URL this server signed for the path, or null (unsigned, tampered, expired). */
  secondsLeft(storedPath: string, exp: unknown, sig: unknown, now = Date.now()): number | null {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !EXPIRY.test(exp) || !SIGNATURE.test(sig))
      return null;
    const given = Buffer.from(sig, 'base64url');
    // One spelling per signature: base64url's last character carries spare bits, which must be zero.
    if (given.toString('base64url') !== sig) return null;
    if (!timingSafeEqual(given, this.mac(storedPath, exp))) return null;
    const left = Number(exp) - Math.floor(now / 1000);
    return left > 0 ? left : null;
  }

  private mac(storedPath: string, exp: string): Buffer {
    return createHmac('sha256', this.key).update(`${storedPath}\n${exp}`).digest();
  }
}

// Set once at app build (app.ts), from the secret every process shares: answers build photo URLs in
// plain mapping functions, which have no context to carry a signer.
let signer: FileUrlSigner | null = null;

export function useFileUrlSigner(fileUrls: FileUrlSigner): void {
  signer = fileUrls;
}

/** The signer of this process's file URLs (app.ts sets it before any route runs). */
export function fileUrlSigner(): FileUrlSigner {
  if (!signer) throw new Error('file URL signer not set: build the app first');
  return signer;
}

/** The address a stored upload is served from (the files module serves STORAGE_DIR there), signed. */
export function publicFileUrl(storedPath: string | null, now = Date.now()): string | null {
  return storedPath ? fileUrlSigner().urlOf(storedPath, now) : null;
}
