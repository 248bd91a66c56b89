CREATE TABLE "support_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "support_types_value" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "ticket_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" integer NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"nid" text,
	"training_location" text,
	"city" text,
	"state" text,
	"country" text,
	"type" text NOT NULL,
	"status" integer NOT NULL,
	"description" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_histories" ADD CONSTRAINT "ticket_histories_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_histories" ADD CONSTRAINT "ticket_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_type_support_types_value_fk" FOREIGN KEY ("type") REFERENCES "public"."support_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_types_status" ON "support_types" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ticket_histories_ticket" ON "ticket_histories" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_histories_user" ON "ticket_histories" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_no" ON "tickets" USING btree ("no");--> statement-breakpoint
CREATE INDEX "tickets_user_created" ON "tickets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_user_status_created" ON "tickets" USING btree ("user_id","status","created_at","id");