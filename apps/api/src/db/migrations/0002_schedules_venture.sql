-- Schedules and occurrences carry their venture (ARCHITECTURE.md, Scale). Rows written before this
-- migration take it from the activity's spot.
ALTER TABLE "activity_schedules" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
UPDATE "activity_schedules" s SET "venture_id" = sp."venture_id" FROM "activities" a JOIN "spots" sp ON sp."id" = a."spot_id" WHERE a."id" = s."activity_id";--> statement-breakpoint
ALTER TABLE "activity_schedules" ALTER COLUMN "venture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD COLUMN "venture_id" uuid;--> statement-breakpoint
UPDATE "schedule_occurrences" o SET "venture_id" = s."venture_id" FROM "activity_schedules" s WHERE s."id" = o."schedule_id";--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ALTER COLUMN "venture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_schedules_venture_idx" ON "activity_schedules" USING btree ("venture_id","start_date") WHERE "activity_schedules"."deleted_at" IS NULL;
