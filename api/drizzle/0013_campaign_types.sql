CREATE TABLE "campaign_types" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_types_name_idx" ON "campaign_types" USING btree (lower("name"));--> statement-breakpoint
-- the list triggers of migration 0004, for the new table (list caches key on its generation)
CREATE TRIGGER "campaign_types_list_write" AFTER INSERT OR UPDATE OR DELETE ON "campaign_types" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_write"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaign_types_list_generation" AFTER INSERT OR UPDATE OR DELETE ON "campaign_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_generations"();
