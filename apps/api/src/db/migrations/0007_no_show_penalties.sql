CREATE TABLE "no_show_penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"no_shows" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "no_show_penalty_count" integer;--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "no_show_penalty_days" integer;--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "no_show_suspension_days" integer;--> statement-breakpoint
ALTER TABLE "no_show_penalties" ADD CONSTRAINT "no_show_penalties_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_penalties" ADD CONSTRAINT "no_show_penalties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_penalties_user_idx" ON "no_show_penalties" USING btree ("user_id","venture_id","created_at");--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_no_show_penalty_check" CHECK (("ventures"."no_show_penalty_count" IS NULL) = ("ventures"."no_show_penalty_days" IS NULL)
        AND ("ventures"."no_show_penalty_count" IS NULL) = ("ventures"."no_show_suspension_days" IS NULL)
        AND coalesce("ventures"."no_show_penalty_count" > 0 AND "ventures"."no_show_penalty_days" > 0 AND "ventures"."no_show_suspension_days" > 0, true));