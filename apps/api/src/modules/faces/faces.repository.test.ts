import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queryRows, uuidArray } from '../../db/raw';
import { createTestDatabase } from '../../test/test-database';
import {
  claimPendingEnrolments,
  type EnrolmentSubject,
  releaseEnrolmentClaims,
  sameSubject,
} from './faces.repository';

// The enrolment job's claims: several processes on one database each take their own pending photos.

let database: DatabaseHandle;
/** Live people given a photo never checked: the only pending ones of this database. */
let pending: string[];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sorted = (ids: string[]) => [...ids].sort();
const overlap = (a: string[], b: string[]) => a.filter((id) => b.includes(id));

describe('claimPendingEnrolments', () => {
  beforeEach(async () => {
    const { db } = database;
    await db.execute(sql`DELETE FROM face_enrolment_claims`);
    await db.execute(sql`UPDATE users SET avatar_status = 'VALID' WHERE avatar_status IN ('EMPTY', 'NOT_VERIFIED')
      AND avatar_path IS NOT NULL`);
    const rows = await queryRows<{ id: string }>(
      db,
      sql`UPDATE users SET avatar_path = 'users/' || id || '.jpg', avatar_status = 'EMPTY'
        WHERE id IN (SELECT id FROM users WHERE deleted_at IS NULL ORDER BY id LIMIT 12) RETURNING id`,
    );
    pending = rows.map((row) => row.id).sort();
  });

  it('gives each of two claims at once its own people', async () => {
    const [a, b] = await Promise.all([
      claimPendingEnrolments(database.db, 8, 120),
      claimPendingEnrolments(database.db, 8, 120),
    ]);
    expect(overlap(a, b)).toEqual([]);
    // On PostgreSQL the later of the two may find the earlier one's people and answer fewer; a claim
    // after them takes the rest, and then every pending photo is someone's.
    const rest = await claimPendingEnrolments(database.db, 20, 120);
    expect(sorted([...a, ...b, ...rest])).toEqual(pending);
    expect(await claimPendingEnrolments(database.db, 20, 120)).toEqual([]);
  });

  it('takes a lapsed claim again, and keeps a failed check claimed until it lapses', async () => {
    const { db } = database;
    const first = await claimPendingEnrolments(db, 2, 120);
    const [enrolled, failed] = first as [string, string];
    await db.execute(sql`UPDATE users SET avatar_status = 'VALID' WHERE id = ${enrolled}`);
    await db.execute(sql`UPDATE users SET avatar_status = 'NOT_VERIFIED' WHERE id = ${failed}`);
    await releaseEnrolmentClaims(db, first);
    const claims = await queryRows<{ user_id: string }>(db, sql`SELECT user_id FROM face_enrolment_claims`);
    expect(claims.map((row) => row.user_id)).toEqual([failed]);
    expect(await claimPendingEnrolments(db, 20, 120)).not.toContain(failed);

    await db.execute(sql`UPDATE face_enrolment_claims SET claimed_until = now() - interval '1 second'
      WHERE user_id = ${failed}`);
    expect(await claimPendingEnrolments(db, 20, 120)).toEqual([failed]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'makes a claim wait for one still to commit, and leaves it its people (PostgreSQL)',
    async () => {
      const { db } = database;
      let claimed!: (ids: string[]) => void;
      const firstIds = new Promise<string[]>((resolve) => {
        claimed = resolve;
      });
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const first = db.transaction(async (tx) => {
        claimed(await claimPendingEnrolments(tx, 100, 120));
        await committing;
      });
      const a = await firstIds;
      expect(sorted(a)).toEqual(pending);
      // The second claim reads the same pending people (the first's claims are not committed yet) and
      // waits on their claim rows.
      const second = claimPendingEnrolments(db, 100, 120);
      await vi.waitFor(
        async () => {
          const waiting = await queryRows<{ count: number }>(
            db,
            sql`SELECT count(*)::int AS count FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND query LIKE 'INSERT INTO face_enrolment_claims%'`,
          );
          expect(waiting[0]?.count).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      commit();
      await first;
      expect(await second).toEqual([]);
      await releaseEnrolmentClaims(db, a);
      expect(
        await queryRows(db, sql`SELECT 1 FROM face_enrolment_claims WHERE user_id = ANY(${uuidArray(a)})`),
      ).toHaveLength(a.length);
    },
  );
});

describe('sameSubject', () => {
  const subject: EnrolmentSubject = {
    avatarPath: 'users/a.jpg',
    useFaceId: true,
    consented: true,
    deleted: false,
  };

  it('compares the fields, whatever their order', () => {
    const reordered: EnrolmentSubject = {
      deleted: false,
      consented: true,
      useFaceId: true,
      avatarPath: 'users/a.jpg',
    };
    expect(sameSubject(reordered, subject)).toBe(true);
  });

  it('tells a change of any field', () => {
    expect(sameSubject({ ...subject, avatarPath: 'users/b.jpg' }, subject)).toBe(false);
    expect(sameSubject({ ...subject, avatarPath: null }, subject)).toBe(false);
    expect(sameSubject({ ...subject, useFaceId: false }, subject)).toBe(false);
    expect(sameSubject({ ...subject, consented: false }, subject)).toBe(false);
    expect(sameSubject({ ...subject, deleted: true }, subject)).toBe(false);
  });
});
