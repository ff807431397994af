/**
 * Rows of the API reads the remotes declare in their route manifests (home lists, palette
 * searches). The host knows no shape of them beyond the API's list answer (`content`,
 * `totalElements`) and the fields the manifest names, so it reads them defensively: a row
 * without a field the manifest names is left out rather than linked wrongly.
 */
export type Row = Readonly<Record<string, unknown>>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows and total of a list answer (none for anything else). */
export function listPage(answer: unknown): { rows: Row[]; total: number } {
  if (!isRow(answer) || !Array.isArray(answer.content)) return { rows: [], total: 0 };
  const rows = answer.content.filter(isRow);
  return { rows, total: typeof answer.totalElements === 'number' ? answer.totalElements : rows.length };
}

/** The text at a dotted field of a row ('owner.name'); undefined unless a text or a number. */
export function fieldText(row: unknown, field: string): string | undefined {
  let value = row;
  for (const part of field.split('.')) value = isRow(value) ? value[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** `pattern` ('/things/:id') with each `:field` the row's value, encoded; undefined when the row lacks one. */
export function fillPath(pattern: string, row: unknown): string | undefined {
  let complete = true;
  const path = pattern.replace(/:(\w+)/g, (_, field: string) => {
    const value = fieldText(row, field);
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? path : undefined;
}
