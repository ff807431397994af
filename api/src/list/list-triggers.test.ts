import { listTriggers, UNLISTED_TABLES, withListTriggers } from './list-triggers.js';

const GENERATED = `CREATE TABLE "campaign_types" (
\t"eid" text PRIMARY KEY NOT NULL,
\t"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
\t"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_types_name" ON "campaign_types" USING btree ("name");`;

describe('withListTriggers', () => {
  it('adds both triggers of each new listed table, as separate statements, and none to an unlisted one', () => {
    const complete = withListTriggers(GENERATED);
    const statements = complete.split('--> statement-breakpoint').map((s) => s.trim());
    expect(statements.slice(0, 3)).toEqual(GENERATED.split('--> statement-breakpoint').map((s) => s.trim()));
    expect(
      statements.slice(3).map((s) =>
        s
          .split('\n')
          .filter((line) => !line.startsWith('--'))
          .join('\n'),
      ),
    ).toEqual(listTriggers('campaign_types'));
    expect(complete).not.toContain('mail_outbox_list_write');
    expect(UNLISTED_TABLES).toContain('mail_outbox');
  });

  it('leaves a migration without new listed tables, or one that has their triggers, as it is', () => {
    const indexOnly = 'CREATE INDEX "brands_name" ON "brands" USING btree ("name");';
    expect(withListTriggers(indexOnly)).toBe(indexOnly);
    const once = withListTriggers(GENERATED);
    expect(withListTriggers(once)).toBe(once);
  });
});
