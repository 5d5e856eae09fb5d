-- A venture's activities, deleted ones too: the bookings list's activity and spot name filters match them (a booking
-- keeps a deleted activity), and the live-only sort indexes left a scan of every venture's activities (issue 32).
CREATE INDEX "activities_venture_idx" ON "activities" USING btree ("venture_id");