-- Every read of users by group asks for live users: partial, a group's users count reads the index alone.
DROP INDEX "users_feature_group_idx";--> statement-breakpoint
CREATE INDEX "users_feature_group_idx" ON "users" USING btree ("feature_group_id","created_at") WHERE "users"."deleted_at" IS NULL;