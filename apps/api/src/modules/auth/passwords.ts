import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, 2 passes: the OWASP baseline.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when the e-mail is unknown, so that a wrong e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
