ALTER TABLE "user_ventures" ADD COLUMN "feature_group_id" uuid;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_live" boolean;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_name_key" text;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_phone" text;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_cpf" text;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD COLUMN "user_created_at" timestamp with time zone;--> statement-breakpoint
-- A venture's people lists page through indexes of that venture's rows of one group (db/schema/users.ts):
-- each link carries a copy of its user's group, liveness and sort keys. Triggers keep the copy, so no
-- path that writes users or links can leave it stale.
CREATE FUNCTION user_venture_copies_user() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  SELECT u.feature_group_id, u.deleted_at IS NULL, name_sort_key(u.name), u.email, u.phone, u.cpf, u.created_at
    INTO NEW.feature_group_id, NEW.user_live, NEW.user_name_key, NEW.user_email, NEW.user_phone, NEW.user_cpf,
      NEW.user_created_at
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_venture_copies_user BEFORE INSERT OR UPDATE ON user_ventures
FOR EACH ROW EXECUTE FUNCTION user_venture_copies_user();--> statement-breakpoint
-- Rewriting the links runs the trigger above on each, which copies the user's new values.
CREATE FUNCTION user_ventures_follow_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_ventures SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_ventures_follow_user AFTER UPDATE OF feature_group_id, deleted_at, name, email, phone, cpf, created_at ON users
FOR EACH ROW WHEN (
  (OLD.feature_group_id, OLD.deleted_at, OLD.name, OLD.email, OLD.phone, OLD.cpf, OLD.created_at)
  IS DISTINCT FROM (NEW.feature_group_id, NEW.deleted_at, NEW.name, NEW.email, NEW.phone, NEW.cpf, NEW.created_at)
) EXECUTE FUNCTION user_ventures_follow_user();--> statement-breakpoint
UPDATE user_ventures SET user_id = user_id;--> statement-breakpoint
CREATE INDEX "user_ventures_group_name_idx" ON "user_ventures" USING btree ("venture_id","feature_group_id","user_name_key","user_id") WHERE "user_ventures"."user_live";--> statement-breakpoint
CREATE INDEX "user_ventures_group_email_idx" ON "user_ventures" USING btree ("venture_id","feature_group_id","user_email","user_id") WHERE "user_ventures"."user_live";--> statement-breakpoint
CREATE INDEX "user_ventures_group_phone_idx" ON "user_ventures" USING btree ("venture_id","feature_group_id","user_phone","user_id") WHERE "user_ventures"."user_live";--> statement-breakpoint
CREATE INDEX "user_ventures_group_cpf_idx" ON "user_ventures" USING btree ("venture_id","feature_group_id","user_cpf","user_id") WHERE "user_ventures"."user_live";--> statement-breakpoint
CREATE INDEX "user_ventures_group_created_at_idx" ON "user_ventures" USING btree ("venture_id","feature_group_id","user_created_at","user_id") WHERE "user_ventures"."user_live";--> statement-breakpoint
-- A venture's share of a group is not the product of the two shares (a club of members beside a
-- resort of lodgers): the estimated totals of long lists rely on these statistics.
CREATE STATISTICS "user_ventures_venture_group_stats" (mcv) ON "venture_id", "feature_group_id" FROM "user_ventures";
