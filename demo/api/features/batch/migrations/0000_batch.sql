CREATE TABLE "assessment_criteria" (
	"id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"exam_no" integer
);
--> statement-breakpoint
CREATE TABLE "assessment_scores" (
	"sub_criterion_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"scored" double precision NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_scores_sub_criterion_id_participant_id_pk" PRIMARY KEY("sub_criterion_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_sub_criteria" (
	"id" integer PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"max_score" double precision NOT NULL,
	"weightage" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"message_ar" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"course_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"status" text NOT NULL,
	"enrollment_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_trainers" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "batch_trainers_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY NOT NULL,
	"batch_no" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" integer PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"venue_ar" text NOT NULL,
	"delivered_by" integer NOT NULL,
	"meeting_link" text
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"email" text NOT NULL,
	"nid" text,
	"phone_number" text,
	"company" text,
	"position" text
);
--> statement-breakpoint
ALTER TABLE "assessment_criteria" ADD CONSTRAINT "assessment_criteria_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_scores" ADD CONSTRAINT "assessment_scores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sub_criteria" ADD CONSTRAINT "assessment_sub_criteria_criterion_id_assessment_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."assessment_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_activity" ADD CONSTRAINT "batch_activity_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_participants" ADD CONSTRAINT "batch_participants_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_participants" ADD CONSTRAINT "batch_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_trainers" ADD CONSTRAINT "batch_trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_criteria_batch" ON "assessment_criteria" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "assessment_sub_criteria_criterion" ON "assessment_sub_criteria" USING btree ("criterion_id","id");--> statement-breakpoint
CREATE INDEX "batch_activity_batch_created" ON "batch_activity" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_courses_batch" ON "batch_courses" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_participants_pair" ON "batch_participants" USING btree ("batch_id","participant_id");--> statement-breakpoint
CREATE INDEX "batch_participants_participant" ON "batch_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "batch_trainers_user" ON "batch_trainers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_no" ON "batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "lectures_batch_start" ON "lectures" USING btree ("batch_id","start_at");--> statement-breakpoint
CREATE INDEX "lectures_start" ON "lectures" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_user" ON "participants" USING btree ("user_id");