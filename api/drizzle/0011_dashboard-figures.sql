-- The dashboard's kept figures (issue 28): counts per scope (every project, one agency, one brand,
-- one market) and per figure (status, agency, brand, market, go-live month, coverage), kept up to
-- date at commit, so the dashboard reads about a hundred rows instead of scanning the projects.
-- dashboard_inputs holds what each project last contributed; a commit subtracts that and adds the
-- project's current state, for every project the transaction touched.
CREATE TABLE "dashboard_inputs" (
	"project_uuid" uuid PRIMARY KEY NOT NULL,
	"agency_eid" text,
	"brand_eid" text NOT NULL,
	"status" text NOT NULL,
	"go_live_month" text,
	"cookie_consent" boolean NOT NULL,
	"with_cookies" boolean NOT NULL,
	"age_gate" boolean NOT NULL,
	"with_age_gate" boolean NOT NULL,
	"markets" text[] NOT NULL
);
--> statement-breakpoint
-- scope: 'all' (scope_key ''), 'agency', 'brand' or 'market' (scope_key the eid or code);
-- dim: 'status', 'agency' (key '' = other agency), 'brand', 'market', 'month' (YYYY-MM of the planned
-- go-live), 'open_month' (the same, unpublished projects only), 'coverage' (key: the flag)
CREATE TABLE "dashboard_figures" (
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("scope", "scope_key", "dim", "key")
);
--> statement-breakpoint
-- Projects touched by the open transaction. Another transaction's rows are never visible: they are
-- deleted by the same commit that wrote them.
CREATE TABLE "dashboard_dirty" ("project_uuid" uuid NOT NULL);
--> statement-breakpoint
-- One row per writing transaction, whose deferred trigger applies the changes at commit.
CREATE TABLE "dashboard_pending" ("marker" boolean NOT NULL);
--> statement-breakpoint
-- The figure rows one project counts in: every scope it belongs to times every figure it adds to.
CREATE FUNCTION "dashboard_rows"(p_agency text, p_brand text, p_status text, p_month text, p_cookie_consent boolean,
	p_with_cookies boolean, p_age_gate boolean, p_with_age_gate boolean, p_markets text[])
RETURNS TABLE ("scope" text, "scope_key" text, "dim" text, "key" text) LANGUAGE sql IMMUTABLE AS $$
	WITH scopes(scope, scope_key) AS (
		SELECT 'all', ''
		UNION ALL SELECT 'agency', p_agency WHERE p_agency IS NOT NULL
		UNION ALL SELECT 'brand', p_brand
		UNION ALL SELECT 'market', m FROM unnest(p_markets) AS m
	), figures(dim, key) AS (
		SELECT 'status', p_status
		UNION ALL SELECT 'agency', coalesce(p_agency, '')
		UNION ALL SELECT 'brand', p_brand
		UNION ALL SELECT 'market', m FROM unnest(p_markets) AS m
		UNION ALL SELECT 'month', p_month WHERE p_month IS NOT NULL
		UNION ALL SELECT 'open_month', p_month WHERE p_month IS NOT NULL AND p_status <> 'PUBLISHED'
		UNION ALL SELECT 'coverage', 'cookie_consent' WHERE p_cookie_consent
		UNION ALL SELECT 'coverage', 'with_cookies' WHERE p_with_cookies
		UNION ALL SELECT 'coverage', 'age_gate' WHERE p_age_gate
		UNION ALL SELECT 'coverage', 'with_age_gate' WHERE p_with_age_gate
	)
	SELECT s.scope, s.scope_key, f.dim, f.key FROM scopes s CROSS JOIN figures f
$$;
--> statement-breakpoint
-- What the projects (by uuid) contribute now, as this transaction sees them.
CREATE FUNCTION "dashboard_current"(p_projects uuid[]) RETURNS SETOF "dashboard_inputs" LANGUAGE sql STABLE AS $$
	SELECT p.uuid, p.agency_eid, p.brand_eid, p.status, to_char(p.estimated_go_live_date, 'YYYY-MM'),
		p.has_cookie_consent, EXISTS (SELECT 1 FROM cookies c WHERE c.project_uuid = p.uuid),
		p.has_age_gateway, EXISTS (SELECT 1 FROM age_gates g WHERE g.project_uuid = p.uuid),
		coalesce((SELECT array_agg(pm.market_code ORDER BY pm.market_code) FROM project_markets pm WHERE pm.project_uuid = p.uuid), '{}')
	FROM projects p WHERE p.uuid = ANY (p_projects)
