-- A check-in and a cancellation keep their booking's facts (migration 0010) by the booking's key, its id
-- and date: the bookings are partitioned by month of the date (migration 0041), and an update by the id
-- alone probed every month's table for it.
CREATE OR REPLACE FUNCTION booking_checked_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE bookings SET checked_in = true
    WHERE id = NEW.booking_id AND booked_date = NEW.booked_date AND NOT checked_in;
  ELSE
    UPDATE bookings SET checked_in = EXISTS (SELECT 1 FROM checkins c WHERE c.booking_id = OLD.booking_id)
    WHERE id = OLD.booking_id AND booked_date = OLD.booked_date;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_cancelled_late() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET cancelled_late = NEW.exceeded_cancellation_deadline
  WHERE id = NEW.booking_id AND booked_date = NEW.booked_date;
  RETURN NULL;
END
$$;
