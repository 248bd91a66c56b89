ALTER TABLE "attendance_records" ADD COLUMN "first_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "last_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "last_out_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written below: the records' entry times come from their entries, filled once here and kept by triggers.
UPDATE "attendance_records" AS r SET "first_in_at" = t.first_in, "last_in_at" = t.last_in, "last_out_at" = t.last_out
FROM (
	SELECT "record_id", min("at") FILTER (WHERE "kind" = 'IN') AS first_in, max("at") FILTER (WHERE "kind" = 'IN') AS last_in,
		max("at") FILTER (WHERE "kind" = 'OUT') AS last_out
	FROM "attendance_entries" GROUP BY "record_id"
) AS t
WHERE r."id" = t."record_id";--> statement-breakpoint
-- A new entry widens its record's times: least/greatest on the row as it is when locked, so two transactions adding
-- entries to one record at once both count (READ COMMITTED re-reads the record before it updates it). Per row: a
-- scan writes one entry at a time, and a primary-key update costs it less than a statement trigger's transition table.
CREATE FUNCTION "attendance_entry_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "attendance_records" SET
		"first_in_at" = CASE WHEN NEW."kind" = 'IN' THEN least("first_in_at", NEW."at") ELSE "first_in_at" END,
		"last_in_at" = CASE WHEN NEW."kind" = 'IN' THEN greatest("last_in_at", NEW."at") ELSE "last_in_at" END,
		"last_out_at" = CASE WHEN NEW."kind" = 'OUT' THEN greatest("last_out_at", NEW."at") ELSE "last_out_at" END
	WHERE "id" = NEW."record_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_entry_added" AFTER INSERT ON "attendance_entries"
	FOR EACH ROW EXECUTE FUNCTION "attendance_entry_added"();--> statement-breakpoint
-- Entries are never changed nor deleted by the API (only their flags); should one be, its records are counted anew.
CREATE FUNCTION "attendance_entries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "record_id") INTO ids FROM removed;
	ELSE
		SELECT array_agg(DISTINCT v.record_id) INTO ids FROM removed AS o JOIN added AS n ON n."id" = o."id",
			LATERAL (VALUES (o."record_id"), (n."record_id")) AS v(record_id)
		WHERE (o."record_id", o."kind", o."at") IS DISTINCT FROM (n."record_id", n."kind", n."at");
	END IF;
	IF ids IS NULL THEN RETURN NULL; END IF;
	UPDATE "attendance_records" AS r SET "first_in_at" = t.first_in, "last_in_at" = t.last_in, "last_out_at" = t.last_out
	FROM (
		SELECT c.id, min(e."at") FILTER (WHERE e."kind" = 'IN') AS first_in,
			max(e."at") FILTER (WHERE e."kind" = 'IN') AS last_in, max(e."at") FILTER (WHERE e."kind" = 'OUT') AS last_out
		FROM unnest(ids) AS c(id) LEFT JOIN "attendance_entries" AS e ON e."record_id" = c.id
		GROUP BY c.id
	) AS t
	WHERE r."id" = t.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_entries_changed" AFTER UPDATE ON "attendance_entries"
	REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "attendance_entries_changed"();--> statement-breakpoint
CREATE TRIGGER "attendance_entries_removed" AFTER DELETE ON "attendance_entries"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "attendance_entries_changed"();
