/**
 * `node dist/seed/scale-cli.js [count]` (pnpm run seed:scale): grows the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR) to `count` projects, default 100000, seeding
 * the demo data first when it is empty. Run it while the API is stopped when using PGlite: the
 * embedded database is one process's folder. Refused with NODE_ENV=production (demo data).
 */
import { mkdirSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from './demo.js';
import { growProjects } from './scale.js';

const target = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(target) || target < 0) {
  console.error(`usage: scale-cli [count]; count must be a whole number, got "${process.argv[2]}"`);
  process.exit(2);
}

const config = loadConfig();
if (config.isProduction) {
  console.error('scale-cli writes demo data: it is for development and test databases, never with NODE_ENV=production');
  process.exit(2);
}
if (config.database.kind === 'pglite' && config.database.dataDir) mkdirSync(config.database.dataDir, { recursive: true });
const database = await openDatabase(config.database);
try {
  if (await seedDemoData(database.db)) console.log('Seeded the demo data into the empty database.');
  const started = Date.now();
  const bar = new cliProgress.SingleBar(
    { format: 'projects {bar} {percentage}% | {value}/{total} | {duration}s' },
    cliProgress.Presets.shades_classic,
  );
  let barStarted = false;
  const { before, after } = await growProjects(database.db, target, (added, toAdd) => {
    if (!barStarted) {
      bar.start(toAdd, 0);
      barStarted = true;
    }
    bar.update(added);
  });
  if (barStarted) bar.stop();
  console.log(
    after > before
      ? `Projects: ${before} -> ${after} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`
      : `Already ${before} projects (target ${target}); nothing to add.`,
  );
} finally {
  await database.close();
}
