CREATE TABLE "buttons" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"status" integer NOT NULL,
	"on_page" text NOT NULL,
	"visible_for_role_name" text NOT NULL,
	"file_path" text,
	"file_name" text,
	"file_type" text,
	"content" text,
	CONSTRAINT "buttons_file_whole" CHECK (("buttons"."file_path" is null) = ("buttons"."file_name" is null) and ("buttons"."file_path" is null) = ("buttons"."file_type" is null))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"color" text NOT NULL,
	"initials" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buttons_status_role" ON "buttons" USING btree ("status","visible_for_role_name");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name" ON "companies" USING btree ("name");