-- The people lists sorted by name (members, lodgers, employees) filter by group and page through
-- users_name_idx: with the name and the group carried in the index (INCLUDE, which Drizzle's schema
-- cannot say), the rows a page skips are judged from the index alone, an index-only scan (PostgreSQL
-- reads an expression's column from the table otherwise). Members by name, page 200 (of 25,000 in a
-- venture, among 100,000 people): 40 to 16 ms on PostgreSQL. Only this index: the group carried in
-- users_created_at_idx made the planner walk it for a name filter sorted by date (6 to 60-100 ms).
DROP INDEX IF EXISTS "users_name_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (name_sort_key("name"),"id")
  INCLUDE ("name","feature_group_id") WHERE "users"."deleted_at" IS NULL;
