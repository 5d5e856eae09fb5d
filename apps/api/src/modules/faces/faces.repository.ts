import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows, uuidArray } from '../../db/raw';
import { featureGroups } from '../../db/schema/access';
import { faceDescriptors } from '../../db/schema/faces';
import { users, userVentures } from '../../db/schema/users';
import { blocked } from '../bookings/booking-facts.repository';
import type { QuantizedDescriptor } from './quantize';

/** What decides a person's FaceID: their photo, their group, their consent, whether they still exist. */
export interface EnrolmentSubject {
  avatarPath: string | null;
  useFaceId: boolean;
  consented: boolean;
  deleted: boolean;
}

export async function readEnrolmentSubject(db: Executor, userId: string): Promise<EnrolmentSubject | null> {
  const [row] = await db
    .select({
      avatarPath: users.avatarPath,
      useFaceId: featureGroups.useFaceId,
      consented: sql<boolean>`${users.faceConsentAt} IS NOT NULL`,
      deleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Field by field: a subject read again must match the one the enrolment was computed from. */
export function sameSubject(a: EnrolmentSubject, b: EnrolmentSubject): boolean {
  return (
    a.avatarPath === b.avatarPath &&
    a.useFaceId === b.useFaceId &&
    a.consented === b.consented &&
    a.deleted === b.deleted
  );
}

export interface Enrolment {
  avatarStatus: 'EMPTY' | 'VALID' | 'INVALID' | 'NOT_VERIFIED' | 'UNAVAILABLE';
  /** Present only for a VALID photo of a person who consented: FaceID ENABLED. */
  descriptor: QuantizedDescriptor | null;
}

// Revisions must become visible in their order, or a gallery that read past a later one would miss
// an earlier one committed after it: every change of a descriptor takes this lock until its commit.
const REVISION_LOCK = 0x46414345; // 'FACE'

/** A cleared descriptor: the row stays, with no biometric data and a new revision for the galleries. */
const tombstone = () => ({
  model: null,
  descriptor: null,
  scale: null,
  revision: sql`nextval('face_descriptor_revisions')`,
});

/**
 * Stores an enrolment computed from `subject`, unless the person changed meanwhile (another photo, group
 * or consent, whose own enrolment follows): then nothing is written and false is answered.
 */
export async function writeEnrolment(
  db: Database,
  userId: string,
  subject: EnrolmentSubject,
  model: string,
  enrolment: Enrolment,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REVISION_LOCK})`);
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const now = current ? await readEnrolmentSubject(tx, userId) : null;
    if (!now || !sameSubject(now, subject)) return false;
    const { descriptor } = enrolment;
    if (!subject.deleted) {
      await tx
        .update(users)
        .set({ avatarStatus: enrolment.avatarStatus, faceIdStatus: descriptor ? 'ENABLED' : 'DISABLED' })
        .where(eq(users.id, userId));
    }
    if (descriptor) {
      const stored = {
        model,
        descriptor: Buffer.from(
          descriptor.values.buffer,
          descriptor.values.byteOffset,
          descriptor.values.byteLength,
        ),
        scale: descriptor.scale,
        revision: sql`nextval('face_descriptor_revisions')`,
      };
      await tx
        .insert(faceDescriptors)
        .values({ userId, ...stored })
        .onConflictDoUpdate({ target: faceDescriptors.userId, set: stored });
    } else {
      await tx
        .update(faceDescriptors)
        .set(tombstone())
        .where(and(eq(faceDescriptors.userId, userId), isNotNull(faceDescriptors.descriptor)));
    }
    return true;
  });
}

/**
 * People being deleted, in the caller's transaction: their descriptors are cleared at once, in one
 * statement. Call it before the transaction touches the people's rows (or rows that reference them):
 * writeEnrolment takes the revision lock and then the person's row, and the same order here cannot
 * deadlock with it.
 */
export async function clearDescriptorsOf(tx: Executor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REVISION_LOCK})`);
  await tx
    .update(faceDescriptors)
    .set(tombstone())
    .where(and(inArray(faceDescriptors.userId, [...userIds]), isNotNull(faceDescriptors.descriptor)));
}

/**
 * A group's FaceID turned on or off, in the caller's transaction. Off: its people's descriptors go now
 * and their photos become UNAVAILABLE. On: their photos become unchecked (EMPTY with a photo), for the
 * enrolment job to check and enrol, off the request path.
 */
export async function regroupFaceId(tx: Executor, groupId: string, useFaceId: boolean): Promise<void> {
  const members = and(eq(users.featureGroupId, groupId), isNull(users.deletedAt));
  if (useFaceId) {
    await tx
      .update(users)
      .set({ avatarStatus: 'EMPTY' })
      .where(and(members, isNotNull(users.avatarPath)));
    return;
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REVISION_LOCK})`);
  await tx
    .update(faceDescriptors)
    .set(tombstone())
    .where(
      and(
        isNotNull(faceDescriptors.descriptor),
        sql`${faceDescriptors.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.featureGroupId} = ${groupId})`,
      ),
    );
  await tx
    .update(users)
    .set({
      avatarStatus: sql`CASE WHEN ${users.avatarPath} IS NULL THEN 'EMPTY' ELSE 'UNAVAILABLE' END::avatar_status`,
      faceIdStatus: 'DISABLED',
    })
    .where(members);
}

export interface DescriptorChange {
  userId: string;
  descriptor: QuantizedDescriptor | null;
  revision: bigint;
}

/** The ventures where someone has a descriptor. */
export async function listVenturesWithDescriptors(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ ventureId: userVentures.ventureId })
    .from(faceDescriptors)
    .innerJoin(userVentures, eq(userVentures.userId, faceDescriptors.userId))
    .where(isNotNull(faceDescriptors.descriptor))
    .groupBy(userVentures.ventureId);
  return rows.map((row) => row.ventureId);
}

/**
 * The newest revision of any venture: read first by each recognition, from the end of the revision
 * index whatever the table's statistics, so that the changes are looked for only when there are some.
 */
export async function latestRevision(db: Executor): Promise<bigint> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${faceDescriptors.revision})` })
    .from(faceDescriptors);
  return BigInt(row?.latest ?? 0);
}

