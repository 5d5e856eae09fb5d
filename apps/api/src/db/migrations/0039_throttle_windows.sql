-- The rate limits count in one row per key (bucket, subject): the times of its attempts within the rule's
-- window, so that an attempt is one upsert instead of a transaction of a lock, a count, an insert and a
-- delete (a person's booking paid five round trips for it). The attempts counted before this migration
-- are not carried over: the events table does not know each bucket's window, and forgetting at most one
-- window's attempts once is the price.
CREATE TABLE "throttle_windows" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"window_seconds" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"attempts" timestamp with time zone[] NOT NULL,
	CONSTRAINT "throttle_windows_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
DROP TABLE "throttle_events" CASCADE;