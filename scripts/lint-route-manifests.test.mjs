import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeManifestProblems } from './lint-route-manifests.mjs';

const users = JSON.parse(readFileSync(new URL('../remote-users/route-manifest.json', import.meta.url), 'utf8'));
const dir = mkdtempSync(path.join(tmpdir(), 'route-manifest-lint-'));
const problemsOf = (manifest) => {
  const file = path.join(dir, 'route-manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  return routeManifestProblems([file]).map((line) => line.slice(line.indexOf(': ') + 2));
};
const [list, detail] = users.routes;

it("finds every remote's manifest as the schema describes it", () => {
  expect(routeManifestProblems()).toEqual([]);
});

it.each([
  // a misspelt key would silently drop the route's gate
  [{ ...users, routes: [{ ...list, permision: 'usersRead' }, detail] }, '/routes/0 must NOT have additional properties ("permision")'],
  [{ ...users, routes: [{ ...list, permission: 'userRead' }, detail] }, '/routes/0/permission must be equal to one of the allowed values'],
  [{ ...users, routes: [{ ...list, path: 'users' }, detail] }, '/routes/0/path must match pattern "^/"'],
  [
    { ...users, routes: [{ ...list, nav: { id: 'users', label: 'routes.users' } }, detail] },
    "/routes/0/nav must have required property 'position'",
  ],
  [{ ...users, exposes: { UsersPage: './src/pages/users-page.tsx' } }, '/exposes must match pattern "^\\./"'],
  [{ ...users, help: [{ prefix: '/users', questions: [] }] }, '/help/0/questions must NOT have fewer than 1 items'],
])('refuses a manifest with %j', (manifest, problem) => {
  expect(problemsOf(manifest)).toContain(problem);
});
