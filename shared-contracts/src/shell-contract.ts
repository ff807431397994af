// The shell contract: what the host provides to its remotes, with its one version. A remote's
// manifest states what it was built against (`builtWith`); the host and scripts/promote.mjs refuse
// one that does not fit. No imports: Node runs this file as is (type stripping).

/**
 * Semantic version of the contract. Major: something a built remote relies on changed or went
 * away (the remote must be rebuilt). Minor: the host provides more; a remote built against a
 * higher minor than the host's may use what this host lacks.
 */
export const SHELL_CONTRACT_VERSION = '1.2.0';

/** What the contract version covers (a change to any of these changes the version). */
export const SHELL_CONTRACT_COVERS = [
  'auth: the signed-in user, permissions and API client of @ottilia/shared-auth, one instance for host and remotes',
  'alerts: the host alert banner and the dirty flag with its discard prompt (@ottilia/shared-ui shell context)',
  'strings: the i18next instance and react-i18next binding the host initialises, one namespace per remote',
  'navigation slots: nav entries and groups with id, label, position and group; activeNav on routes',
  'route-manifest format: name, area, navGroups, routes (path, module, permission, title, nav, activeNav), builtWith',
  // 1.1: the host shows what a remote declares on the home page and in the command palette
  'home and palette slots: actNext lists, search providers and actions of route manifests',
  // 1.2: the rest of what the shell links into a remote comes from its manifest too
  'shell link slots: profile links, record screens, help topics and the preview hand-off screen of route manifests',
  // each shared workspace package below is checked by its own version, not the contract's
  "admin core and components: the entries of @ottilia/shared-admin and @ottilia/shared-ui a remote relies on (SHELL_CONTRACT_SHARED), each package on the host's major",
] as const;

/**
 * The shared workspace packages of the contract, entry by entry (the federation share keys), and
 * how a page holds them. `one`: a single instance serves the host and every remote (it holds
 * React context or module state the host sets up: shell context, auth, the API client, the admin
 * core's dirty sections); a remote built against another major is refused. `copy`: views without
 * context or state of their own (they reach the singletons by package name), so an area that
 * cannot get a copy in its range loads its own. A remote states the version of each package it was
 * built with (`builtWith`); the host, promote and the pipeline accept the same major as the host's
 * (ADR 0321).
 */
export const SHELL_CONTRACT_SHARED = {
  '@ottilia/shared-ui': { '.': 'one', './editing': 'copy', './admin': 'copy' },
  '@ottilia/shared-auth': { '.': 'one', './typed': 'one' },
  '@ottilia/shared-admin': { '.': 'one', './screens': 'copy' },
} as const satisfies Record<string, Record<string, 'one' | 'copy'>>;

/** What a remote (or the host) was built against, as published in its route manifest. */
export interface BuiltWith {
  contract: string;
  /** Shared package -> exact version it was built with (the libraries and SHELL_CONTRACT_SHARED's packages). */
  shared: Record<string, string>;
}

interface Version {
  major: number;
  minor: number;
}

function parseVersion(version: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

/** Same semver line: same major, or below 1.0 the same minor. */
function sameLine(a: Version, b: Version): boolean {
  return a.major === b.major && (a.major > 0 || a.minor === b.minor);
}

/**
 * Why a remote built with `remote` cannot run in a host built with `host`; empty when it can. The
 * contract's major must match and the remote's minor be at most the host's; every shared
 * package both name must be on the same semver line, the range each app's federation config
 * accepts (`^` its major): a library or an entry held once on the page would otherwise run a
 * remote against another major (React, the admin core).
 */
export function contractProblems(remote: BuiltWith, host: BuiltWith): string[] {
  const problems: string[] = [];
  const remoteContract = parseVersion(remote.contract);
  const hostContract = parseVersion(host.contract);
  if (!remoteContract || !hostContract) {
    problems.push(`shell contract ${remote.contract} is not a version`);
  } else if (!sameLine(remoteContract, hostContract) || remoteContract.minor > hostContract.minor) {
    problems.push(`built for shell contract ${remote.contract}, the portal provides ${host.contract}`);
  }
  for (const [name, version] of Object.entries(remote.shared)) {
    const hostVersion = host.shared[name];
    if (hostVersion === undefined) continue;
    const ours = parseVersion(hostVersion);
    const theirs = parseVersion(version);
    if (!ours || !theirs || !sameLine(theirs, ours))
      problems.push(`built with ${name} ${version}, the portal shares ${name} ${hostVersion}`);
  }
  return problems;
}

/** The range an app built with `version` accepts from another app: `^` its major (below 1.0, its minor). */
export function acceptedRange(version: string): string {
  const parsed = parseVersion(version);
  if (!parsed) return version;
  return parsed.major > 0 ? `^${parsed.major}.0.0` : `^0.${parsed.minor}.0`;
}

/** Reads `builtWith` from a published manifest; undefined when absent or malformed. */
export function parseBuiltWith(value: unknown): BuiltWith | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { contract, shared } = value as Record<string, unknown>;
  if (typeof contract !== 'string' || typeof shared !== 'object' || shared === null || Array.isArray(shared)) return undefined;
  const versions = Object.entries(shared as Record<string, unknown>);
  if (!versions.every(([, version]) => typeof version === 'string')) return undefined;
  return { contract, shared: Object.fromEntries(versions) as Record<string, string> };
}
