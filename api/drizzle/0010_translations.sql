CREATE TABLE "translation_languages" (
	"project_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "translation_languages_project_id_code_pk" PRIMARY KEY("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "translation_strings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translation_strings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" text NOT NULL,
	"language" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"english" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translation_strings_key_idx" ON "translation_strings" USING btree ("project_id","language","namespace","key");--> statement-breakpoint
-- the list triggers of migration 0004, for the new tables (list caches key on their generations)
CREATE TRIGGER "translation_strings_list_write" AFTER INSERT OR UPDATE OR DELETE ON "translation_strings" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_write"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "translation_strings_list_generation" AFTER INSERT OR UPDATE OR DELETE ON "translation_strings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_generations"();--> statement-breakpoint
CREATE TRIGGER "translation_languages_list_write" AFTER INSERT OR UPDATE OR DELETE ON "translation_languages" FOR EACH STATEMENT EXECUTE FUNCTION "note_list_write"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "translation_languages_list_generation" AFTER INSERT OR UPDATE OR DELETE ON "translation_languages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_generations"();
