DROP INDEX "projects_created_idx";--> statement-breakpoint
DROP INDEX "projects_brand_created_idx";--> statement-breakpoint
DROP INDEX "projects_agency_created_idx";--> statement-breakpoint
DROP INDEX "projects_type_created_idx";--> statement-breakpoint
DROP INDEX "projects_name_idx";--> statement-breakpoint
DROP INDEX "projects_go_live_idx";--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status","uuid");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_created_idx" ON "projects" USING btree ("brand_eid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_created_idx" ON "projects" USING btree ("agency_eid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "projects_type_created_idx" ON "projects" USING btree ("project_type_eid","created_at","uuid");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree (lower("name"),"uuid");--> statement-breakpoint
CREATE INDEX "projects_go_live_idx" ON "projects" USING btree ("estimated_go_live_date","uuid");