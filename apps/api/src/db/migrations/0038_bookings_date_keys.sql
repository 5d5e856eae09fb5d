-- Step A of partitioning the bookings by month of their date (docs/decisions.md, Partitions by month): a
-- partitioned table's unique keys hold its partition key, and the foreign keys to it its whole key. So
-- (id, booked_date) becomes a key of the bookings now, and every row that refers to a booking carries the
-- booking's date beside its id, its foreign key the pair (the same ON DELETE as before; a date changed on
-- a booking follows to its rows). The code that writes those rows writes the date; the rows kept are
-- filled here from their bookings. A notice names a booking or none: its date with its id or neither
-- (a foreign key of two columns checks only the rows that have both). A booking request already has the
-- date it asked for, its booking's. The payment's date, copied by its trigger until now (migration 0010),
-- is written by its writers too: the trigger copies the venture and the seller only, finding the booking
-- by its id and date (one month's partition once partitioned).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_id_booked_date_key" UNIQUE("id","booked_date");--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "booking_items" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "booking_items" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "booking_schedule_items" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_schedule_items" DROP CONSTRAINT "booking_schedule_items_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ADD CONSTRAINT "booking_schedule_items_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_modalities" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "booking_modalities" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "booking_modalities" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_modalities" DROP CONSTRAINT "booking_modalities_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_modalities" ADD CONSTRAINT "booking_modalities_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "checkins" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "checkins" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Filled by its trigger since migration 0010; a row from before is filled here.
UPDATE "payments" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id" AND r."booked_date" IS DISTINCT FROM b."booked_date";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "cancellation_histories" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "cancellation_histories" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_histories" DROP CONSTRAINT "cancellation_histories_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD CONSTRAINT "cancellation_histories_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "staff_notices" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "staff_notices" DROP CONSTRAINT "staff_notices_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_booked_date_check" CHECK (("staff_notices"."booking_id" IS NULL) = ("staff_notices"."booked_date" IS NULL));--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD COLUMN "booked_date" date;--> statement-breakpoint
UPDATE "booking_reminders" r SET "booked_date" = b."booked_date" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "booking_reminders" ALTER COLUMN "booked_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reminders" DROP CONSTRAINT "booking_reminders_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_fk" FOREIGN KEY ("booking_id","booked_date") REFERENCES "public"."bookings"("id","booked_date") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_booking_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.venture_id, b.seller_id INTO NEW.venture_id, NEW.seller_id
  FROM bookings b WHERE b.id = NEW.booking_id AND b.booked_date = NEW.booked_date;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A booking moved to another venture takes its payment along; a changed date follows by the foreign key.
DROP TRIGGER booking_payment_facts ON bookings;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET venture_id = NEW.venture_id, seller_id = NEW.seller_id
  WHERE booking_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER booking_payment_facts AFTER UPDATE OF venture_id, seller_id ON bookings
FOR EACH ROW WHEN (OLD.venture_id IS DISTINCT FROM NEW.venture_id OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
EXECUTE FUNCTION booking_payment_facts();
