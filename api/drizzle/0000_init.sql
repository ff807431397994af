CREATE TABLE "age_gate_markets" (
	"age_gate_eid" text NOT NULL,
	"market_code" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "age_gate_markets_age_gate_eid_market_code_pk" PRIMARY KEY("age_gate_eid","market_code"),
	CONSTRAINT "age_gate_markets_age_check" CHECK ("age_gate_markets"."minimum_age" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "age_gates" (
	"eid" text PRIMARY KEY NOT NULL,
	"project_uuid" uuid NOT NULL,
	"style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"market_code" text NOT NULL,
	"main_contact_name" text,
	"main_contact_email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"review_state" text DEFAULT 'PENDING' NOT NULL,
	"review_reason" text,
	"requested_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "agencies_review_state_check" CHECK ("agencies"."review_state" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cookies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_uuid" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"duration" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "cookies_category_check" CHECK ("cookies"."category" in ('necessary', 'functional', 'performance', 'marketing')),
	CONSTRAINT "cookies_duration_check" CHECK ("cookies"."duration" ~ '^(session|([1-9][0-9]{0,2})[mhdy])$')
);
--> statement-breakpoint
CREATE TABLE "email_domains" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"state" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"resource_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_eid" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "history_action_check" CHECK ("history"."action" in ('create', 'update', 'delete', 'review'))
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"eid" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "policy_languages" (
	"policy_group" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "policy_languages_policy_group_code_pk" PRIMARY KEY("policy_group","code")
);
--> statement-breakpoint
CREATE TABLE "project_legal_data" (
	"project_uuid" uuid NOT NULL,
	"market_code" text NOT NULL,
	"legal_entity_eid" text,
	"privacy_policy_url" text,
	"terms_url" text,
	"cookie_policy_url" text,
	"imprint" text,
	"minimum_drinking_age" integer,
	"legal_contact_email" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "project_legal_data_project_uuid_market_code_pk" PRIMARY KEY("project_uuid","market_code")
);
--> statement-breakpoint
CREATE TABLE "project_markets" (
	"project_uuid" uuid NOT NULL,
	"market_code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "project_markets_project_uuid_market_code_pk" PRIMARY KEY("project_uuid","market_code")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_uuid" uuid NOT NULL,
	"user_eid" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "project_members_project_uuid_user_eid_pk" PRIMARY KEY("project_uuid","user_eid")
);
--> statement-breakpoint
CREATE TABLE "project_reviews" (
	"eid" text PRIMARY KEY NOT NULL,
	"project_uuid" uuid NOT NULL,
	"requested_by" text,
	"decision" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "project_reviews_decision_check" CHECK ("project_reviews"."decision" is null or "project_reviews"."decision" in ('APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"eid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"state" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency_eid" text,
	"brand_eid" text NOT NULL,
	"project_type_eid" text NOT NULL,
	"estimated_go_live_date" date,
	"has_global_policies" boolean DEFAULT false NOT NULL,
	"has_age_gateway" boolean DEFAULT false NOT NULL,
	"has_cookie_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"eid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"agency_eid" text,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"is_new_user" boolean,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "users_state_check" CHECK ("users"."state" in ('ACTIVE', 'INVITED', 'DISABLED'))
);
--> statement-breakpoint
ALTER TABLE "age_gate_markets" ADD CONSTRAINT "age_gate_markets_age_gate_eid_age_gates_eid_fk" FOREIGN KEY ("age_gate_eid") REFERENCES "public"."age_gates"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_gate_markets" ADD CONSTRAINT "age_gate_markets_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_gates" ADD CONSTRAINT "age_gates_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_requested_by_users_eid_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("eid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookies" ADD CONSTRAINT "cookies_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_country_markets_code_fk" FOREIGN KEY ("country") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_legal_data" ADD CONSTRAINT "project_legal_data_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_legal_data" ADD CONSTRAINT "project_legal_data_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_legal_data" ADD CONSTRAINT "project_legal_data_legal_entity_eid_legal_entities_eid_fk" FOREIGN KEY ("legal_entity_eid") REFERENCES "public"."legal_entities"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_markets" ADD CONSTRAINT "project_markets_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_markets" ADD CONSTRAINT "project_markets_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_eid_users_eid_fk" FOREIGN KEY ("user_eid") REFERENCES "public"."users"("eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_project_uuid_projects_uuid_fk" FOREIGN KEY ("project_uuid") REFERENCES "public"."projects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agency_eid_agencies_eid_fk" FOREIGN KEY ("agency_eid") REFERENCES "public"."agencies"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_brand_eid_brands_eid_fk" FOREIGN KEY ("brand_eid") REFERENCES "public"."brands"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_eid_project_types_eid_fk" FOREIGN KEY ("project_type_eid") REFERENCES "public"."project_types"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_eid_agencies_eid_fk" FOREIGN KEY ("agency_eid") REFERENCES "public"."agencies"("eid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "age_gates_project_idx" ON "age_gates" USING btree ("project_uuid");--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cookies_project_name_idx" ON "cookies" USING btree ("project_uuid","language",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_name_idx" ON "email_domains" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "history_resource_idx" ON "history" USING btree ("resource","resource_id","at");--> statement-breakpoint
CREATE INDEX "legal_entities_name_idx" ON "legal_entities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "news_items_handle_idx" ON "news_items" USING btree ("handle","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_markets_market_idx" ON "project_markets" USING btree ("market_code");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_eid","project_uuid");--> statement-breakpoint
CREATE INDEX "project_reviews_project_idx" ON "project_reviews" USING btree ("project_uuid");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"uuid");--> statement-breakpoint
CREATE INDEX "projects_brand_created_idx" ON "projects" USING btree ("brand_eid","created_at" DESC NULLS FIRST,"uuid");--> statement-breakpoint
CREATE INDEX "projects_agency_created_idx" ON "projects" USING btree ("agency_eid","created_at" DESC NULLS FIRST,"uuid");--> statement-breakpoint
CREATE INDEX "projects_type_created_idx" ON "projects" USING btree ("project_type_eid","created_at" DESC NULLS FIRST,"uuid");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "projects_go_live_idx" ON "projects" USING btree ("estimated_go_live_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_eid");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree (lower("display_name"));