$$;
--> statement-breakpoint
-- A write statement notes the projects it touched; the transaction's first note also leaves the
-- marker whose deferred trigger runs dashboard_apply at commit.
CREATE FUNCTION "dashboard_note"(p_projects uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_projects IS NULL OR cardinality(p_projects) = 0 THEN
		RETURN;
	END IF;
	INSERT INTO "dashboard_dirty" SELECT DISTINCT u FROM unnest(p_projects) AS u;
	IF coalesce(current_setting('ottilia.dashboard_pending', true), '') = '' THEN
		PERFORM set_config('ottilia.dashboard_pending', 'yes', true);
		INSERT INTO "dashboard_pending" VALUES (true);
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched uuid[];
BEGIN
	DELETE FROM "dashboard_pending";
	PERFORM set_config('ottilia.dashboard_pending', '', true);
	WITH d AS (DELETE FROM "dashboard_dirty" RETURNING project_uuid)
	SELECT array_agg(DISTINCT project_uuid ORDER BY project_uuid) INTO touched FROM d;
	IF touched IS NULL THEN
		RETURN NULL;
	END IF;
	-- two commits touching one project take their turns here (in uuid order: no deadlock)
	PERFORM 1 FROM "dashboard_inputs" WHERE project_uuid = ANY (touched) ORDER BY project_uuid FOR UPDATE;
	-- one statement, rows in key order: commits updating the same figures cannot deadlock
	INSERT INTO "dashboard_figures" ("scope", "scope_key", "dim", "key", "n")
	SELECT r.scope, r.scope_key, r.dim, r.key, sum(d.sign)
	FROM (
		SELECT -1 AS sign, i.* FROM "dashboard_inputs" i WHERE i.project_uuid = ANY (touched)
		UNION ALL SELECT 1, c.* FROM dashboard_current(touched) c
	) d, LATERAL dashboard_rows(d.agency_eid, d.brand_eid, d.status, d.go_live_month, d.cookie_consent,
		d.with_cookies, d.age_gate, d.with_age_gate, d.markets) r
	GROUP BY r.scope, r.scope_key, r.dim, r.key
	HAVING sum(d.sign) <> 0
	ORDER BY r.scope, r.scope_key, r.dim, r.key
	ON CONFLICT ("scope", "scope_key", "dim", "key") DO UPDATE SET "n" = "dashboard_figures"."n" + excluded."n";
	DELETE FROM "dashboard_inputs" WHERE project_uuid = ANY (touched);
	INSERT INTO "dashboard_inputs" SELECT * FROM dashboard_current(touched);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_pending_apply" AFTER INSERT ON "dashboard_pending"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_apply"();
--> statement-breakpoint
-- The notes, per table and event (a trigger with transition tables takes one event).
CREATE FUNCTION "dashboard_note_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'projects' THEN
		PERFORM dashboard_note(ARRAY(SELECT uuid FROM added));
	ELSE
		PERFORM dashboard_note(ARRAY(SELECT project_uuid FROM added));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_note_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'projects' THEN
		PERFORM dashboard_note(ARRAY(SELECT uuid FROM removed));
	ELSE
		PERFORM dashboard_note(ARRAY(SELECT project_uuid FROM removed));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- an update of projects counts only when a figure's column changed (names and versions do not)
CREATE FUNCTION "dashboard_note_projects_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM dashboard_note(ARRAY(
		SELECT a.uuid FROM added a JOIN removed r ON r.uuid = a.uuid
		WHERE (a.agency_eid, a.brand_eid, a.status, a.estimated_go_live_date, a.has_cookie_consent, a.has_age_gateway)
			IS DISTINCT FROM (r.agency_eid, r.brand_eid, r.status, r.estimated_go_live_date, r.has_cookie_consent, r.has_age_gateway)));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- cookies and age gates move between projects only by delete and insert; an update names both
CREATE FUNCTION "dashboard_note_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM dashboard_note(ARRAY(SELECT project_uuid FROM added UNION SELECT project_uuid FROM removed));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_added"();--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_removed" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_removed"();--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_changed" AFTER UPDATE ON "projects" REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_projects_changed"();--> statement-breakpoint
CREATE TRIGGER "project_markets_dashboard_added" AFTER INSERT ON "project_markets" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_added"();--> statement-breakpoint
CREATE TRIGGER "project_markets_dashboard_removed" AFTER DELETE ON "project_markets" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_removed"();--> statement-breakpoint
CREATE TRIGGER "project_markets_dashboard_moved" AFTER UPDATE ON "project_markets" REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_moved"();--> statement-breakpoint
CREATE TRIGGER "cookies_dashboard_added" AFTER INSERT ON "cookies" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_added"();--> statement-breakpoint
CREATE TRIGGER "cookies_dashboard_removed" AFTER DELETE ON "cookies" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_removed"();--> statement-breakpoint
CREATE TRIGGER "cookies_dashboard_moved" AFTER UPDATE ON "cookies" REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_moved"();--> statement-breakpoint
CREATE TRIGGER "age_gates_dashboard_added" AFTER INSERT ON "age_gates" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_added"();--> statement-breakpoint
CREATE TRIGGER "age_gates_dashboard_removed" AFTER DELETE ON "age_gates" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_removed"();--> statement-breakpoint
CREATE TRIGGER "age_gates_dashboard_moved" AFTER UPDATE ON "age_gates" REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_note_moved"();--> statement-breakpoint
-- the figures of the data already there: no writer may slip between this count and the triggers
LOCK TABLE "projects", "project_markets", "cookies", "age_gates" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "dashboard_inputs" SELECT * FROM dashboard_current(ARRAY(SELECT uuid FROM projects));--> statement-breakpoint
INSERT INTO "dashboard_figures" ("scope", "scope_key", "dim", "key", "n")
SELECT r.scope, r.scope_key, r.dim, r.key, count(*)
FROM "dashboard_inputs" d, LATERAL dashboard_rows(d.agency_eid, d.brand_eid, d.status, d.go_live_month, d.cookie_consent,
	d.with_cookies, d.age_gate, d.with_age_gate, d.markets) r
GROUP BY r.scope, r.scope_key, r.dim, r.key;
