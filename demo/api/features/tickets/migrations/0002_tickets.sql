ALTER TABLE "ticket_histories" ADD COLUMN "arabic_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "arabic_name" text;