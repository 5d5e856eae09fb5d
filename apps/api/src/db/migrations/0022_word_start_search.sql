-- Searches of one or two letters (db/like.ts, containsText): trigrams need three, so `ILIKE '%zq%'`
-- read every user (55 ms at 100,000 people, 630-800 ms through the bookings). Such a search finds the
-- words that start with it, through a GIN index on each word's first one and two letters, folded as
-- names sort (name_sort_key): 'Maria da Silva' → {m, ma, d, da, s, si}. Immutable, so that an index
-- may hold it; its search_path is fixed because maintenance (ANALYZE, REINDEX) runs index expressions
-- with pg_catalog only.
CREATE FUNCTION word_prefixes(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$
  SELECT ARRAY(
    SELECT left(word, length) FROM unnest(string_to_array(
      trim(regexp_replace(name_sort_key($1), '[^a-z0-9]+', ' ', 'g')), ' ')) AS word,
      (VALUES (1), (2)) AS lengths(length)
    WHERE word <> '')
$$;--> statement-breakpoint
CREATE INDEX "users_name_word_idx" ON "users" USING gin (word_prefixes("name")) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_email_word_idx" ON "users" USING gin (word_prefixes("email")) WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
-- An expression index's statistics are of its keys (text), so the planner guessed every short search
-- matched 0.5% of the people: a letter that every name has took the index and sorted 50,000 rows
-- (160 ms). Statistics of the expressions themselves (text[], with their common elements) let it
-- walk the sort index for a common letter and take the index for a rare one.
CREATE STATISTICS "users_name_word_stats" ON (word_prefixes("name")) FROM "users";--> statement-breakpoint
CREATE STATISTICS "users_email_word_stats" ON (word_prefixes("email")) FROM "users";
