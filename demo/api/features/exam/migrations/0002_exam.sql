ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" text;--> statement-breakpoint
-- Existing certificates get a random code: 26 Crockford base32 characters, each from the first byte (fully random) of
-- its own gen_random_uuid() (pg_strong_random), modulo 32 (256 is a multiple of 32, so every character is equally likely).
UPDATE "certificates" SET "verification_code" = (
	SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + get_byte(uuid_send(gen_random_uuid()), 0) % 32, 1), '')
	FROM generate_series(1, 26) WHERE "certificates"."id" IS NOT NULL
);--> statement-breakpoint
-- Issued certificates freeze the name they were printed with until now: the profile's, else the participant's.
UPDATE "certificates" SET "holder_name" = COALESCE(NULLIF(btrim("users"."name"), ''), "participants"."name")
	FROM "participants" LEFT JOIN "users" ON "users"."id" = "participants"."user_id"
	WHERE "participants"."id" = "certificates"."participant_id" AND "certificates"."status" = 'issued';--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code" ON "certificates" USING btree ("verification_code");
