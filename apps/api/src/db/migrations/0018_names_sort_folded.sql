-- How names and titles sort (db/schema/list-indexes.ts, nameKey): case and accents folded, the same on
-- PGlite and PostgreSQL whatever their collation ('Álvaro' beside 'alvaro', before 'Bruno'). Immutable,
-- so that indexes may hold it; a SQL function, so that the planner inlines it.
CREATE FUNCTION name_sort_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate($1, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
                             'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;--> statement-breakpoint
DROP INDEX "feature_groups_name_idx";--> statement-breakpoint
DROP INDEX "activities_venture_name_idx";--> statement-breakpoint
DROP INDEX "spots_venture_name_idx";--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "ventures_name_idx";--> statement-breakpoint
CREATE INDEX "features_name_sort_idx" ON "features" USING btree (name_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "feature_groups_name_idx" ON "feature_groups" USING btree (name_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "activities_venture_name_idx" ON "activities" USING btree ("venture_id",name_sort_key("name"),"id") WHERE "activities"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "spots_venture_name_idx" ON "spots" USING btree ("venture_id",name_sort_key("name"),"id") WHERE "spots"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (name_sort_key("name"),"id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_idx" ON "ventures" USING btree (name_sort_key("name"),"id") WHERE "ventures"."deleted_at" IS NULL;