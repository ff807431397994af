ALTER TABLE "projects" ADD COLUMN "agency_sort_name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brand_sort_name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "type_sort_name" text;--> statement-breakpoint
-- A project's sort names follow its agency, brand and type: set on insert and when a key changes.
CREATE FUNCTION "project_sort_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.agency_sort_name := (SELECT lower(name) FROM agencies WHERE eid = NEW.agency_eid);
	NEW.brand_sort_name := (SELECT lower(name) FROM brands WHERE eid = NEW.brand_eid);
	NEW.type_sort_name := (SELECT lower(name) FROM project_types WHERE eid = NEW.project_type_eid);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_sort_names" BEFORE INSERT OR UPDATE OF "agency_eid", "brand_eid", "project_type_eid" ON "projects"
	FOR EACH ROW EXECUTE FUNCTION "project_sort_names"();--> statement-breakpoint
-- ...and when an agency, brand or type is renamed (rare; it rewrites that one's projects).
CREATE FUNCTION "rename_project_sort_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'agencies' THEN
		UPDATE projects SET agency_sort_name = lower(NEW.name) WHERE agency_eid = NEW.eid;
	ELSIF TG_TABLE_NAME = 'brands' THEN
		UPDATE projects SET brand_sort_name = lower(NEW.name) WHERE brand_eid = NEW.eid;
	ELSE
		UPDATE projects SET type_sort_name = lower(NEW.name) WHERE project_type_eid = NEW.eid;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agencies_rename_sort_names" AFTER UPDATE OF "name" ON "agencies"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_project_sort_names"();--> statement-breakpoint
CREATE TRIGGER "brands_rename_sort_names" AFTER UPDATE OF "name" ON "brands"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_project_sort_names"();--> statement-breakpoint
CREATE TRIGGER "project_types_rename_sort_names" AFTER UPDATE OF "name" ON "project_types"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_project_sort_names"();--> statement-breakpoint
CREATE INDEX "projects_agency_sort_idx" ON "projects" USING btree ("agency_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_sort_idx" ON "projects" USING btree ("brand_sort_name","uuid");--> statement-breakpoint
CREATE INDEX "projects_type_sort_idx" ON "projects" USING btree ("type_sort_name","uuid");--> statement-breakpoint
-- Existing projects get their names. The update queues the list-generation triggers until commit;
-- firing them now lets later migrations in the same transaction change the table.
UPDATE "projects" p SET
	agency_sort_name = (SELECT lower(name) FROM agencies WHERE eid = p.agency_eid),
	brand_sort_name = (SELECT lower(name) FROM brands WHERE eid = p.brand_eid),
	type_sort_name = (SELECT lower(name) FROM project_types WHERE eid = p.project_type_eid);--> statement-breakpoint
SET CONSTRAINTS ALL IMMEDIATE;
