-- The people lists (members, lodgers, employees) filter by group and page through a users sort index:
-- with the group carried in the index (INCLUDE, which Drizzle's schema cannot say), the rows a page
-- skips are judged from the index alone, not by reading each from the table. The name index carries
-- the name too, as PostgreSQL reads an expression's column from the table otherwise. The page's ids of
-- members sorted by name, page 200 (of 25,000 in a venture, among 100,000 people): 31 to 14 ms on the
-- embedded database, an index-only scan instead of 6,667 table reads (bench/large-operator).
DROP INDEX IF EXISTS "users_name_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (name_sort_key("name"),"id")
  INCLUDE ("name","feature_group_id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_live_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_idx" ON "users" USING btree ("email")
  INCLUDE ("feature_group_id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_idx";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone","id")
  INCLUDE ("feature_group_id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "users_cpf_idx";--> statement-breakpoint
CREATE INDEX "users_cpf_idx" ON "users" USING btree ("cpf","id")
  INCLUDE ("feature_group_id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id")
  INCLUDE ("feature_group_id") WHERE "users"."deleted_at" IS NULL;
