DROP INDEX "bookings_venture_booked_date_idx";--> statement-breakpoint
DROP INDEX "bookings_venture_created_at_idx";--> statement-breakpoint
DROP INDEX "bookings_user_idx";--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "auto_convert_queue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_venture_booked_date_idx" ON "bookings" USING btree ("venture_id","booked_date","start_time","id");--> statement-breakpoint
CREATE INDEX "bookings_venture_created_at_idx" ON "bookings" USING btree ("venture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","booked_date","start_time","id");