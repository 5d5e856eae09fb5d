-- Hand-added: drizzle-kit does not write extensions. pg_trgm serves the lists' ILIKE '%…%' filters
-- (trusted since PostgreSQL 13: the database owner may create it; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "activities_name_idx";--> statement-breakpoint
DROP INDEX "activities_is_active_idx";--> statement-breakpoint
DROP INDEX "activities_created_at_idx";--> statement-breakpoint
DROP INDEX "spots_name_idx";--> statement-breakpoint
DROP INDEX "spots_created_at_idx";--> statement-breakpoint
DROP INDEX "feature_groups_name_idx";--> statement-breakpoint
DROP INDEX "feature_groups_created_at_idx";--> statement-breakpoint
DROP INDEX "features_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_inbox_idx";--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "users_phone_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "ventures_name_idx";--> statement-breakpoint
DROP INDEX "ventures_email_idx";--> statement-breakpoint
DROP INDEX "ventures_phone_idx";--> statement-breakpoint
DROP INDEX "ventures_created_at_idx";--> statement-breakpoint
-- Hand-edited: the column is filled from the spots before it becomes NOT NULL.
ALTER TABLE "activities" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
UPDATE "activities" SET "venture_id" = "spots"."venture_id" FROM "spots" WHERE "spots"."id" = "activities"."spot_id";--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "venture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_groups_auth_level_idx" ON "feature_groups" USING btree ("auth_level","id");--> statement-breakpoint
CREATE INDEX "feature_groups_name_trgm_idx" ON "feature_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feature_groups_key_trgm_idx" ON "feature_groups" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "features_key_trgm_idx" ON "features" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "features_name_trgm_idx" ON "features" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_venture_name_idx" ON "activities" USING btree ("venture_id","name","id") WHERE "activities"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "activities_venture_is_active_idx" ON "activities" USING btree ("venture_id","is_active","id") WHERE "activities"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "activities_venture_created_at_idx" ON "activities" USING btree ("venture_id","created_at","id") WHERE "activities"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops) WHERE "activities"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","venture_id","is_unread","created_at","id");--> statement-breakpoint
CREATE INDEX "spots_venture_name_idx" ON "spots" USING btree ("venture_id",lower("name"),"id") WHERE "spots"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "spots_venture_created_at_idx" ON "spots" USING btree ("venture_id","created_at","id") WHERE "spots"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "spots_name_trgm_idx" ON "spots" USING gin ("name" gin_trgm_ops) WHERE "spots"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_cpf_idx" ON "users" USING btree ("cpf","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_cpf_prefix_idx" ON "users" USING btree ("cpf" text_pattern_ops) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_trgm_idx" ON "ventures" USING gin ("name" gin_trgm_ops) WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_email_trgm_idx" ON "ventures" USING gin ("email" gin_trgm_ops) WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_phone_prefix_idx" ON "ventures" USING btree ("phone" text_pattern_ops) WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_cnpj_prefix_idx" ON "ventures" USING btree ("cnpj" text_pattern_ops) WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "feature_groups_name_idx" ON "feature_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "feature_groups_created_at_idx" ON "feature_groups" USING btree ("created_at","auth_level","id");--> statement-breakpoint
CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at","key");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("user_id","venture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_idx" ON "ventures" USING btree ("name","id") WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_email_idx" ON "ventures" USING btree ("email","id") WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_phone_idx" ON "ventures" USING btree ("phone","id") WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_created_at_idx" ON "ventures" USING btree ("created_at","id") WHERE "ventures"."deleted_at" IS NULL;