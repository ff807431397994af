// Lint step (npm run lint, and npm test's static checks): every remote's route-manifest.json
// against shared-contracts/route-manifest.schema.json, and that file against the valibot schema it
// is generated from (ADR 0355). Prints each problem as `file: /json/pointer message`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { routeManifestJsonSchema, SCHEMA_FILE } from '../shared-contracts/scripts/route-manifest-schema.mjs';
import { ROUTE_MANIFEST_FILE } from '../shared-contracts/src/route-manifest.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const remotes = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/remotes.json'), 'utf8'));

/** Each problem of the remotes' manifests (or of `files`), as a line. */
export function routeManifestProblems(files = remotes.map((remote) => path.join(repoRoot, remote.package, ROUTE_MANIFEST_FILE))) {
  const text = readFileSync(SCHEMA_FILE, 'utf8');
  const problems =
    text === routeManifestJsonSchema()
      ? []
      : [
          `${path.relative(repoRoot, SCHEMA_FILE)}: out of date with shared-contracts/src/route-manifest.ts (run node shared-contracts/scripts/route-manifest-schema.mjs)`,
        ];
  const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(text));
  for (const file of files) {
    const name = path.relative(repoRoot, file);
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push(`${name}: ${err.message}`);
      continue;
    }
    if (validate(manifest)) continue;
    for (const error of validate.errors ?? []) {
      const extra = error.params?.additionalProperty ? ` ("${error.params.additionalProperty}")` : '';
      const allowed = error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : '';
      problems.push(`${name}: ${error.instancePath || '/'} ${error.message}${extra}${error.keyword === 'enum' ? '' : allowed}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = routeManifestProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`${remotes.length} route manifests match ${path.relative(repoRoot, SCHEMA_FILE)}`);
}
