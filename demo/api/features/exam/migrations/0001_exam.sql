CREATE TABLE "exam_allowances" (
	"batch_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"multiplier" double precision NOT NULL,
	"extra_minutes" integer NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_clients" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"address" text NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"key" text,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL,
	"client_at" timestamp with time zone,
	"server_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"counted" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "extra_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempt_clients" ADD CONSTRAINT "exam_attempt_clients_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_events" ADD CONSTRAINT "exam_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_allowances_batch_participant" ON "exam_allowances" USING btree ("batch_id","participant_id");--> statement-breakpoint
CREATE INDEX "exam_events_attempt" ON "exam_events" USING btree ("attempt_id","server_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_events_attempt_key" ON "exam_events" USING btree ("attempt_id","key");