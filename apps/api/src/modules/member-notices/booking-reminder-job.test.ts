import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/raw';
import { createBooking, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createEvent, createPersonIn } from '../bookings/bookings.fixtures';

// The app runs the reminder job itself (with BACKGROUND_JOBS): a booking of tomorrow made before the
// start is reminded by the process's own first round, with no call from the test.

let handle: DatabaseHandle;
let built: BuiltApp;
let bookingId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const praia = await ventureIdByRef(handle.db, 'PRAIA');
  const { scheduleId, activityId } = await createEvent(handle.db, praia);
  bookingId = await createBooking(handle.db, {
    ventureId: praia,
    scheduleId,
    activityId,
    userId: await createPersonIn(handle.db, praia),
    bookedDate: saoPauloDate(1),
  });
  built = await buildApp(testConfig({ BACKGROUND_JOBS: 'true' }), handle.db);
  await built.app.ready();
}, 180_000);
afterAll(async () => {
  await built.app.close();
  await handle.close();
});

it("reminds tomorrow's bookings by the process's own job", async () => {
  const mailed = () =>
    queryRows<{ subject: string }>(
      handle.db,
      sql`SELECT m.subject FROM mail_outbox m JOIN users u ON u.email = m.to_address
        JOIN bookings b ON b.user_id = u.id WHERE b.id = ${bookingId}`,
    );
  // Its first round comes 5 s after the start.
  await vi.waitFor(
    async () =>
      expect((await mailed()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Lembrete: /)]),
    { timeout: 30_000, interval: 500 },
  );
}, 60_000);
