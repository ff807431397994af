// The decision records stay readable: each has its header lines and sections, and the index
// (docs/adr/README.md) lists exactly the records of the folder.
import { readFileSync } from 'node:fs';
import { INDEX_FILE, parseAdr, readAdrs, renderIndex } from '../adr-index.mjs';

const complete = `# 0042. A decision
Status: accepted
Superseded-by: none

## Context
Why.

## Decision
What.

## Consequences
What follows.
`;

test('every ADR of docs/adr has its heading, status, superseded-by and three sections', () => {
  const adrs = readAdrs();
  expect(adrs.length).toBeGreaterThan(0);
  expect(adrs.flatMap((a) => a.problems.map((p) => `${a.file}: ${p}`))).toEqual([]);
});

test('docs/adr/README.md is the index of the folder as it is (rerun node scripts/adr-index.mjs)', () => {
  expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderIndex(readAdrs()));
});

test('a record without a section, or with a stray status, is refused', () => {
  expect(parseAdr('0042-a-decision.md', complete).problems).toEqual([]);
  expect(parseAdr('0042-a-decision.md', complete.replace('## Consequences\nWhat follows.\n', '')).problems).toEqual([
    'no "## Consequences" section',
  ]);
  expect(parseAdr('0042-a-decision.md', complete.replace('What.', '')).problems).toEqual(['"## Decision" is empty']);
  expect(parseAdr('0042-a-decision.md', complete.replace('Status: accepted', 'Status: done')).problems).toEqual([
    '"Status:" must be one of proposed, accepted, superseded, deprecated',
  ]);
  expect(parseAdr('0042-a-decision.md', complete.replace('Status: accepted', 'Status: superseded')).problems).toEqual([
    'a superseded ADR names the ADR that replaced it',
  ]);
  expect(parseAdr('0043-a-decision.md', complete).problems).toEqual(['the heading says 0042, the file name 0043']);
  expect(parseAdr('42-a-decision.md', complete).problems).toEqual(['the file name is not NNNN-kebab-title.md']);
});

test('the index names each record with its status and the first sentence of its context', () => {
  const adrs = [
    parseAdr(
      '0001-first.md',
      complete
        .replace('0042', '0001')
        .replace('Status: accepted\nSuperseded-by: none', 'Status: superseded\nSuperseded-by: 0002')
        .replace('Why.', 'Why it was [chosen](x.md). More.'),
    ),
    parseAdr('0002-second.md', complete.replace('0042', '0002')),
  ];
  const index = renderIndex(adrs);
  expect(index).toContain('| [0001](0001-first.md) | A decision | superseded by [0002](0002-second.md) | Why it was chosen. |');
  expect(index).toContain('| [0002](0002-second.md) | A decision | accepted | Why. |');
});
