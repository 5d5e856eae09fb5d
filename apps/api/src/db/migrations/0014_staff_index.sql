ALTER TABLE "users" ADD COLUMN "is_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The people area's groups (PERSON_GROUP_KEYS in packages/shared/src/people/people.rules.ts; a test holds
-- the two lists equal).
CREATE FUNCTION is_person_group(key text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT key IN ('MEMBER', 'DEPENDANT', 'GUEST', 'LODGER')
$$;--> statement-breakpoint
UPDATE users u SET is_person = true FROM feature_groups g
WHERE g.id = u.feature_group_id AND is_person_group(g.key);--> statement-breakpoint
-- A user's kind follows its group, whichever path writes it.
CREATE FUNCTION user_is_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_person := coalesce((SELECT is_person_group(g.key) FROM feature_groups g WHERE g.id = NEW.feature_group_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_is_person BEFORE INSERT OR UPDATE OF feature_group_id, is_person ON users
FOR EACH ROW EXECUTE FUNCTION user_is_person();--> statement-breakpoint
-- A group whose key changes takes its users along.
CREATE FUNCTION group_users_are_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET is_person = is_person_group(NEW.key) WHERE feature_group_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER group_users_are_people AFTER UPDATE OF key ON feature_groups
FOR EACH ROW WHEN (is_person_group(OLD.key) IS DISTINCT FROM is_person_group(NEW.key))
EXECUTE FUNCTION group_users_are_people();--> statement-breakpoint
CREATE INDEX "users_staff_created_at_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" IS NULL AND NOT "users"."is_person";
