CREATE TABLE "course_progress" (
	"id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_course_id" integer NOT NULL,
	"batch_participant_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"progress_percentage" double precision NOT NULL,
	"total_time_spent" double precision NOT NULL,
	"total_guided_learning_time" double precision NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"course_content_progress" jsonb NOT NULL,
	"course_chapter_progress" jsonb NOT NULL,
	"course_unit_progress" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_progress_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"course_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"duration" double precision NOT NULL,
	"units" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress_links" ADD CONSTRAINT "course_progress_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_progress_participant_batch_course" ON "course_progress" USING btree ("participant_id","batch_course_id");