DROP INDEX "cancellation_histories_created_at_idx";--> statement-breakpoint
DROP INDEX "cancellation_histories_minutes_idx";--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
-- Histories written before: their bookings' venture (hand-written, between drizzle-kit's steps).
UPDATE "cancellation_histories" ch SET "venture_id" = b."venture_id" FROM "bookings" b WHERE b."id" = ch."booking_id";--> statement-breakpoint
ALTER TABLE "cancellation_histories" ALTER COLUMN "venture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD CONSTRAINT "cancellation_histories_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_histories_venture_created_at_idx" ON "cancellation_histories" USING btree ("venture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cancellation_histories_venture_minutes_idx" ON "cancellation_histories" USING btree ("venture_id","minutes_before_schedule_start","id");