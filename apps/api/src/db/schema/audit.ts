import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The action log: one row per row a staff user's request wrote, written by the `audit_row` trigger
// (migration 0009) in the same transaction. No foreign keys: the log outlives what it describes.
// Partitioned by month of `at` (migration 0033, db/partitions.ts): the key is (id, at), as a partitioned
// table's unique keys hold its partition key.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    // clock_timestamp(): the rows of one transaction keep the order in which they were written.
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null: the system (a periodic job). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** The record's venture, else the venture of the staff user's session. */
    ventureId: uuid('venture_id'),
    /** 'POST /api/bookings': the call that wrote. */
    route: text('route'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    /** The record a details page shows (a booking for its check-ins), whose history this row is part of. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The table and row written. */
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id'),
    /** `{ column: [before, after] }`; a secret column changed is `{ column: "hidden" }`. */
    changes: jsonb('changes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.at] }),
    index('audit_log_venture_at_idx').on(table.ventureId, table.at, table.id),
    index('audit_log_subject_idx').on(
      table.ventureId,
      table.subjectType,
      table.subjectId,
      table.at,
      table.id,
    ),
    index('audit_log_actor_idx').on(table.ventureId, table.actorId, table.at, table.id),
  ],
);
