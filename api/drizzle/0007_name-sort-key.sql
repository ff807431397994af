DROP INDEX "projects_name_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_sort_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "projects_name_sort_idx" ON "projects" USING btree ("name_sort_name","uuid");