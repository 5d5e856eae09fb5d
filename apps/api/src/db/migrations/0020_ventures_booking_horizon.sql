-- Issue 28 point 5: each venture says how many days ahead it opens its events to self-service
-- bookings (the public form, the members' app); 60 by default, 1 to 730.
ALTER TABLE "ventures" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_booking_horizon_days_check" CHECK ("ventures"."booking_horizon_days" BETWEEN 1 AND 730);
