-- A guest's upcoming reservations: the cap on unpaid ones counts them in every booking a guest makes, and
-- without it a generic plan scanned every upcoming booking (or every bill) of the hotel to count one guest's.
CREATE INDEX "bookings_guest_reserved_idx" ON "bookings" USING btree ("guest_id","check_out") WHERE "bookings"."status" = 'reserved';