/** The first `limit` of a venture's people's descriptor changes after `revision`, in order. */
export async function readDescriptorChanges(
  db: Executor,
  ventureId: string,
  revision: bigint,
  model: string,
  limit: number,
): Promise<DescriptorChange[]> {
  const rows = await db
    .select({
      userId: faceDescriptors.userId,
      model: faceDescriptors.model,
      descriptor: faceDescriptors.descriptor,
      scale: faceDescriptors.scale,
      revision: faceDescriptors.revision,
    })
    .from(faceDescriptors)
    .innerJoin(
      userVentures,
      and(eq(userVentures.userId, faceDescriptors.userId), eq(userVentures.ventureId, ventureId)),
    )
    .where(gt(faceDescriptors.revision, revision))
    .orderBy(faceDescriptors.revision)
    .limit(limit);
  return rows.map((row) => ({
    userId: row.userId,
    revision: row.revision,
    descriptor:
      row.descriptor && row.scale !== null && row.model === model
        ? {
            values: new Int8Array(
              row.descriptor.buffer,
              row.descriptor.byteOffset,
              row.descriptor.byteLength,
            ),
            scale: row.scale,
          }
        : null,
  }));
}

interface RecognisedRow {
  id: string;
  name: string;
  avatarPath: string | null;
  groupKey: string;
  groupName: string;
  hostId: string | null;
  hostName: string | null;
  isBlocked: boolean;
  blockedUntil: string | null;
  blockReason: string | null;
  hostBlocked: boolean;
  gateAutoCheckin: boolean;
}

/**
 * A person the camera matched, if they are still live, of `ventureId` and FaceID ENABLED (a gallery
 * may lag a removal by one request), with their host and whether the host or titular is blocked, and
 * whether the venture checks people in as the camera sees them (one read per recognised frame).
 */
export async function findRecognised(
  db: Executor,
  userId: string,
  ventureId: string,
): Promise<RecognisedRow | null> {
  const result = await db.execute(sql`
    SELECT u.id, u.name, u.avatar_path AS "avatarPath", g.key AS "groupKey", g.name AS "groupName",
      h.id AS "hostId", h.name AS "hostName", u.is_blocked AS "isBlocked",
      CASE WHEN u.blocked_until > now()
        THEN to_char(u.blocked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS "blockedUntil",
      u.block_reason AS "blockReason", (${blocked('h')} OR ${blocked('t')}) AS "hostBlocked",
      v.gate_auto_checkin AS "gateAutoCheckin"
    FROM users u
    JOIN feature_groups g ON g.id = u.feature_group_id
    LEFT JOIN users h ON h.id = u.host_id
    LEFT JOIN users t ON t.id = h.host_id
    JOIN ventures v ON v.id = ${ventureId}
    WHERE u.id = ${userId} AND u.deleted_at IS NULL AND u.face_id_status = 'ENABLED'
      AND EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId})`);
  const rows = (result as unknown as { rows: RecognisedRow[] }).rows;
  return rows[0] ?? null;
}

// A live person with a photo never checked (EMPTY) or whose check failed (NOT_VERIFIED): what the
// partial index users_unchecked_photo_idx holds.
const PENDING = sql`u.deleted_at IS NULL AND u.avatar_path IS NOT NULL
  AND u.avatar_status IN ('EMPTY', 'NOT_VERIFIED')`;

/**
 * Claims up to `limit` pending photos for this process for `claimSeconds`, oldest change first, and
 * answers their people. Claims held by others are skipped; two claims at once never answer the same
 * person: the later insert waits for the earlier one's row and, finding it live, leaves it.
 */
export async function claimPendingEnrolments(
  db: Executor,
  limit: number,
  claimSeconds: number,
): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`INSERT INTO face_enrolment_claims (user_id, claimed_until)
      SELECT u.id, now() + make_interval(secs => ${claimSeconds}) FROM users u
      WHERE ${PENDING} AND NOT EXISTS (
        SELECT 1 FROM face_enrolment_claims c WHERE c.user_id = u.id AND c.claimed_until > now())
      ORDER BY u.updated_at
      LIMIT ${limit}
      ON CONFLICT (user_id) DO UPDATE SET claimed_until = excluded.claimed_until
        WHERE face_enrolment_claims.claimed_until <= now()
      RETURNING user_id`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * Ends the claims of people whose photo is no longer pending (enrolled, or changed meanwhile) and
 * those lapsed; a failed check keeps its claim until it lapses, so it is not retried at once.
 */
export async function releaseEnrolmentClaims(db: Executor, userIds: readonly string[]): Promise<void> {
  await db.execute(sql`DELETE FROM face_enrolment_claims c
    WHERE c.claimed_until <= now() OR (c.user_id = ANY(${uuidArray(userIds)})
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND ${PENDING}))`);
}
