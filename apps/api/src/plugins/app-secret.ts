import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/sessions';

/**
 * The server's secret: JWT_SECRET when set; otherwise one generated once and kept in the database, so
 * that every process signs alike. Access tokens are signed with it, booking passes and stored files' URLs
 * with keys derived from it (modules/bookings/booking-pass.ts, plugins/files.ts).
 */
export async function loadAppSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'jwt-secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, sql`'jwt-secret'`));
  if (!row) throw new Error('token secret missing');
  return row.value;
}
