// Writes a module the webpack configuration generates into an app's node_modules/.cache. Several
// builds of one app run at once (npm test builds the end-to-end releases two at a time): a build
// must never read a file another one has just truncated, so the file is replaced in one rename,
// and only when its text changed.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeGenerated(file, text) {
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not generated yet
  }
  if (current === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
