import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

// A user's consent to FaceID (LGPD art. 11), as the person and employee forms send it: `faceConsent`
// true, false, or left out (unchanged).

/** When the user consented, null without consent. */
export async function findFaceConsent(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.faceConsentAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** The consent's date is kept while it stands, set when given, cleared when taken back. */
export function consentValue(
  consent: boolean | undefined,
  given: Date | null,
): { faceConsentAt?: Date | null } {
  if (consent === undefined) return {};
  return { faceConsentAt: consent ? (given ?? new Date()) : null };
}

/** Whether the form gives or takes back consent (its enrolment then runs again). */
export function consentChanged(consent: boolean | undefined, given: Date | null): boolean {
  return consent !== undefined && consent !== (given !== null);
}
