import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { loadAppSecret } from '../../plugins/app-secret';
import { tokenLink } from '../mail/mail-format';

// A booking's pass: `R1.<booking id>.<mac>`, the id's 16 bytes and an HMAC-SHA-256 of `R1.<id>`
// truncated to 16 bytes, both base64url (48 characters, a small QR code). Nothing is stored: the
// server alone holds the key, so a code names its booking and no other, and cannot be made up.
// The key is derived from the server's secret (HKDF, its own purpose), never the token key itself.

const VERSION = 'R1';
/** The web app's page of a pass (apps/web, features/bookings/PassPage.tsx): `?token=<code>`. */
const PASS_PAGE = '/passe';
const MAC_BYTES = 16;
const PART = /^[A-Za-z0-9_-]{22}$/;

export class BookingPasses {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): BookingPasses {
    return new BookingPasses(Buffer.from(hkdfSync('sha256', secret, '', 'reserva booking pass', 32)));
  }

  static async load(db: Database, configured: string | undefined): Promise<BookingPasses> {
    return BookingPasses.fromSecret(await loadAppSecret(db, configured));
  }

  codeOf(bookingId: string): string {
    const signed = `${VERSION}.${Buffer.from(bookingId.replace(/-/g, ''), 'hex').toString('base64url')}`;
    return `${signed}.${this.mac(signed).toString('base64url')}`;
  }

  /** The public page that draws a booking's pass (linked from its confirmation mail). */
  pageOf(publicUrl: string, bookingId: string): string {
    return tokenLink(publicUrl, PASS_PAGE, this.codeOf(bookingId));
  }

  /** The booking a code names, or null for anything this server did not sign. */
  bookingOf(code: string): string | null {
    const [version, id, mac, ...rest] = code.split('.');
    if (version !== VERSION || !id || !mac || rest.length > 0 || !PART.test(id) || !PART.test(mac))
      return null;
    const idBytes = Buffer.from(id, 'base64url');
    const macBytes = Buffer.from(mac, 'base64url');
    // One spelling per code: base64url's last character carries spare bits, which must be zero.
    if (idBytes.toString('base64url') !== id || macBytes.toString('base64url') !== mac) return null;
    if (!timingSafeEqual(macBytes, this.mac(`${VERSION}.${id}`))) return null;
    const hex = idBytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private mac(signed: string): Buffer {
    return createHmac('sha256', this.key).update(signed).digest().subarray(0, MAC_BYTES);
  }
}
