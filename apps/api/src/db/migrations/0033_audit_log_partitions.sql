-- The audit log partitioned by month of `at` (issue 32: it grows with the bookings, without end). A month's
-- rows sit in a table of their own, `audit_log_2026_11`, that a date filter prunes to and that may be kept,
-- moved or dropped whole; a partitioned table's unique keys hold its partition key, so the key is (id, at).
-- The months are São Paulo's, as the log's date filters. The partitions-ahead job (db/partitions.ts) makes
-- the next months' partitions; a row of a month without one (the job stopped) goes to `audit_log_default`
-- rather than failing the write that logged it, and moves to its month when the job makes it.
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
DROP INDEX "audit_log_venture_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
-- The same columns, defaults and NOT NULLs as the log's (migration 0009).
CREATE TABLE "audit_log" (
	LIKE "audit_log_unpartitioned" INCLUDING DEFAULTS,
	CONSTRAINT "audit_log_id_at_pk" PRIMARY KEY("id","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_venture_at_idx" ON "audit_log" USING btree ("venture_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("venture_id","subject_type","subject_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("venture_id","actor_id","at","id");--> statement-breakpoint
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
-- Makes `parent`'s partition of the month of `of_month` (`<parent>_YYYY_MM`, São Paulo's month of a
-- timestamptz key, the month of a date key) unless it exists; true when it made it. The rows of that month
-- in `<parent>_default` move into it. Made apart and then attached, which locks the parent less than
-- CREATE TABLE … PARTITION OF (its writes go on); two callers at once take turns on an advisory lock.
CREATE FUNCTION make_month_partition(parent text, key text, of_month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', of_month)::date;
  part text := format('%s_%s', parent, to_char(first, 'YYYY_MM'));
  fallback text := parent || '_default';
  low text;
  high text;
BEGIN
  IF to_regclass(quote_ident(part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('make_month_partition ' || parent, 0));
  -- Read from the catalogue anew: to_regclass's cache may not have seen what the lock's holder made.
  IF EXISTS (SELECT FROM pg_class WHERE relname = part AND relnamespace = 'public'::regnamespace) THEN
    RETURN false;
  END IF;
  IF (SELECT atttypid FROM pg_attribute WHERE attrelid = parent::regclass AND attname = key) = 'timestamptz'::regtype THEN
    low := (first::timestamp AT TIME ZONE 'America/Sao_Paulo')::text;
    high := ((first + interval '1 month')::timestamp AT TIME ZONE 'America/Sao_Paulo')::text;
  ELSE
    low := first::text;
    high := (first + interval '1 month')::date::text;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
  IF to_regclass(quote_ident(fallback)) IS NOT NULL THEN
    EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
                   fallback, key, low, key, high, part);
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, low, high);
  RETURN true;
END
$$;
--> statement-breakpoint
-- The months of the rows kept, through three months ahead (as the job keeps them).
SELECT make_month_partition('audit_log', 'at', month::date)
FROM generate_series(
  date_trunc('month', coalesce((SELECT min("at") FROM "audit_log_unpartitioned"), now()) AT TIME ZONE 'America/Sao_Paulo'),
  date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') + interval '3 months',
  interval '1 month') AS month;
--> statement-breakpoint
INSERT INTO "audit_log" SELECT * FROM "audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";
