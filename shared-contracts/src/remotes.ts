// The portal's remotes, listed once (remotes.json); what cannot import this list is checked against
// it (test/remotes.test.ts). Imports only JSON: Node runs this file as is (type stripping).
import localEnv from './local-env.json' with { type: 'json' };
import remotes from './remotes.json' with { type: 'json' };

type LocalName = keyof typeof localEnv.ports & keyof typeof localEnv.origins;

export interface Remote {
  /** The package's folder at the repository's root (and `@ottilia/<package>`). */
  package: string;
  /** Module-federation container name: the remote's key in env-config and the compositions. */
  name: string;
  /** What users read for this remote (failure messages, the command palette). */
  area: string;
  /** i18n namespace of its strings (the translations service's and src/i18n/en.ts's). */
  namespace: string;
  /** Local (development and test) port and origin, from local-env.json. */
  port: number;
  origin: string;
}

export const REMOTES: readonly Remote[] = remotes.map((remote) => {
  const name = remote.name as LocalName;
  if (!(name in localEnv.ports) || !(name in localEnv.origins))
    throw new Error(`local-env.json gives remote ${remote.name} no port and origin`);
  return { ...remote, port: localEnv.ports[name], origin: localEnv.origins[name] };
});

/** The remote in the folder `pkg`, e.g. 'remote-users'. */
export function remoteOfPackage(pkg: string): Remote {
  const remote = REMOTES.find((candidate) => candidate.package === pkg);
  if (!remote) throw new Error(`${pkg} is not a remote of shared-contracts/src/remotes.json`);
  return remote;
}
