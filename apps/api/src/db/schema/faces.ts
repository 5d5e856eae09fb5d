import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  pgSequence,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Orders the changes of face_descriptors, so that each process's galleries catch up by reading past the last seen. */
export const faceDescriptorRevisions = pgSequence('face_descriptor_revisions');

// A person's FaceID descriptor (sensitive personal data, LGPD art. 11): computed from their photo once
// they consent, compared with a camera's faces at the gate. Removing the photo, the consent or the
// person clears `descriptor` and keeps the row with a new revision, so that every process's gallery
// learns to drop it; deleting the user's row (never done: deletion is soft) takes it along.
export const faceDescriptors = pgTable(
  'face_descriptors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The model that computed it: descriptors of different models do not compare. */
    model: text('model'),
    /** The unit-length descriptor quantized to one signed byte a value (see quantize.ts). */
    descriptor: bytea('descriptor'),
    scale: real('scale'),
    revision: bigint('revision', { mode: 'bigint' })
      .notNull()
      .default(sql`nextval('face_descriptor_revisions')`),
  },
  (table) => [
    check(
      'face_descriptors_whole_check',
      sql`(${table.descriptor} IS NULL) = (${table.scale} IS NULL) AND (${table.descriptor} IS NULL) = (${table.model} IS NULL)`,
    ),
    index('face_descriptors_revision_idx').on(table.revision),
  ],
);

// Which process is enrolling a pending photo, until when: each process's enrolment job claims its own
// people, so that several processes on one database never check the same photos. A table of its own,
// not a column of users: a claim is no change of the person (users' audit trigger would log it). A
// claim that ends with the photo still pending (a failed check) lapses, and the photo is tried again.
export const faceEnrolmentClaims = pgTable('face_enrolment_claims', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});
