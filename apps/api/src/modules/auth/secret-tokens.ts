import { createHash, randomBytes } from 'node:crypto';

// The secrets that links and sessions carry (refresh tokens, one-time links, the public form's
// confirmation links): 256 random bits, kept only as a SHA-256 hash. A fast hash is enough for values
// no one can guess, and makes the stored form useless to whoever reads the database.

/** A new secret for a link or a session. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a secret, what a presented one is looked up by. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
