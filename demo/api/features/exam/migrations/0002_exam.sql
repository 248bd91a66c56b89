CREATE TABLE "exam_allowances" (
	"batch_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"multiplier" double precision NOT NULL,
	"extra_minutes" integer NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "extra_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_allowances_batch_participant" ON "exam_allowances" USING btree ("batch_id","participant_id");