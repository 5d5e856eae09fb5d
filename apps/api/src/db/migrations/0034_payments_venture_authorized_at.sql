-- The sales report reads a venture's payments authorized in a period: by the date alone, the index
-- walked every venture's payments of the period (an operator of 1,000 clubs: the report 3.9x slower
-- than for the venture alone, bench/results/crowd-embedded.md); the venture first, its own alone.
DROP INDEX "payments_authorized_at_idx";--> statement-breakpoint
CREATE INDEX "payments_venture_authorized_at_idx" ON "payments" USING btree ("venture_id","authorized_at");