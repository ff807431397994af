import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The API's log of the composition under test (scripts/compose.mjs keeps it in .local/logs). */
const apiLog = path.join(import.meta.dirname, '../../../.local/logs/api.log');

/** The API log's lines so far (one JSON object each). */
export const apiLogLines = <Line = Record<string, unknown>>(): Line[] =>
  readFileSync(apiLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
