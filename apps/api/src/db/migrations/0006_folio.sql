CREATE TABLE "charge_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_items_category_check" CHECK ("charge_items"."category" in ('minibar', 'spa', 'restaurant', 'laundry', 'other')),
	CONSTRAINT "charge_items_price_check" CHECK ("charge_items"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "folio_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"night" date,
	"amount_cents" integer NOT NULL,
	"charge_item_id" uuid,
	"reason" text,
	"posted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_lines_kind_check" CHECK ("folio_lines"."kind" in ('room-night', 'cancellation-fee', 'extra', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "payment_records" DROP CONSTRAINT "payment_records_method_check";--> statement-breakpoint
ALTER TABLE "billings" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_charge_item_id_charge_items_id_fk" FOREIGN KEY ("charge_item_id") REFERENCES "public"."charge_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_name_key" ON "charge_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "folio_lines_booking_idx" ON "folio_lines" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_balance_check" CHECK ("billings"."balance_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_method_check" CHECK ("payment_records"."method" in ('card', 'cash', 'desk'));--> statement-breakpoint
-- Every stay's room nights as folio lines, one per night at the booking's price (any odd cent on the first night).
INSERT INTO "folio_lines" ("booking_id", "kind", "description", "night", "amount_cents", "created_at")
SELECT b."id", 'room-night', 'Room ' || r."room_number", n.night::date,
	b."total_cents" / (b."check_out" - b."check_in")
		+ CASE WHEN n.night::date = b."check_in" THEN b."total_cents" % (b."check_out" - b."check_in") ELSE 0 END,
	b."created_at"
FROM "bookings" b
JOIN "rooms" r ON r."id" = b."room_id"
CROSS JOIN LATERAL generate_series(b."check_in", b."check_out" - 1, interval '1 day') AS n(night);
--> statement-breakpoint
-- A cancelled stay's nights are reversed, and its cancellation fee charged.
INSERT INTO "folio_lines" ("booking_id", "kind", "description", "night", "amount_cents", "reason", "created_at")
SELECT fl."booking_id", 'room-night', fl."description", fl."night", -fl."amount_cents", 'Stay cancelled',
	coalesce(b."cancelled_at", b."updated_at")
FROM "folio_lines" fl
JOIN "bookings" b ON b."id" = fl."booking_id"
WHERE b."status" = 'cancelled';
--> statement-breakpoint
INSERT INTO "folio_lines" ("booking_id", "kind", "description", "amount_cents", "created_at")
SELECT b."id", 'cancellation-fee', 'Cancellation fee', b."cancellation_charge_cents", coalesce(b."cancelled_at", b."updated_at")
FROM "bookings" b
WHERE b."status" = 'cancelled' AND coalesce(b."cancellation_charge_cents", 0) > 0;
--> statement-breakpoint
-- Whatever else the bill's amount held (a goodwill refund lowered it) carries over as one adjustment.
INSERT INTO "folio_lines" ("booking_id", "kind", "description", "amount_cents", "reason", "created_at")
SELECT bl."booking_id", 'adjustment', 'Adjustment', bl."amount_cents" - sums.charged, 'Carried over from the bill', bl."updated_at"
FROM "billings" bl
JOIN (SELECT "booking_id", sum("amount_cents")::int AS charged FROM "folio_lines" GROUP BY "booking_id") sums
	ON sums."booking_id" = bl."booking_id"
WHERE bl."amount_cents" <> sums.charged;
--> statement-breakpoint
-- A bill marked paid with no payment on record was paid at the desk.
INSERT INTO "payment_records" ("booking_id", "kind", "method", "amount_cents", "created_at")
SELECT bl."booking_id", 'payment', 'desk',
	bl."amount_cents" + bl."refund_due_cents" - coalesce(paid.net, 0), bl."updated_at"
FROM "billings" bl
LEFT JOIN (
	SELECT "booking_id", sum(CASE WHEN "kind" = 'payment' THEN "amount_cents" ELSE -"amount_cents" END)::int AS net
	FROM "payment_records" GROUP BY "booking_id"
) paid ON paid."booking_id" = bl."booking_id"
WHERE bl."status" = 'confirmed' AND bl."amount_cents" + bl."refund_due_cents" > coalesce(paid.net, 0);
--> statement-breakpoint
-- The bill's figures as the folio gives them.
UPDATE "billings" bl SET
	"balance_cents" = greatest(bl."amount_cents" - coalesce(paid.net, 0), 0),
	"refund_due_cents" = greatest(coalesce(paid.net, 0) - bl."amount_cents", 0),
	"status" = CASE
		WHEN bl."amount_cents" - coalesce(paid.net, 0) <= 0 THEN 'confirmed'
		WHEN bl."status" = 'failed' THEN 'failed'
		ELSE 'pending' END
FROM "billings" b2
LEFT JOIN (
	SELECT "booking_id", sum(CASE WHEN "kind" = 'payment' THEN "amount_cents" ELSE -"amount_cents" END)::int AS net
	FROM "payment_records" GROUP BY "booking_id"
) paid ON paid."booking_id" = b2."booking_id"
WHERE b2."id" = bl."id";
--> statement-breakpoint
-- Money on record is never changed or deleted: a correction is a new line.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: post a correcting line instead', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER folio_lines_append_only BEFORE UPDATE OR DELETE ON "folio_lines"
	FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER payment_records_append_only BEFORE UPDATE OR DELETE ON "payment_records"
	FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
