CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_uuid" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"granted" text NOT NULL,
	"refused" text NOT NULL,
	"revision" text NOT NULL,
	"market" text,
	"age_gate" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_age_gate_check" CHECK ("consent_records"."age_gate" in ('passed', 'not-required', 'off'))
);
--> statement-breakpoint
CREATE TABLE "consent_settings" (
	"project_uuid" uuid PRIMARY KEY NOT NULL,
	"lifetime_months" integer DEFAULT 12 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "consent_settings_lifetime_check" CHECK ("consent_settings"."lifetime_months" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_project_idx" ON "consent_records" USING btree ("project_uuid","recorded_at");--> statement-breakpoint
CREATE INDEX "consent_records_recorded_idx" ON "consent_records" USING btree ("recorded_at");