import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localStateDir } from '@ottilia/shared-contracts/local-env';

/** Repo root: this file lives in identity/src (tests) or identity/dist (built), two levels down. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `<repo root>/.local`, the git-ignored folder for certificates, keys and passwords. */
export function defaultStateDir(): string {
  return path.join(repoRoot, localStateDir);
}
