ALTER TABLE "history" DROP CONSTRAINT "history_action_check";--> statement-breakpoint
DROP INDEX "agencies_name_idx";--> statement-breakpoint
DROP INDEX "brands_name_idx";--> statement-breakpoint
DROP INDEX "legal_entities_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "project_types_name_idx" ON "project_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_idx" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entities_name_idx" ON "legal_entities" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_action_check" CHECK ("history"."action" in ('create', 'update', 'delete', 'review', 'activate', 'deactivate'));