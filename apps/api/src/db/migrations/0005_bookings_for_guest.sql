ALTER TABLE "bookings" ADD COLUMN "for_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bookings made before: their people's groups tell (hand-written, after drizzle-kit's column).
UPDATE "bookings" b SET "for_guest" = true FROM "users" u JOIN "feature_groups" g ON g."id" = u."feature_group_id"
  WHERE u."id" = b."user_id" AND g."key" LIKE '%GUEST%';--> statement-breakpoint
CREATE INDEX "bookings_guest_booked_date_idx" ON "bookings" USING btree ("venture_id","booked_date","start_time","id") WHERE "bookings"."for_guest";--> statement-breakpoint
CREATE INDEX "bookings_guest_created_at_idx" ON "bookings" USING btree ("venture_id","created_at","id") WHERE "bookings"."for_guest";