ALTER TABLE "bookings" ADD COLUMN "checked_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booked_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE bookings b SET checked_in = true WHERE EXISTS (SELECT 1 FROM checkins c WHERE c.booking_id = b.id);--> statement-breakpoint
UPDATE bookings b SET cancelled_late = true WHERE EXISTS (
  SELECT 1 FROM cancellation_histories ch WHERE ch.booking_id = b.id AND ch.exceeded_cancellation_deadline);--> statement-breakpoint
UPDATE payments p SET venture_id = b.venture_id, booked_date = b.booked_date, seller_id = b.seller_id
FROM bookings b WHERE b.id = p.booking_id;--> statement-breakpoint
-- The booking's facts follow its check-ins and cancellation, whichever path writes them.
CREATE FUNCTION booking_checked_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE bookings SET checked_in = true WHERE id = NEW.booking_id AND NOT checked_in;
  ELSE
    UPDATE bookings SET checked_in = EXISTS (SELECT 1 FROM checkins c WHERE c.booking_id = OLD.booking_id)
    WHERE id = OLD.booking_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER booking_checked_in AFTER INSERT OR DELETE ON checkins
FOR EACH ROW EXECUTE FUNCTION booking_checked_in();--> statement-breakpoint
CREATE FUNCTION booking_cancelled_late() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET cancelled_late = NEW.exceeded_cancellation_deadline WHERE id = NEW.booking_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER booking_cancelled_late AFTER INSERT ON cancellation_histories
FOR EACH ROW EXECUTE FUNCTION booking_cancelled_late();--> statement-breakpoint
CREATE FUNCTION payment_booking_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.venture_id, b.booked_date, b.seller_id INTO NEW.venture_id, NEW.booked_date, NEW.seller_id
  FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER payment_booking_facts BEFORE INSERT ON payments
FOR EACH ROW EXECUTE FUNCTION payment_booking_facts();--> statement-breakpoint
-- A booking moved to another venture (its activity's spot changed venture) takes its payment along.
CREATE FUNCTION booking_payment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments SET venture_id = NEW.venture_id, booked_date = NEW.booked_date, seller_id = NEW.seller_id
  WHERE booking_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER booking_payment_facts AFTER UPDATE OF venture_id, booked_date, seller_id ON bookings
FOR EACH ROW WHEN (OLD.venture_id IS DISTINCT FROM NEW.venture_id OR OLD.booked_date IS DISTINCT FROM NEW.booked_date
  OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
EXECUTE FUNCTION booking_payment_facts();--> statement-breakpoint
CREATE INDEX "payments_venture_booked_date_idx" ON "payments" USING btree ("venture_id","booked_date");--> statement-breakpoint
CREATE INDEX "schedule_occurrences_venture_date_idx" ON "schedule_occurrences" USING btree ("venture_id","booked_date");
