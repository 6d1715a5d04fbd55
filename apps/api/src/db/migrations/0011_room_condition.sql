CREATE TABLE "task_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_photos_task_id_unique" UNIQUE("task_id"),
	CONSTRAINT "task_photos_content_type_check" CHECK ("task_photos"."content_type" in ('image/webp'))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_housekeeping_check" CHECK ("rooms"."housekeeping" in ('clean', 'dirty', 'inspected'));--> statement-breakpoint
-- Today's rooms waiting for cleaning are dirty; every other room was last left clean.
UPDATE "rooms" SET "housekeeping" = 'dirty' WHERE "status" = 'cleaning';
