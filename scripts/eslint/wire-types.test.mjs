// The wire rules of eslint.config.mjs (scripts/eslint/wire-types.mjs), proved on small samples linted
// as if they were files of the workspace: a cast of an API answer, `as unknown as` and a hand-written
// wire shape fail; the typed client's own reads and the generated types pass.
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The wire rules' errors of `code` linted as the file at `file` (relative to the repo root). */
async function wireErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => (m.ruleId ?? '').startsWith('wire/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const READS = `import type { ApiClient, WithEtag } from '@ottilia/shared-auth';
import type { ReadKey } from '@ottilia/shared-auth/typed';
import type { WireBrand } from '@ottilia/shared-contracts/wire';
declare const client: ApiClient;
`;

describe('wire rules', () => {
  it('fail on a cast of an API answer, of a key or of a record with its ETag', async () => {
    const file = 'shared-admin/src/data/sample.ts';
    const cast = /^wire\/no-answer-cast: A cast claims what an API answer is/;
    expect(await wireErrors(file, `${READS}export const read = () => client.get('/brands/B1') as Promise<WireBrand>;\n`)).toEqual([
      expect.stringMatching(cast),
    ]);
    expect(await wireErrors(file, `${READS}export const read = async () => (await client.get('/brands/B1')) as WireBrand;\n`)).toEqual([
      expect.stringMatching(cast),
    ]);
    expect(await wireErrors(file, `${READS}export const key = '/brands/B1' as ReadKey<WireBrand>;\n`)).toEqual([
      expect.stringMatching(cast),
    ]);
    expect(
      await wireErrors(
        file,
        `${READS}export const read = () => client.get('/brands/B1', { withEtag: true }).then((answer) => answer as WithEtag<WireBrand>);\n`,
      ),
    ).toEqual([expect.stringMatching(cast)]);
  });

  it('fail on as unknown as anywhere in the front end', async () => {
    expect(await wireErrors('host/src/sample.ts', `export const n = ('1' as unknown as number) + 1;\n`)).toEqual([
      expect.stringMatching(/^wire\/no-answer-cast: `as unknown as` hides a type mismatch/),
    ]);
  });

  it('pass typed reads, casts to unknown, and the typed client itself', async () => {
    const typed = `import { typedApi } from '@ottilia/shared-auth/typed';\nimport type { ApiClient } from '@ottilia/shared-auth';\ndeclare const client: ApiClient;\nexport const read = () => typedApi(client).getWithEtag('/brands/{eid}', { path: { eid: 'B1' } });\n`;
    expect(await wireErrors('shared-admin/src/data/sample.ts', typed)).toEqual([]);
    expect(
      await wireErrors('host/src/sample.ts', `export const read = (response: Response) => response.json() as Promise<unknown>;\n`),
    ).toEqual([]);
    expect(
      await wireErrors(
        'shared-auth/src/api/typed-collection.ts',
        `${READS}export const read = () => client.get('/brands/B1') as Promise<WireBrand>;\n`,
      ),
    ).toEqual([]);
  });

  it('fail on a hand-written shape of the API, and pass the generated one', async () => {
    const file = 'remote-cookies-agegate/src/features/cookies/sample.ts';
    const shape = /^wire\/no-hand-written-wire-type: This type spells out a shape of the API \(lifetimeMonths, version\)/;
    expect(await wireErrors(file, `export type Settings = { lifetimeMonths: number; version: number };\n`)).toEqual([
      expect.stringMatching(shape),
    ]);
    expect(await wireErrors(file, `export interface Settings {\n  version: number;\n  lifetimeMonths: number;\n}\n`)).toEqual([
      expect.stringMatching(/\(version, lifetimeMonths\)/),
    ]);
    // the problem document, even with its open-ended extra members
    expect(
      await wireErrors(
        'shared-auth/src/api/sample.ts',
        `export interface Problem {\n  type: string;\n  title: string;\n  status: number;\n  code: string;\n  detail?: string;\n  [extra: string]: unknown;\n}\n`,
      ),
    ).toEqual([expect.stringMatching(/^wire\/no-hand-written-wire-type: .*\(type, title, status, code, detail\)/)]);
    expect(
      await wireErrors(
        file,
        `import type { ConsentSettingsAnswer } from '@ottilia/shared-admin';\nexport type Settings = ConsentSettingsAnswer;\n`,
      ),
    ).toEqual([]);
    // a shape of the screen's own (a date range of a filter) is not the API's
    expect(await wireErrors(file, `export type Range = { from?: string; to?: string };\n`)).toEqual([]);
  });

  it('leave tests free to fake answers', async () => {
    expect(
      await wireErrors(
        'remote-cookies-agegate/src/features/cookies/sample.test.ts',
        `export const answer = { lifetimeMonths: 12, version: 1 } as unknown as { lifetimeMonths: number; version: number };\n`,
      ),
    ).toEqual([]);
  });
});
