CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"venture_id" uuid,
	"route" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_venture_at_idx" ON "audit_log" USING btree ("venture_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("venture_id","subject_type","subject_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("venture_id","actor_id","at","id");--> statement-breakpoint
-- The action log's writer. A staff user's write request runs its statements in transactions that
-- name the actor (`reserva.audit_actor`, set by db/audited-driver.ts); without one (seeds, imports,
-- the public form) nothing is logged. TG_ARGV: the subject's type and the column holding its id.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
          TG_ARGV[0], (the_row ->> TG_ARGV[1])::uuid, TG_TABLE_NAME, (the_row ->> 'id')::uuid, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  audited text[][] := ARRAY[
    ['users', 'user', 'id'], ['addresses', 'user', 'user_id'], ['user_ventures', 'user', 'user_id'],
    ['user_category_links', 'user', 'user_id'], ['onboards', 'user', 'user_id'],
    ['no_show_penalties', 'user', 'user_id'], ['wallets', 'user', 'user_id'],
    ['ventures', 'venture', 'id'],
    ['spots', 'spot', 'id'], ['modalities', 'spot', 'spot_id'],
    ['activities', 'activity', 'id'], ['activity_items', 'activity', 'activity_id'],
    ['activity_schedules', 'activity', 'activity_id'], ['schedule_blocks', 'schedule', 'schedule_id'],
    ['schedule_items', 'schedule', 'schedule_id'],
    ['bookings', 'booking', 'id'], ['booking_items', 'booking', 'booking_id'],
    ['booking_schedule_items', 'booking', 'booking_id'], ['booking_modalities', 'booking', 'booking_id'],
    ['checkins', 'booking', 'booking_id'], ['payments', 'booking', 'booking_id'],
    ['payment_items', 'payment', 'payment_id'], ['cancellation_histories', 'booking', 'booking_id'],
    ['booking_queues', 'queue', 'id'], ['booking_queue_items', 'queue', 'booking_queue_id'],
    ['booking_queue_schedule_items', 'queue', 'booking_queue_id'],
    ['booking_queue_modalities', 'queue', 'booking_queue_id'],
    ['user_categories', 'category', 'id'], ['experience_levels', 'experience_level', 'id'],
    ['feature_groups', 'feature_group', 'id'], ['feature_group_features', 'feature_group', 'feature_group_id'],
    ['features', 'feature', 'id']
  ];
  i int;
BEGIN
  FOR i IN 1 .. array_length(audited, 1) LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L)',
                   audited[i][1], audited[i][2], audited[i][3]);
  END LOOP;
END
$$;
--> statement-breakpoint
-- An installation from before the log: its MASTER group gets the log's key (a new one gets it from the seed).
INSERT INTO features (key, name)
SELECT 'AUDIT_READ_ACCESS', 'Auditoria: leitura' WHERE EXISTS (SELECT 1 FROM feature_groups WHERE key = 'MASTER')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO feature_group_features (feature_group_id, feature_id)
SELECT g.id, f.id FROM feature_groups g, features f WHERE g.key = 'MASTER' AND f.key = 'AUDIT_READ_ACCESS'
ON CONFLICT DO NOTHING;
