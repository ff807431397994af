// A newcomer follows the docs literally: every repository path, npm script and function they
// write in backticks exists (README.md, docs/**/*.md with the decision records, package READMEs).
// A path that is gone on purpose is struck through: ~~`host/webpack/`~~.
import { deadReferences, docFiles } from './doc-references.mjs';

test('the docs name only paths, npm scripts and functions that exist', () => {
  const docs = docFiles();
  expect(docs).toEqual(
    expect.arrayContaining([
      'README.md',
      'docs/conventions.md',
      'docs/adr/0290-a-reference-resource-is-its-field-list.md',
      'api/README.md',
    ]),
  );
  expect(docs.flatMap((file) => deadReferences(file))).toEqual([]);
});

describe('a dead reference is found', () => {
  const check = (text, file = 'docs/example.md') => deadReferences(file, text);

  it("a path of the repository, in running text or a command, from the root or the doc's own folder", () => {
    expect(check('See `scripts/e2e.mjs` and `shared-ui/src/modal/modal.tsx:12`.')).toEqual([]);
    expect(check('Run `node scripts/no-such-script.mjs --node`.\n\nThen `shared-ui/src/gone.tsx`.')).toEqual([
      'docs/example.md:1: path scripts/no-such-script.mjs',
      'docs/example.md:3: path shared-ui/src/gone.tsx',
    ]);
    expect(check('```sh\nnode scripts/missing.mjs\n```\n')).toEqual(['docs/example.md:2: path scripts/missing.mjs']);
    expect(check('`src/app.ts`, `src/nowhere.ts`', 'api/README.md')).toEqual(['api/README.md:1: path src/nowhere.ts']);
  });

  it('but not placeholders, what a run writes, package entry points, other things with slashes, or what is struck through', () => {
    expect(
      check(
        '`api/src/<resource>/*-routes.ts`, `.local/node`, `host/dist/index.html`, `shared-ui/admin`, `/dev/mail`, `application/problem+json`, ~~`host/webpack/`~~',
      ),
    ).toEqual([]);
  });

  it('an npm script of no package, or not of the folder a `cd` names', () => {
    expect(check('`npm run typecheck`, `npm test`, `cd api && npm run migrate`')).toEqual([]);
    expect(check('`npm run no-such-script`, `cd api && npm run lint`')).toEqual([
      'docs/example.md:1: npm script "no-such-script"',
      'docs/example.md:1: npm script "lint" in api',
    ]);
  });

  it('a function that nothing in the repository defines or calls', () => {
    expect(check('`defineResource({...})` and `referenceRoutes(resource)`')).toEqual([]);
    expect(check('`registerReferenceResourcePlugin(app)`')).toEqual(['docs/example.md:1: function registerReferenceResourcePlugin()']);
  });
});
