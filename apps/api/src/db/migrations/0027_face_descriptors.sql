CREATE SEQUENCE "public"."face_descriptor_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "face_descriptors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"model" text,
	"descriptor" "bytea",
	"scale" real,
	"revision" bigint DEFAULT nextval('face_descriptor_revisions') NOT NULL,
	CONSTRAINT "face_descriptors_whole_check" CHECK (("face_descriptors"."descriptor" IS NULL) = ("face_descriptors"."scale" IS NULL) AND ("face_descriptors"."descriptor" IS NULL) = ("face_descriptors"."model" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "face_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "face_descriptors" ADD CONSTRAINT "face_descriptors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_descriptors_revision_idx" ON "face_descriptors" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "users_unchecked_photo_idx" ON "users" USING btree ("updated_at") WHERE "users"."deleted_at" IS NULL AND "users"."avatar_path" IS NOT NULL AND "users"."avatar_status" IN ('EMPTY', 'NOT_VERIFIED');