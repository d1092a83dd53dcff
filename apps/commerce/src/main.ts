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
  let stopping = false;
  // Idempotent: a supervisor may signal both a wrapper (npm, tsx) and this process, and a second
  // signal must not cut the graceful close short.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    commerce.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  logger.fatal({ err: error }, 'commerce service failed to start');
  process.exit(1);
}
