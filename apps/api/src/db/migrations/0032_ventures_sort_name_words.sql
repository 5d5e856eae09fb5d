-- The venture switch pages and searches among every venture a MASTER may reach (issue 32: 10,000 and
-- more). Two derived columns, stored so that their indexes answer alone: the name's sort key (a page
-- by name through an index on the expression fetched each skipped row from the table, 21 ms for the
-- middle of 10,000 on PostgreSQL, against 2 ms for a page by date), and the one- and two-letter starts
-- of the name's words (db/like.ts, containsText: a short search that few names match judged every
-- venture, 600 ms at 10,000 on the embedded database), as users.name_words (migration 0024).
DROP INDEX "ventures_name_idx";--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (name_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (word_prefixes(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_word_idx" ON "ventures" USING gin ("name_words") WITH (fastupdate=false) WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_idx" ON "ventures" USING btree ("sort_name","id") WHERE "ventures"."deleted_at" IS NULL;