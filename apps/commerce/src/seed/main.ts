// `npm run seed -w apps/commerce [-- --products N] [--skip-images]`: migrates the configured
// database and (re)applies the demo data, then renders the catalog images into MEDIA_DIR.
// With --products N the catalog is filled with generated products up to N in all (benchmarks).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, withoutStatementTimeout } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { seedDatabase } from './index';
import { parseSeedArgs } from './args';

let args: ReturnType<typeof parseSeedArgs>;
try {
  args = parseSeedArgs(process.argv.slice(2), parseArgs);
} catch (error) {
  console.error(`npm run seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(withoutStatementTimeout(config.database));
try {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, {
    logger,
    ...(args.products === undefined ? {} : { products: args.products }),
    ...(args.skipImages ? {} : { mediaDir: config.mediaDir }),
  });
  logger.info({ driver: database.driver }, 'seed complete');
} catch (error) {
  logger.fatal({ err: error }, 'seed failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
