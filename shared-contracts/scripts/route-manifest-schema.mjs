// The JSON Schema of a remote's route-manifest.json, derived from the valibot schema in
// src/route-manifest.ts with the portal's permissions (ADR 0355). `node route-manifest-schema.mjs`
// writes it to route-manifest.schema.json beside package.json; lint checks every remote's file
// against it and that it is current (scripts/lint-route-manifests.mjs).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { PERMISSIONS } from '../src/permissions.ts';
import { routeManifestSchemas, ROUTE_MANIFEST_FILE } from '../src/route-manifest.ts';

export const SCHEMA_FILE = fileURLToPath(new URL('../route-manifest.schema.json', import.meta.url));

/**
 * Every object of the file names all its keys: the host ignores keys it does not know (a newer
 * remote may add some), but in a source a misspelt key ("permision") would silently drop a gate.
 */
function closed(node) {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, closed(schema)]))
        : closed(value),
    ]),
  );
  return copy.properties && !('additionalProperties' in copy) ? { ...copy, additionalProperties: false } : copy;
}

/** The schema file's text. */
export function routeManifestJsonSchema() {
  const { source, strings } = routeManifestSchemas(PERMISSIONS);
  const schema = toJsonSchema(source, {
    definitions: { Strings: strings },
    // JSON has no NaN or Infinity: what `finite` refuses cannot be in a file
    ignoreActions: ['finite'],
  });
  return `${JSON.stringify({ ...closed(schema), title: `A remote's ${ROUTE_MANIFEST_FILE} (generated from shared-contracts/src/route-manifest.ts)` }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_FILE, routeManifestJsonSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
