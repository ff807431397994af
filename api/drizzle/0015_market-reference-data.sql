ALTER TABLE "markets" ADD COLUMN "minimum_age" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_minimum_age_check" CHECK ("markets"."minimum_age" between 0 and 99);--> statement-breakpoint
UPDATE "markets" SET "minimum_age" = CASE "code" WHEN 'US' THEN 21 WHEN 'JP' THEN 20 WHEN 'IN' THEN 25 WHEN 'CA' THEN 19 ELSE "minimum_age" END;--> statement-breakpoint
-- the markets reference data (code, name, legal drinking age): a production database can be used
-- from its first migration on; Super Admins maintain them from then on (PUT /markets/{code})
INSERT INTO "markets" ("code", "country_name", "minimum_age") VALUES
  ('GO', 'Global', 18),
  ('AT', 'Austria', 18),
  ('AU', 'Australia', 18),
  ('BE', 'Belgium', 18),
  ('BR', 'Brazil', 18),
  ('CA', 'Canada', 19),
  ('CH', 'Switzerland', 18),
  ('DE', 'Germany', 18),
  ('DK', 'Denmark', 18),
  ('ES', 'Spain', 18),
  ('FI', 'Finland', 18),
  ('FR', 'France', 18),
  ('GB', 'United Kingdom', 18),
  ('IE', 'Ireland', 18),
  ('IN', 'India', 25),
  ('IT', 'Italy', 18),
  ('JP', 'Japan', 20),
  ('MX', 'Mexico', 18),
  ('NL', 'Netherlands', 18),
  ('NO', 'Norway', 18),
  ('PL', 'Poland', 18),
  ('PT', 'Portugal', 18),
  ('SE', 'Sweden', 18),
  ('US', 'United States', 21),
  ('ZA', 'South Africa', 18)
ON CONFLICT ("code") DO NOTHING;
