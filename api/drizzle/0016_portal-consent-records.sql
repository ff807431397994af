ALTER TABLE "consent_records" ALTER COLUMN "project_uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "site" text;--> statement-breakpoint
CREATE INDEX "consent_records_site_idx" ON "consent_records" USING btree ("site","recorded_at");--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_site_check" CHECK (("consent_records"."project_uuid" is null) <> ("consent_records"."site" is null) and "consent_records"."site" in ('portal'));