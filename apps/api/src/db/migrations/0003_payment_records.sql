CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"intent_id" text,
	"refund_id" text,
	"reason" text,
	"posted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_records_kind_check" CHECK ("payment_records"."kind" in ('payment', 'refund')),
	CONSTRAINT "payment_records_method_check" CHECK ("payment_records"."method" in ('card', 'cash')),
	CONSTRAINT "payment_records_amount_check" CHECK ("payment_records"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_records_booking_idx" ON "payment_records" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_intent_payment_key" ON "payment_records" USING btree ("intent_id") WHERE kind = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_refund_key" ON "payment_records" USING btree ("refund_id");--> statement-breakpoint
-- Card payments already applied: a confirmed card bill was paid by its booking's succeeded intent.
INSERT INTO "payment_records" ("booking_id", "kind", "method", "amount_cents", "intent_id", "created_at")
SELECT pi."booking_id", 'payment', 'card', pi."amount_cents", pi."id", pi."updated_at"
FROM "payment_intents" pi
JOIN "billings" b ON b."booking_id" = pi."booking_id"
WHERE pi."status" = 'succeeded' AND b."payment_method" = 'card';
