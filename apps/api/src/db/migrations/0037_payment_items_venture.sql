-- The sales report pages a venture's lines of a period by the lines' creation. By created_at alone, a
-- page walked every venture's newest lines, probing each one's payment, until it found 50 of its own
-- (among 1,000 clubs and 10,000,000 bookings, 748,000 lines and 9 s a page; bench/results/crowd-postgres.md).
-- Each line now carries its payment's venture, copied on insert as payments copy their booking's
-- (migration 0010) and moved with it, and the order's index starts with it.
ALTER TABLE "payment_items" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
UPDATE payment_items pi SET venture_id = p.venture_id FROM payments p WHERE p.id = pi.payment_id;--> statement-breakpoint
CREATE FUNCTION payment_item_venture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.venture_id INTO NEW.venture_id FROM payments p WHERE p.id = NEW.payment_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER payment_item_venture BEFORE INSERT ON payment_items
FOR EACH ROW EXECUTE FUNCTION payment_item_venture();--> statement-breakpoint
-- A payment moved to another venture with its booking (booking_payment_facts) takes its lines along.
CREATE FUNCTION payment_items_follow_venture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payment_items SET venture_id = NEW.venture_id WHERE payment_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payment_items_follow_venture AFTER UPDATE OF venture_id ON payments
FOR EACH ROW WHEN (OLD.venture_id IS DISTINCT FROM NEW.venture_id)
EXECUTE FUNCTION payment_items_follow_venture();--> statement-breakpoint
DROP INDEX "payment_items_created_at_idx";--> statement-breakpoint
CREATE INDEX "payment_items_venture_created_at_idx" ON "payment_items" USING btree ("venture_id","created_at","id");
