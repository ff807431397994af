// `node scripts/run-pnpm.mjs install` is the README's install: pnpm installs once, not first
// through the missing-workspace check and then again.
import { installsItself } from './run-pnpm.mjs';

test("pnpm's install commands install the workspace themselves; every other command gets it installed first", () => {
  expect(['install', 'i', 'add', 'update'].filter((command) => !installsItself([command, '--frozen-lockfile']))).toEqual([]);
  expect(['exec', 'run', '-r', '--filter'].filter((command) => installsItself([command, 'build']))).toEqual([]);
  expect(installsItself([])).toBe(false);
});
