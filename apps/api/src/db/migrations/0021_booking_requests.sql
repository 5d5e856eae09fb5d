-- Booking requests of the public form, waiting for the e-mail owner's confirmation (docs/decisions.md,
-- Public booking form): no person, no place, only the hash of the mailed token.
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"booked_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"activity_item_ids" uuid[] DEFAULT '{}' NOT NULL,
	"booking_queue_id" uuid,
	"description" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"phone" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"booking_id" uuid,
	CONSTRAINT "booking_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_unconfirmed_expires_at_idx" ON "booking_requests" USING btree ("expires_at") WHERE "booking_requests"."confirmed_at" IS NULL;