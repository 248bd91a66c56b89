CREATE TABLE "attendance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"client_timestamp" bigint,
	"latitude" double precision,
	"longitude" double precision,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"lecture_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"batch_participant_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_late" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"update_comments" text,
	"flagged_comments" text,
	"reviewed_by_name" text,
	"reviewed_comments" text,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_record_id_attendance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_entries_record" ON "attendance_entries" USING btree ("record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_lecture_participant" ON "attendance_records" USING btree ("lecture_id","participant_id");