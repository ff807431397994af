// The host holds the shell only: what it shows of a remote (routes, nav, home lists, palette
// searches and actions) comes from the remote's route manifest, so a remote that renames a route
// or a filter cannot break the host. This reads the host's source (tests and their helpers aside)
// and fails on any route path or query parameter of a remote's manifest written into it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteManifestSource } from '@ottilia/shared-auth/route-manifest';

const repoRoot = path.join(__dirname, '../..');
const remotes = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/remotes.json'), 'utf8')) as { package: string }[];
const sources = remotes.map(
  (remote) => JSON.parse(readFileSync(path.join(repoRoot, remote.package, 'route-manifest.json'), 'utf8')) as RouteManifestSource,
);

/** Every address a manifest declares: its routes, groups, home lists, palette searches and actions, profile links, record screens, help topics and preview hand-off. */
const addresses = sources.flatMap((source) => [
  ...(source.routes ?? []).map((route) => route.path),
  ...(source.navGroups ?? []).map((group) => group.to),
  ...(source.resources ? [source.resources.routePrefix] : []),
  ...(source.actNext ?? []).flatMap((list) => [list.record, list.list]),
  ...(source.search ?? []).map((provider) => provider.record),
  ...(source.actions ?? []).map((action) => action.to),
  ...(source.profile ?? []).map((link) => link.to),
  ...(source.records ?? []).map((screen) => screen.record),
  ...(source.help ?? []).map((topic) => topic.prefix),
  ...(source.previewHandoff ? [source.previewHandoff] : []),
]);
/** The first segment of each path ('/backoffice' of '/backoffice/agencies/:eid'). */
const segments = [...new Set(addresses.map((address) => `/${address.split(/[/?]/)[1]}`))];
/** The query parameters of those addresses ('status' of '/projects?status=IN_REVIEW'). */
const parameters = [...new Set(addresses.flatMap((address) => [...new URLSearchParams(address.split('?')[1] ?? '').keys()]))];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A path written in a string or a template ('/projects…', `${origin}/projects…`) or in a regular expression (\/projects). */
const pathPattern = (segment: string) => new RegExp(`(['"\`}]|\\\\)${escape(segment)}(?![\\w-])`);
/** A parameter written into an address ('?invite', '&status', 'status='). */
const parameterPattern = (name: string) => new RegExp(`[?&]${escape(name)}\\b|\\b${escape(name)}=`);
const forbidden = [
  ...segments.map((segment) => ({ token: segment, pattern: pathPattern(segment) })),
  ...parameters.map((name) => ({ token: `${name}=`, pattern: parameterPattern(name) })),
];

/**
 * Another service's paths, quoted as its OpenAPI document spells them (the translations
 * service's '/projects/{projectId}/languages'), are its own, not a remote's routes.
 */
const servicePaths = [
  ...readFileSync(path.join(repoRoot, 'shared-contracts/src/wire/translations-service.ts'), 'utf8').matchAll(/^ {4}"(\/[^"]*)": \{$/gm),
].map((match) => match[1]!);
const servicePathPattern = new RegExp(`(['"\`])(${servicePaths.map(escape).join('|')})\\1`, 'g');

/** Comments say where things are, which is allowed; code may not. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')
    .replace(servicePathPattern, "'…'");

const hostSource = readdirSync(path.join(repoRoot, 'host/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test-support'))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: code(readFileSync(path.join(repoRoot, 'host/src', file), 'utf8')) }));

describe('the host holds the shell only', () => {
  it("knows the remotes' addresses from their manifests (the scan looks for something)", () => {
    expect(segments).toEqual(expect.arrayContaining(['/projects', '/new-project', '/users', '/backoffice']));
    expect(parameters).toEqual(expect.arrayContaining(['status', 'invite']));
    expect(hostSource.length).toBeGreaterThan(50);
    expect(servicePaths).toContain('/projects/{projectId}/languages');
  });

  it('names no route path or query parameter of a remote', () => {
    const found = hostSource.flatMap(({ file, text }) =>
      forbidden.filter(({ pattern }) => pattern.test(text)).map(({ token }) => `${file}: ${token}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a route or a filter written into the host', () => {
    const caught = (text: string) => forbidden.filter(({ pattern }) => pattern.test(code(text))).map(({ token }) => token);
    expect(caught("listRoute: '/projects?status=IN_REVIEW'")).toEqual(['/projects', 'status=']);
    expect(caught('to: `/backoffice/${id}/${row.eid}`')).toEqual(['/backoffice']);
    expect(caught('const PROJECT_PATH = /^\\/projects\\/([0-9a-f-]{36})$/i;')).toEqual(['/projects']);
    expect(caught("navigate('/users?invite')")).toEqual(['/users', 'invite=']);
    // comments, other services' paths and look-alike names are not routes
    expect(caught('location.assign(`${appOrigin}/projects?${query}`)')).toEqual(['/projects']);
    expect(caught("// opens /projects\nconst a = '/projectsX'; const b = '/users-of'; role=\"status\"")).toEqual([]);
    expect(caught("servicePath(service, '/projects/{projectId}/languages')")).toEqual([]);
    expect(caught("servicePath(service, '/projects/{projectId}/people')")).toEqual(['/projects']);
  });
});
