-- A payment's venture and seller, and a sales line's venture, are written by the code that writes them,
-- which has the booking at hand (booking-store.repository.ts, booking-items.service.ts): the insert
-- triggers of migrations 0010/0038 and 0037 looked each one up again, a probe of the bookings per payment
-- and of the payments per line in every booking's transaction. They now copy only what a writer left out
-- (the seeds' and benches' bulk SQL).
CREATE OR REPLACE FUNCTION payment_booking_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.venture_id IS NULL THEN
    SELECT b.venture_id, b.seller_id INTO NEW.venture_id, NEW.seller_id
    FROM bookings b WHERE b.id = NEW.booking_id AND b.booked_date = NEW.booked_date;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_item_venture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.venture_id IS NULL THEN
    SELECT p.venture_id INTO NEW.venture_id FROM payments p WHERE p.id = NEW.payment_id;
  END IF;
  RETURN NEW;
END
$$;
