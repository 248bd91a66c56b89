CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_no" text NOT NULL,
	"participant_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"exam_id" integer,
	"status" text NOT NULL,
	"issue_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"exam_question_id" integer NOT NULL,
	"answer" text[] NOT NULL,
	"skipped" boolean NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"batch_participant_id" integer NOT NULL,
	"passing_status" text,
	"percentage" double precision,
	"scored" integer,
	"total_score" integer NOT NULL,
	"is_feedback_pending" boolean NOT NULL,
	"marking" text NOT NULL,
	"attempt_date_time" timestamp with time zone,
	"total_time_spent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"time_limit" integer NOT NULL,
	"timer_type" text NOT NULL,
	"language" text NOT NULL,
	"pass_mark" double precision NOT NULL,
	"marks" integer NOT NULL,
	"is_show_result" boolean NOT NULL,
	"feedback_timing" text,
	"is_npo_course" boolean NOT NULL,
	"provided_by" integer NOT NULL,
	"ineligible" integer[] NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"batch_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"availability" text NOT NULL,
	"availability_ar" text NOT NULL,
	"location" text NOT NULL,
	"location_ar" text NOT NULL,
	"manual_marking" boolean NOT NULL,
	"marking_due_date" date
);
--> statement-breakpoint
CREATE TABLE "feedback_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"feedback_type" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no" ON "certificates" USING btree ("certificate_no");--> statement-breakpoint
CREATE INDEX "certificates_participant" ON "certificates" USING btree ("participant_id","status");--> statement-breakpoint
CREATE INDEX "certificates_batch" ON "certificates" USING btree ("batch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_answers_attempt_question" ON "exam_answers" USING btree ("attempt_id","exam_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_participant" ON "exam_attempts" USING btree ("exam_id","participant_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_participant" ON "exam_attempts" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_no" ON "exams" USING btree ("no");--> statement-breakpoint
CREATE INDEX "exams_batch" ON "exams" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_submissions_exam_participant_type" ON "feedback_submissions" USING btree ("exam_id","participant_id","feedback_type");