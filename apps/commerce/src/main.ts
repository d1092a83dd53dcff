// `npm start`: configuration from the environment, database opened and migrated (MIGRATE_ON_START),
// the demo shop seeded on first run (SEED_ON_START), then the HTTP service until SIGINT/SIGTERM.
import { startCommerce } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger(config);

try {
  const commerce = await startCommerce({
    config,
    logger,
    migrate: config.migrateOnStart,
    seedIfEmpty: config.seedOnStart,
  });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    commerce.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  logger.fatal({ err: error }, 'commerce service failed to start');
  process.exit(1);
}
