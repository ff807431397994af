#!/usr/bin/env node
// `node scripts/mail-outage.mjs <outage seconds> [mails]`: measures how soon queued mail leaves after
// an SMTP outage (docs/adr/0142; budget: within 30 s of the server's return, no duplicate). It runs
// the outage test of api/test/mail-outbox.test.ts (a real SMTP server stopped and started, production's
// backoff) with a longer outage, and prints its figures: mails, attempts, delay after recovery, duplicates.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

const [seconds = '60', mails = '13'] = process.argv.slice(2);
if (!/^\d+$/.test(seconds) || !/^\d+$/.test(mails)) {
  console.error('usage: node scripts/mail-outage.mjs <outage seconds> [mails]');
  process.exit(2);
}
const child = spawn(
  process.execPath,
  [
    '--experimental-vm-modules',
    path.join(repoRoot, 'node_modules/jest/bin/jest.js'),
    'api/test/mail-outbox.test.ts',
    '--selectProjects',
    'api',
    '-t',
    "production's backoff",
  ],
  { cwd: repoRoot, env: { ...process.env, MAIL_OUTAGE_SECONDS: seconds, MAIL_OUTAGE_MAILS: mails }, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
for (const stream of [child.stdout, child.stderr])
  stream.on('data', (chunk) => {
    output += chunk;
  });
child.on('exit', (code) => {
  const figures = /mail outage of .*duplicates/.exec(output)?.[0];
  console.log(figures ?? output.slice(-4_000));
  process.exit(code ?? 1);
});
