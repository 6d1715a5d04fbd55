ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "room_since" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_since_check" CHECK ("bookings"."room_since" is null or ("bookings"."room_since" >= "bookings"."check_in" and "bookings"."room_since" <= "bookings"."check_out"));--> statement-breakpoint
-- A guest in house who changes rooms holds the new room only from the night of the change: the nights
-- already spent were in the old room, and another guest may have slept in the new one then.
CREATE OR REPLACE FUNCTION hold_booking_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.room_id = OLD.room_id AND NEW.check_in = OLD.check_in
		AND NEW.check_out = OLD.check_out AND NEW.room_since IS NOT DISTINCT FROM OLD.room_since
		AND (NEW.status = 'cancelled') = (OLD.status = 'cancelled') THEN
		RETURN NULL;
	END IF;
	DELETE FROM room_holds WHERE booking_id = NEW.id;
	IF NEW.status <> 'cancelled' THEN
		INSERT INTO room_holds (room_id, during, booking_id)
			VALUES (NEW.room_id, daterange(coalesce(NEW.room_since, NEW.check_in), NEW.check_out, '[)'), NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The bookings' own overlap rule follows the same nights as the holds.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, daterange(coalesce("room_since", "check_in"), "check_out", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
