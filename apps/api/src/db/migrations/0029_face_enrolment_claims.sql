CREATE TABLE "face_enrolment_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_enrolment_claims" ADD CONSTRAINT "face_enrolment_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;