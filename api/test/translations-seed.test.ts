// The seed's snapshot of the bundled English is up to date with every package's en files.
// @ts-expect-error -- a plain .mjs script without types
import { collectBundledEnglish, serialise, SNAPSHOT } from '../../scripts/bundled-english.mjs';
import { readFileSync } from 'node:fs';

test('bundled-english.json equals the en files (else run node scripts/bundled-english.mjs)', async () => {
  expect(readFileSync(SNAPSHOT, 'utf8')).toBe(serialise(await collectBundledEnglish()));
});
