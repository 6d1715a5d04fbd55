CREATE TABLE "room_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	CONSTRAINT "room_blocks_kind_check" CHECK ("room_blocks"."kind" in ('out-of-order', 'out-of-service')),
	CONSTRAINT "room_blocks_dates_check" CHECK ("room_blocks"."end_date" > "room_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"during" daterange NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	CONSTRAINT "room_holds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "room_holds_block_id_unique" UNIQUE("block_id"),
	CONSTRAINT "room_holds_owner_check" CHECK (num_nonnulls("room_holds"."booking_id", "room_holds"."block_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_block_id_room_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."room_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_blocks_room_idx" ON "room_blocks" USING btree ("room_id","start_date");--> statement-breakpoint
-- One rule for every night of a room: a stay and a block, or two of either, never hold the same night.
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, "during" WITH &&);
--> statement-breakpoint
CREATE FUNCTION hold_booking_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.room_id = OLD.room_id AND NEW.check_in = OLD.check_in
		AND NEW.check_out = OLD.check_out AND (NEW.status = 'cancelled') = (OLD.status = 'cancelled') THEN
		RETURN NULL;
	END IF;
	DELETE FROM room_holds WHERE booking_id = NEW.id;
	IF NEW.status <> 'cancelled' THEN
		INSERT INTO room_holds (room_id, during, booking_id)
			VALUES (NEW.room_id, daterange(NEW.check_in, NEW.check_out, '[)'), NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_hold_nights AFTER INSERT OR UPDATE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION hold_booking_nights();
--> statement-breakpoint
CREATE FUNCTION hold_block_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM room_holds WHERE block_id = NEW.id;
	IF NEW.lifted_at IS NULL THEN
		INSERT INTO room_holds (room_id, during, block_id)
			VALUES (NEW.room_id, daterange(NEW.start_date, NEW.end_date, '[)'), NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER room_blocks_hold_nights AFTER INSERT OR UPDATE ON "room_blocks"
	FOR EACH ROW EXECUTE FUNCTION hold_block_nights();
--> statement-breakpoint
INSERT INTO "room_holds" ("room_id", "during", "booking_id")
	SELECT "room_id", daterange("check_in", "check_out", '[)'), "id" FROM "bookings" WHERE "status" <> 'cancelled';
