// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase, withoutStatementTimeout } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(withoutStatementTimeout(config.database), { logger });
try {
  const applied = await migrateToLatest(database.db);
  logger.info(
    { driver: database.driver, applied },
    applied.length ? 'migrations applied' : 'database already up to date',
  );
} catch (error) {
  logger.fatal({ err: error }, 'migration failed');
  process.exitCode = 1;
} finally {
  await database.close();
}
