// The index of the decision records, docs/adr/README.md, written from the folder itself so an ADR
// merged from any branch joins it when this runs again.
//   node scripts/adr-index.mjs           rewrites docs/adr/README.md
//   node scripts/adr-index.mjs --check   exits 1 when an ADR is malformed or the index is stale
// The docs jest project (scripts/docs/adr-index.test.mjs) runs the check in `npm test`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ADR_DIR = path.join(import.meta.dirname, '..', 'docs', 'adr');
export const INDEX_FILE = path.join(ADR_DIR, 'README.md');

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUSES = ['proposed', 'accepted', 'superseded', 'deprecated'];
export const SECTIONS = ['Context', 'Decision', 'Consequences'];

/** One ADR file read: its header fields, its sections and what is wrong with it. */
export function parseAdr(fileName, text) {
  const problems = [];
  const number = FILE_NAME.exec(fileName)?.[1] ?? null;
  if (!number) problems.push('the file name is not NNNN-kebab-title.md');
  const lines = text.split('\n');
  const heading = /^# (\d{4})\. (.+)$/.exec(lines.find((l) => l.trim()) ?? '');
  if (!heading) problems.push('the first line is not "# NNNN. Title"');
  else if (number && heading[1] !== number) problems.push(`the heading says ${heading[1]}, the file name ${number}`);
  const firstSection = lines.findIndex((l) => l.startsWith('## '));
  const head = lines.slice(0, firstSection === -1 ? lines.length : firstSection);
  const field = (name) =>
    head
      .find((l) => l.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const status = field('Status');
  const supersededBy = field('Superseded-by');
  if (!STATUSES.includes(status)) problems.push(`"Status:" must be one of ${STATUSES.join(', ')}`);
  if (supersededBy === undefined || !/^(none|\d{4})$/.test(supersededBy)) problems.push('"Superseded-by:" must be none or an ADR number');
  if (status === 'superseded' && !/^\d{4}$/.test(supersededBy ?? '')) problems.push('a superseded ADR names the ADR that replaced it');
  if (status !== 'superseded' && /^\d{4}$/.test(supersededBy ?? ''))
    problems.push(`"Superseded-by: ${supersededBy}" needs "Status: superseded"`);

  const sections = new Map();
  let current = null;
  for (const line of lines.slice(Math.max(firstSection, 0))) {
    const name = /^## (.+)$/.exec(line)?.[1]?.trim();
    if (name) sections.set((current = name), []);
    else if (current) sections.get(current).push(line);
  }
  const order = [...sections.keys()].filter((name) => SECTIONS.includes(name));
  for (const name of SECTIONS) {
    if (!sections.has(name)) problems.push(`no "## ${name}" section`);
    else if (!sections.get(name).join('').trim()) problems.push(`"## ${name}" is empty`);
  }
  if (order.length === SECTIONS.length && order.join() !== SECTIONS.join())
    problems.push(`sections are not in the order ${SECTIONS.join(', ')}`);

  return {
    file: fileName,
    number,
    title: heading?.[2].trim() ?? fileName,
    status,
    supersededBy: /^\d{4}$/.test(supersededBy ?? '') ? supersededBy : null,
    summary: firstSentence((sections.get('Context') ?? []).join('\n')),
    problems,
  };
}

/** The Context's first sentence, plain text, for the index's one line. */
function firstSentence(markdown) {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const end = text.search(/\.(?= [A-Z(`"])|[.!?]$/);
  const sentence = end === -1 ? text : text.slice(0, end + 1);
  return sentence.length > 220 ? `${sentence.slice(0, 217).trimEnd()}…` : sentence;
}

/** Every ADR of the folder, in number order, with problems that involve other ADRs added. */
export function readAdrs(dir = ADR_DIR) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort();
  const adrs = files.map((f) => parseAdr(f, readFileSync(path.join(dir, f), 'utf8')));
  const byNumber = new Map();
  for (const adr of adrs) {
    if (adr.number && byNumber.has(adr.number)) adr.problems.push(`number ${adr.number} is also ${byNumber.get(adr.number).file}`);
    else if (adr.number) byNumber.set(adr.number, adr);
  }
  for (const adr of adrs) {
    if (adr.supersededBy && !byNumber.has(adr.supersededBy)) adr.problems.push(`Superseded-by ${adr.supersededBy}: no such ADR`);
  }
  return adrs;
}

const cell = (text) => text.replace(/\|/g, '\\|');

/** The index page for these ADRs. */
export function renderIndex(adrs) {
  const fileOf = new Map(adrs.map((a) => [a.number, a.file]));
  const rows = adrs.map((a) => {
    const status = a.supersededBy ? `superseded by [${a.supersededBy}](${fileOf.get(a.supersededBy)})` : a.status;
    return `| [${a.number}](${a.file}) | ${cell(a.title)} | ${status} | ${cell(a.summary)} |`;
  });
  return `# Architecture decision records

Why the portal is built as it is, one decision per file. Read [../architecture.md](../architecture.md)
first; the product's requirements are summarised in [../product.md](../product.md) and the design
rules and budgets in [../conventions.md](../conventions.md).

Each record has a heading \`# NNNN. Title\`, the lines \`Status:\` (proposed, accepted, superseded,
deprecated) and \`Superseded-by:\` (\`none\` or the number of the record that replaced it), and the
sections \`## Context\`, \`## Decision\` and \`## Consequences\`. A decision that replaces an earlier one
gets a new record, and the earlier one says \`Status: superseded\` and \`Superseded-by: NNNN\`.
After adding or changing a record, run \`node scripts/adr-index.mjs\`: it rewrites this page from
the folder, and \`npm test\` fails while the page is stale or a record lacks a section.

<!-- Written by scripts/adr-index.mjs from the files of this folder: edit those, not this table. -->
| ADR | decision | status | context |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const adrs = readAdrs();
  const problems = adrs.flatMap((a) => a.problems.map((p) => `docs/adr/${a.file}: ${p}`));
  const index = renderIndex(adrs);
  if (process.argv.includes('--check')) {
    const current = readFileSync(INDEX_FILE, 'utf8');
    if (current !== index) problems.push('docs/adr/README.md is stale: run node scripts/adr-index.mjs');
  } else {
    writeFileSync(INDEX_FILE, index);
    console.log(`docs/adr/README.md: ${adrs.length} decision records`);
  }
  for (const p of problems) console.error(p);
  process.exitCode = problems.length ? 1 : 0;
}
