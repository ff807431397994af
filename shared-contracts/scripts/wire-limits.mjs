// The field limits and enumerations the UI needs, read from the API's OpenAPI document and
// written to src/wire/limits.ts, so a form's maxLength or a filter's choices are the API's own
// and never copied. Written with the wire types (generate-wire-types.mjs); the drift test
// (test/wire-types.test.ts) fails while the committed file and the API disagree.
import { fileURLToPath } from 'node:url';

export const WIRE_LIMITS_FILE = fileURLToPath(new URL('../src/wire/limits.ts', import.meta.url));

const HEADER = `/**
 * Field limits and enumerations of the API, generated from its OpenAPI document by
 * \`npm run generate:wire-types\`. Do not edit: change the API's schemas and regenerate;
 * test/wire-types.test.ts fails while this file and the API disagree. Values only (no types):
 * a form reads LIMITS['PUT /brands/{eid}'].name.maxLength, a filter ENUMS.Project.status, a
 * list's sort SORT_FIELDS['/projects'].
 */
`;
const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems'];
const WRITES = ['put', 'post'];

/** The limits of each field of `schema`, nested objects as dotted names ('style.headline'). */
function fieldLimits(schema, prefix = '', into = {}) {
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const field = `${prefix}${name}`;
    const limits = Object.fromEntries(
      LIMIT_KEYWORDS.filter((keyword) => keyword in property).map((keyword) => [keyword, property[keyword]]),
    );
    if (Object.keys(limits).length > 0) into[field] = limits;
    if (property.type === 'object') fieldLimits(property, `${field}.`, into);
  }
  return into;
}

/** The enumerated values of each field of `schema` (null, "not set", left out). */
function fieldEnums(schema, prefix = '', into = {}) {
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const field = `${prefix}${name}`;
    const values = (property.enum ?? property.items?.enum)?.filter((value) => value !== null);
    if (values?.length) into[field] = values;
    if (property.type === 'object') fieldEnums(property, `${field}.`, into);
  }
  return into;
}

/** The fields a list's $orderBy parameter names in its examples ('name asc', one per sortable field). */
function sortableFields(parameter) {
  // @fastify/swagger writes a schema's examples as the parameter's named examples
  const examples = parameter?.examples
    ? Object.values(parameter.examples).map((example) => example.value)
    : (parameter?.schema?.examples ?? []);
  return examples.filter((example) => typeof example === 'string').map((example) => example.replace(/ asc$/, ''));
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
/** A literal such as { minLength: 1, maxLength: 200 } or ['DRAFT', 'PUBLISHED'] on one line. */
const literal = (value) =>
  Array.isArray(value)
    ? `[${value.map((item) => `'${item}'`).join(', ')}]`
    : typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([name, item]) => `${key(name)}: ${literal(item)}`)
          .join(', ')} }`
      : String(value);
/** Two levels of names (operation or schema, then field), one field a line. */
const table = (entries) =>
  `{\n${Object.entries(entries)
    .map(
      ([name, fields]) =>
        `  ${key(name)}: {\n${Object.entries(fields)
          .map(([field, value]) => `    ${key(field)}: ${literal(value)},\n`)
          .join('')}  },\n`,
    )
    .join('')}}`;

/**
 * @param {any} document  an OpenAPI 3 document of the API (its shared schemas titled by $id)
 * @returns {string} the TypeScript source of src/wire/limits.ts
 */
export function wireLimitsSource(document) {
  const limits = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of WRITES) {
      const schema = operations[method]?.requestBody?.content?.['application/json']?.schema;
      const fields = fieldLimits(schema);
      if (Object.keys(fields).length > 0) limits[`${method.toUpperCase()} ${path}`] = fields;
    }
  }
  const sortFields = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const fields = sortableFields(
      operations.get?.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === '$orderBy'),
    );
    if (fields.length > 0) sortFields[path] = fields;
  }
  const enums = {};
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    const fields = fieldEnums(schema);
    if (Object.keys(fields).length > 0) enums[schema.title] = fields;
  }
  return (
    `${HEADER}\n/** Field limits of each write's body, by 'METHOD path'. */\nexport const LIMITS = ${table(limits)} as const;\n\n` +
    `/** Enumerated values of the fields of each shared schema, by its $id. */\nexport const ENUMS = ${table(enums)} as const;\n\n` +
    `/** The fields each list sorts by ($orderBy), by its path. */\nexport const SORT_FIELDS = {\n${Object.entries(sortFields)
      .map(([path, fields]) => `  ${key(path)}: ${literal(fields)},\n`)
      .join('')}} as const;\n`
  );
}
