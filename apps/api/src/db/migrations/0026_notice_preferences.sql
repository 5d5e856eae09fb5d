CREATE TABLE "notice_preferences" (
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"kinds" text[] NOT NULL,
	"activity_ids" uuid[] DEFAULT '{}' NOT NULL,
	"heard_since" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_venture_id_pk" PRIMARY KEY("user_id","venture_id")
);
--> statement-breakpoint
ALTER TABLE "staff_notices" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD COLUMN "activity_id" uuid;--> statement-breakpoint
-- A notice's kind from its audience and link (the queue's notices link an entry, bookings' a booking);
-- its activity from what it links.
UPDATE "staff_notices" SET "kind" = CASE
  WHEN "audience" = 'BLOCK_MANAGERS' THEN 'BLOCK'
  WHEN "audience" = 'STAFF' THEN 'MESSAGE'
  WHEN "booking_id" IS NOT NULL THEN 'BOOKING'
  ELSE 'QUEUE' END;--> statement-breakpoint
UPDATE "staff_notices" n SET "activity_id" = b."activity_id" FROM "bookings" b WHERE b."id" = n."booking_id";--> statement-breakpoint
UPDATE "staff_notices" n SET "activity_id" = q."activity_id" FROM "booking_queues" q WHERE q."id" = n."booking_queue_id";--> statement-breakpoint
ALTER TABLE "staff_notices" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" DROP COLUMN "audience";