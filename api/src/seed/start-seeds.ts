/**
 * What a starting instance writes once its schema is at head: the demo data, only into an empty
 * development or test database (never with NODE_ENV=production: a production database gets its
 * first Super Admin from `npm run admin -- create-super-admin`), and the bundled English into the
 * translations service when this instance mounts it (new keys arrive; Super Admin edits stay).
 */
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { seedTranslations } from '../translations/translation-seed.js';
import { seedDemoData } from './demo.js';

export async function seedAtStart(
  config: Pick<Config, 'isProduction' | 'translationsApiKey'>,
  db: Database,
): Promise<{ demoData: boolean; translations: boolean }> {
  const demoData = config.isProduction ? false : await seedDemoData(db);
  if (config.translationsApiKey) await seedTranslations(db);
  return { demoData, translations: Boolean(config.translationsApiKey) };
}
