ALTER TABLE "lectures" ADD COLUMN "venue_latitude" double precision;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "venue_longitude" double precision;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "venue_radius_m" integer;