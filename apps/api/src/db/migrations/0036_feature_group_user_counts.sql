-- The groups list read each group's live users by counting them, which grew with every club's members
-- (issue 32, point 7): the database now keeps the counts itself, in the transaction of each change.
CREATE TABLE "feature_group_user_counts" (
	"feature_group_id" uuid NOT NULL,
	"stripe" smallint NOT NULL,
	"live_users" integer NOT NULL,
	CONSTRAINT "feature_group_user_counts_feature_group_id_stripe_pk" PRIMARY KEY("feature_group_id","stripe")
);
--> statement-breakpoint
ALTER TABLE "feature_group_user_counts" ADD CONSTRAINT "feature_group_user_counts_feature_group_id_feature_groups_id_fk" FOREIGN KEY ("feature_group_id") REFERENCES "public"."feature_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A transaction adds to the stripe its id picks: concurrent ones (ids in sequence) write different rows,
-- and one writing many users holds a single row of each group.
CREATE FUNCTION add_group_users(group_id uuid, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO feature_group_user_counts AS c (feature_group_id, stripe, live_users)
  VALUES (group_id, txid_current() % 16, delta)
  ON CONFLICT (feature_group_id, stripe) DO UPDATE SET live_users = c.live_users + EXCLUDED.live_users
$$;--> statement-breakpoint
-- Inserts and deletes are counted by statement, one write per group however many rows (a bulk load, an
-- import; groups in order, so two such statements never wait on each other crosswise). Updates by row:
-- transition tables cannot go with a column list, and a group change or soft deletion is one user's.
CREATE FUNCTION count_group_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_group_users(feature_group_id, count(*)) FROM inserted WHERE deleted_at IS NULL
    GROUP BY feature_group_id ORDER BY feature_group_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_group_users(feature_group_id, -count(*)) FROM deleted WHERE deleted_at IS NULL
    GROUP BY feature_group_id ORDER BY feature_group_id;
  ELSE
    IF OLD.deleted_at IS NULL THEN PERFORM add_group_users(OLD.feature_group_id, -1); END IF;
    IF NEW.deleted_at IS NULL THEN PERFORM add_group_users(NEW.feature_group_id, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER count_inserted_users AFTER INSERT ON users REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION count_group_users();--> statement-breakpoint
CREATE TRIGGER count_deleted_users AFTER DELETE ON users REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION count_group_users();--> statement-breakpoint
CREATE TRIGGER count_moved_users AFTER UPDATE OF feature_group_id, deleted_at ON users
FOR EACH ROW WHEN ((OLD.feature_group_id, OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.feature_group_id, NEW.deleted_at IS NULL))
EXECUTE FUNCTION count_group_users();--> statement-breakpoint
-- The trigger above already holds users (its lock waits out writers until the migration commits).
INSERT INTO feature_group_user_counts (feature_group_id, stripe, live_users)
SELECT feature_group_id, 0, count(*) FROM users WHERE deleted_at IS NULL GROUP BY feature_group_id;