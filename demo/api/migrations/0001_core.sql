ALTER TABLE "users" ADD COLUMN "trainer_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trainer_approved_at" timestamp with time zone;