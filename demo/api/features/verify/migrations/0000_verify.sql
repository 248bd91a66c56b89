CREATE TABLE "certificate_revocations" (
	"certificate_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"revoked_by" integer NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
