ALTER TABLE "certificates" ADD COLUMN "expires_on" date;--> statement-breakpoint
-- Issued certificates freeze the expiry they have shown until now: the issue date plus the course's validity (a month
-- added to the 31st ends on the shorter month's last day, as src/core/verify/validity.ts adds them); none: never.
UPDATE "certificates" SET "expires_on" = ("certificates"."issue_date" + make_interval(months => "courses"."validity_months"))::date
	FROM "courses"
	WHERE "courses"."id" = "certificates"."course_id" AND "certificates"."status" = 'issued' AND "courses"."validity_months" IS NOT NULL;
