-- Step B of partitioning the bookings (docs/decisions.md, Partitions by month): the bookings are partitioned
-- by month of their date, `bookings_2026_11`…, so that a date filter reads only its months, a month's
-- rows can later be moved or dropped whole, and each month's indexes stay a month's size. The key is
-- (id, booked_date), which the nine tables that point at a booking already refer to (migration 0038).
-- There is no default partition: a row of a month without its table is refused, since moving rows out
-- of a default one (as the action log's months do) would delete them and cascade to their rows. The
-- months are made ahead by the partitions job and, for a date beyond them, by the writer before it
-- inserts (db/partitions.ts). Made as the action log was (migration 0033): a new table of the same
-- columns, the old one's rows copied in, the foreign keys to it pointed at the new one.
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_booking_fk";--> statement-breakpoint
ALTER TABLE "booking_schedule_items" DROP CONSTRAINT "booking_schedule_items_booking_fk";--> statement-breakpoint
ALTER TABLE "booking_modalities" DROP CONSTRAINT "booking_modalities_booking_fk";--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_booking_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_fk";--> statement-breakpoint
ALTER TABLE "cancellation_histories" DROP CONSTRAINT "cancellation_histories_booking_fk";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_booking_fk";--> statement-breakpoint
ALTER TABLE "staff_notices" DROP CONSTRAINT "staff_notices_booking_fk";--> statement-breakpoint
ALTER TABLE "booking_reminders" DROP CONSTRAINT "booking_reminders_booking_fk";--> statement-breakpoint
ALTER TABLE "bookings" RENAME TO "bookings_unpartitioned";--> statement-breakpoint
ALTER TABLE "bookings_unpartitioned" DROP CONSTRAINT "bookings_pkey";--> statement-breakpoint
ALTER TABLE "bookings_unpartitioned" DROP CONSTRAINT "bookings_id_booked_date_key";--> statement-breakpoint
DROP INDEX "bookings_occurrence_user_live_idx";--> statement-breakpoint
DROP INDEX "bookings_seller_idx";--> statement-breakpoint
DROP INDEX "bookings_schedule_booked_date_idx";--> statement-breakpoint
DROP INDEX "bookings_activity_idx";--> statement-breakpoint
DROP INDEX "bookings_venture_created_at_idx";--> statement-breakpoint
DROP INDEX "bookings_user_idx";--> statement-breakpoint
DROP INDEX "bookings_guest_booked_date_idx";--> statement-breakpoint
DROP INDEX "bookings_guest_created_at_idx";--> statement-breakpoint
DROP INDEX "bookings_venture_booked_date_idx";--> statement-breakpoint
DROP INDEX "bookings_live_booked_date_idx";--> statement-breakpoint
DROP TRIGGER "audit" ON "bookings_unpartitioned";--> statement-breakpoint
DROP TRIGGER "booking_payment_facts" ON "bookings_unpartitioned";--> statement-breakpoint
-- The same columns, defaults, NOT NULLs and checks as the bookings' (migrations 0004 on).
CREATE TABLE "bookings" (
	LIKE "bookings_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
	CONSTRAINT "bookings_pkey" PRIMARY KEY("id","booked_date")
) PARTITION BY RANGE ("booked_date");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_occurrence_user_live_idx" ON "bookings" USING btree ("schedule_id","booked_date","user_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_seller_idx" ON "bookings" USING btree ("seller_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_schedule_booked_date_idx" ON "bookings" USING btree ("schedule_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_activity_idx" ON "bookings" USING btree ("activity_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_venture_created_at_idx" ON "bookings" USING btree ("venture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","booked_date","start_time","id");--> statement-breakpoint
CREATE INDEX "bookings_guest_booked_date_idx" ON "bookings" USING btree ("venture_id","booked_date","start_time","id") WHERE "for_guest";--> statement-breakpoint
CREATE INDEX "bookings_guest_created_at_idx" ON "bookings" USING btree ("venture_id","created_at","id") WHERE "for_guest";--> statement-breakpoint
CREATE INDEX "bookings_venture_booked_date_idx" ON "bookings" USING btree ("venture_id","booked_date","start_time","id") INCLUDE ("end_time","deleted_at","checked_in","cancelled_late","seller_id","schedule_id");--> statement-breakpoint
CREATE INDEX "bookings_live_booked_date_idx" ON "bookings" USING btree ("booked_date","start_time","id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The action log records a partition's row as its parent's: its trigger names the table (third argument).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('reserva.audit_actor', true), '')::jsonb;
  before_row jsonb;
  after_row jsonb;
  the_row jsonb;
  changes jsonb := '{}';
  col text;
  verb text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  the_row := coalesce(after_row, before_row);
  FOR col IN SELECT jsonb_object_keys(the_row) LOOP
    -- Bookings' checked_in and cancelled_late follow the check-ins and cancellations, logged themselves.
    CONTINUE WHEN col IN ('id', 'created_at', 'updated_at', 'checked_in', 'cancelled_late');
    CONTINUE WHEN (before_row -> col) IS NOT DISTINCT FROM (after_row -> col);
    CONTINUE WHEN TG_OP <> 'UPDATE' AND jsonb_typeof(the_row -> col) = 'null';
    IF col LIKE '%password%' OR col LIKE '%token%' OR col LIKE '%\_hash' OR col = 'avatar_path' THEN
      -- Passwords, tokens and photos are never copied: only that they changed.
      changes := changes || jsonb_build_object(col, 'hidden');
    ELSE
      changes := changes || jsonb_build_object(col, jsonb_build_array(before_row -> col, after_row -> col));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changes = '{}' THEN
    RETURN NULL;
  END IF;
  verb := CASE
    WHEN TG_OP = 'INSERT' THEN 'create'
    WHEN TG_OP = 'DELETE' THEN 'delete'
    WHEN before_row ->> 'deleted_at' IS NULL AND after_row ->> 'deleted_at' IS NOT NULL THEN 'delete'
    ELSE 'update'
  END;
  INSERT INTO audit_log (at, actor_id, actor_name, venture_id, route, action, subject_type, subject_id,
                         record_type, record_id, changes)
  VALUES (clock_timestamp(), (actor ->> 'userId')::uuid, actor ->> 'name',
          coalesce((the_row ->> 'venture_id')::uuid, (actor ->> 'ventureId')::uuid), actor ->> 'route', verb,
          TG_ARGV[0], (the_row ->> TG_ARGV[1])::uuid, coalesce(TG_ARGV[2], TG_TABLE_NAME), (the_row ->> 'id')::uuid,
          changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION audit_row('booking', 'id', 'bookings');--> statement-breakpoint
CREATE TRIGGER "booking_payment_facts" AFTER UPDATE OF venture_id, seller_id ON "bookings"
FOR EACH ROW WHEN (OLD.venture_id IS DISTINCT FROM NEW.venture_id OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
EXECUTE FUNCTION booking_payment_facts();--> statement-breakpoint
-- A month's table takes its parent's checks too, which attaching it asks (the bookings have some).
CREATE OR REPLACE FUNCTION make_month_partition(parent text, key text, of_month date) RETURNS boolean LANGUAGE plpgsql AS $$
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
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  IF to_regclass(quote_ident(fallback)) IS NOT NULL THEN
    EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
                   fallback, key, low, key, high, part);
  END IF;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, low, high);
  RETURN true;
END
$$;
--> statement-breakpoint
-- The months of the bookings kept, through three months ahead (as the job keeps them).
SELECT make_month_partition('bookings', 'booked_date', month::date)
FROM generate_series(
  least(date_trunc('month', (SELECT min("booked_date") FROM "bookings_unpartitioned")),
    date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')),
  greatest(date_trunc('month', (SELECT max("booked_date") FROM "bookings_unpartitioned")),
    date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') + interval '3 months'),
  interval '1 month') AS month;
--> statement-breakpoint
INSERT INTO "bookings" SELECT * FROM "bookings_unpartitioned";--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ADD CONSTRAINT "booking_schedule_items_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_modalities" ADD CONSTRAINT "booking_modalities_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD CONSTRAINT "cancellation_histories_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
DROP TABLE "bookings_unpartitioned";