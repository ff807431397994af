/** The directory adapter config.directory names (src/config.ts); none: every use answers 503. */
import type { Config } from '../config.js';
import { graphDirectory } from './graph/graph-directory.js';
import { identityAdminDirectory, unconfiguredDirectory, type IdentityDirectory } from './identity-directory.js';

export function directoryFor(config: Config['directory']): IdentityDirectory {
  if (config?.kind === 'local') return identityAdminDirectory(config);
  if (config?.kind === 'graph') return graphDirectory(config);
  return unconfiguredDirectory();
}
