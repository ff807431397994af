// `node scripts/promote.mjs <integration|stg|prd> <app> <version>`: pins a released version of one
// app (the host or a remote) in that environment's composition, compositions/<env>.json, and
// changes nothing else; a rollback is the same command with the earlier version. Refuses a
// version that is not in the release store, whose files changed after release, that the
// composition's release origin does not serve as released (scripts/releases/verify-release.mjs),
// that was released from uncommitted sources (stg, prd), or that fails the host's check of its
// published route manifest (scripts/releases/composition.mjs). A running stage that follows the
// file serves the new pins at once (scripts/releases/publish.mjs). OTTILIA_COMPOSITIONS_DIR and
// OTTILIA_RELEASES_DIR move the compositions and the release store (tests).
import path from 'node:path';
import {
  compositionFile,
  compositionsDir,
  ENVIRONMENTS,
  promote,
  PromotionRefused,
  readComposition,
  writeComposition,
} from './releases/composition.mjs';
import { publishComposition } from './releases/publish.mjs';
import { releasesRoot } from './releases/release-store.mjs';
import { verifiedRelease } from './releases/verify-release.mjs';

const [environment, app, version] = process.argv.slice(2);
if (!ENVIRONMENTS.includes(environment) || !app || !version) {
  console.error(`usage: node scripts/promote.mjs <${ENVIRONMENTS.join('|')}> <app> <version>`);
  process.exit(1);
}
const file = compositionFile(compositionsDir(), environment);
const composition = readComposition(file);
try {
  const before = composition.apps?.[app]?.version ?? 'none';
  const [origin] = composition.releaseOrigins ?? [];
  const release = await verifiedRelease(releasesRoot(), app, version, origin);
  writeComposition(file, promote(composition, app, version, release));
  console.log(`[promote] ${environment}: ${app} ${before} -> ${version} (${path.relative(process.cwd(), file)})`);
  for (const line of await publishComposition(file)) console.log(`[promote] ${line}`);
} catch (error) {
  if (!(error instanceof PromotionRefused)) throw error;
  console.error(`[promote] refused: ${error.message}`);
  process.exit(1);
}
