CREATE TABLE "notice_reads" (
	"user_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"booking_id" uuid,
	"booking_queue_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_staff_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."staff_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_booking_queue_id_booking_queues_id_fk" FOREIGN KEY ("booking_queue_id") REFERENCES "public"."booking_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notices_venture_created_idx" ON "staff_notices" USING btree ("venture_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_notices_booking_idx" ON "staff_notices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "staff_notices_booking_queue_idx" ON "staff_notices" USING btree ("booking_queue_id");--> statement-breakpoint
-- Notices stored once per recipient before: one notice per sending (its rows share the venture, texts,
-- links and time), for the audience its title tells; whoever had viewed it keeps it viewed.
INSERT INTO "staff_notices" ("id", "venture_id", "audience", "title", "description", "booking_id", "booking_queue_id", "created_at")
SELECT DISTINCT ON ("venture_id", "title", "description", "booking_id", "booking_queue_id", "created_at")
  "id", "venture_id",
  CASE WHEN "title" IN ('Nova reserva', 'Nova reserva na fila', 'Vaga liberada') THEN 'BOOKING_READERS'
       WHEN "title" = 'Suspensão por no-show' THEN 'BLOCK_MANAGERS' ELSE 'STAFF' END,
  "title", "description", "booking_id", "booking_queue_id", "created_at"
FROM "notifications"
ORDER BY "venture_id", "title", "description", "booking_id", "booking_queue_id", "created_at", "id";--> statement-breakpoint
INSERT INTO "notice_reads" ("user_id", "notice_id")
SELECT n."user_id", s."id" FROM "notifications" n
JOIN "staff_notices" s ON s."venture_id" = n."venture_id" AND s."title" = n."title" AND s."created_at" = n."created_at"
  AND s."description" IS NOT DISTINCT FROM n."description" AND s."booking_id" IS NOT DISTINCT FROM n."booking_id"
  AND s."booking_queue_id" IS NOT DISTINCT FROM n."booking_queue_id"
WHERE NOT n."is_unread"
ON CONFLICT DO NOTHING;
