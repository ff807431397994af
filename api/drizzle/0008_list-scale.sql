DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "list_generations" ADD COLUMN "row_count" bigint;--> statement-breakpoint
-- INCLUDE hand-written (drizzle-kit cannot express it): the default order's filters, tested from the index
CREATE INDEX "projects_created_cover_idx" ON "projects" USING btree ("created_at","uuid") INCLUDE ("status","project_type_eid","has_cookie_consent","estimated_go_live_date");--> statement-breakpoint
CREATE INDEX "projects_brand_brand_idx" ON "projects" USING btree ("brand_eid","brand_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_agency_idx" ON "projects" USING btree ("agency_eid","agency_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_type_type_idx" ON "projects" USING btree ("project_type_eid","type_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_name_idx" ON "projects" USING btree ("brand_eid","name_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_go_live_idx" ON "projects" USING btree ("brand_eid","estimated_go_live_date","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_status_idx" ON "projects" USING btree ("brand_eid","status","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_type_idx" ON "projects" USING btree ("brand_eid","type_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_agency_idx" ON "projects" USING btree ("brand_eid","agency_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_name_idx" ON "projects" USING btree ("agency_eid","name_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_go_live_idx" ON "projects" USING btree ("agency_eid","estimated_go_live_date","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_status_idx" ON "projects" USING btree ("agency_eid","status","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_type_idx" ON "projects" USING btree ("agency_eid","type_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_brand_idx" ON "projects" USING btree ("agency_eid","brand_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_name_sort_trgm_idx" ON "projects" USING gin ("name_sort_name" gin_trgm_ops);--> statement-breakpoint
-- A write statement adds its inserted minus deleted rows to a transaction-local setting (no lock,
-- as note_list_write); the commit-time bump moves the sum into row_count with the generation, so
-- a total and its generation always change together.
CREATE FUNCTION "note_list_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	setting text := 'ottilia.rows_' || TG_TABLE_NAME;
	delta bigint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT count(*) INTO delta FROM added;
	ELSE
		SELECT -count(*) INTO delta FROM removed;
	END IF;
	PERFORM set_config(setting, (coalesce(nullif(current_setting(setting, true), ''), '0')::bigint + delta)::text, true);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_list_generations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written text := current_setting('ottilia.list_writes', true);
	t text;
	delta bigint;
BEGIN
	IF written IS NULL OR written = '' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('ottilia.list_writes', '', true);
	FOR t IN SELECT DISTINCT name FROM unnest(string_to_array(trim(written), ' ')) AS name ORDER BY name LOOP
		delta := nullif(current_setting('ottilia.rows_' || t, true), '')::bigint;
		IF delta IS NOT NULL THEN
			PERFORM set_config('ottilia.rows_' || t, '', true);
		END IF;
		-- an uncounted table's row_count stays null
		INSERT INTO "list_generations" ("name", "generation") VALUES (t, 1)
		ON CONFLICT ("name") DO UPDATE SET "generation" = "list_generations"."generation" + 1,
			"row_count" = "list_generations"."row_count" + coalesce(delta, 0);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- projects are counted: no writer may slip between the count and the triggers
LOCK TABLE "projects" IN SHARE MODE;--> statement-breakpoint
CREATE TRIGGER "projects_rows_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "note_list_rows"();--> statement-breakpoint
CREATE TRIGGER "projects_rows_removed" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "note_list_rows"();--> statement-breakpoint
INSERT INTO "list_generations" ("name", "generation", "row_count") SELECT 'projects', 0, count(*) FROM "projects"
ON CONFLICT ("name") DO UPDATE SET "row_count" = excluded."row_count";
