CREATE TABLE "list_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- A write statement notes its table in a transaction-local setting: no lock, so writers of one
-- table do not queue behind each other for their whole transaction.
CREATE FUNCTION "note_list_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('ottilia.list_writes', coalesce(current_setting('ottilia.list_writes', true), '') || TG_TABLE_NAME || ' ', true);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- At commit (deferred), the first row event bumps every noted table's generation, in name order,
-- so two committing transactions cannot deadlock on the generation rows; the other events of
-- the transaction find nothing left to do.
CREATE FUNCTION "bump_list_generations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written text := current_setting('ottilia.list_writes', true);
	t text;
BEGIN
	IF written IS NULL OR written = '' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('ottilia.list_writes', '', true);
	FOR t IN SELECT DISTINCT name FROM unnest(string_to_array(trim(written), ' ')) AS name ORDER BY name LOOP
		INSERT INTO "list_generations" ("name", "generation") VALUES (t, 1)
		ON CONFLICT ("name") DO UPDATE SET "generation" = "list_generations"."generation" + 1;
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- every table a list can read; a later table gets the same two triggers in its own migration
DO $$
DECLARE t text;
BEGIN
	FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('history', 'list_generations') LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "note_list_write"()', t || '_list_write', t);
		EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_generations"()', t || '_list_generation', t);
	END LOOP;
END
$$;
