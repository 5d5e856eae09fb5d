import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { loadAppSecret } from './app-secret';

// Access tokens: short-lived JWTs naming the user (sub), the session's venture (vid) and the
// refresh-token family (sid) so that signing out ends them at once.

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'reserva';
const AUDIENCE = 'reserva-back-office';

export interface AccessClaims {
  userId: string;
  ventureId: string;
  sessionId: string;
}

/** Tokens already verified, up to this many: each is a few hundred bytes. */
const MAX_VERIFIED = 10_000;

export class AccessTokens {
  /**
   * Tokens whose signature and claims were verified, with their expiry: a client sends its token with
   * every request for 15 minutes, and checking the signature through WebCrypto took about 7% of the
   * server's time under booking load. Keyed by the whole token, signature included, so a token that
   * differs by one character is verified afresh; the expiry is checked at every use.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  private constructor(private readonly key: webcrypto.CryptoKey) {}

  /**
   * The secret imported once as a key: given as bytes, jose imports it again for every token, an extra
   * round through the crypto thread pool on every request.
   */
  private static async of(secret: string): Promise<AccessTokens> {
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new AccessTokens(key);
  }

  /** JWT_SECRET when set; otherwise a secret generated once and kept in the database, shared by every process. */
  static async create(db: Database, configured: string | undefined): Promise<AccessTokens> {
    return AccessTokens.of(await loadAppSecret(db, configured));
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ vid: claims.ventureId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const { sub, vid, sid, exp } = payload;
      if (![sub, vid, sid].every(isUuid)) return null;
      const claims = { userId: sub as string, ventureId: vid as string, sessionId: sid as string };
      // The oldest verified token makes room (a Map iterates in insertion order).
      if (this.verified.size >= MAX_VERIFIED)
        this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: (exp as number) * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
