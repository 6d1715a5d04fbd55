-- No two stays that are not cancelled may share a night of the same room.
-- A stay is the half-open range [check_in, check_out): a departure day can be the next arrival day.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
