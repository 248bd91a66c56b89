CREATE TABLE "reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verify_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"signature" text NOT NULL,
	"expires" bigint NOT NULL,
	"force_expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verify_links" ADD CONSTRAINT "verify_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reset_tokens_user" ON "reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reset_tokens_created" ON "reset_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verify_links_signature" ON "verify_links" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "verify_links_user" ON "verify_links" USING btree ("user_id");