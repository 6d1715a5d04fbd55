-- A short code for each booking (AUR- and five letters or digits, none that read alike: no 0/O, 1/I).
-- The database makes it, so every way a booking is written gets one; it loops until the code is unused.
CREATE OR REPLACE FUNCTION booking_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  candidate text;
BEGIN
  LOOP
    candidate := 'AUR-';
    FOR i IN 1..5 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE reference = candidate);
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing bookings one at a time, so that each new code is checked against the ones given before it.
DO $$
DECLARE
  row record;
BEGIN
  FOR row IN SELECT id FROM bookings WHERE reference IS NULL ORDER BY created_at, id LOOP
    UPDATE bookings SET reference = booking_reference() WHERE id = row.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET DEFAULT booking_reference();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");
