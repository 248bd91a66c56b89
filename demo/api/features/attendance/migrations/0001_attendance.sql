ALTER TABLE "attendance_entries" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD COLUMN "distance_m" double precision;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD COLUMN "accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;