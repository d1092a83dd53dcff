// What `startCommerce` does before and after it listens: bring the database to the code's schema
// (or refuse one that is behind), seed the demo shop into an empty database, and decide whether
// the demo catalog's images need rendering.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommerceDatabase } from './db/database';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import type { Logger } from './logger';
import { mediaPathFor } from './media/render';
import { CatalogIndexer } from './modules/catalog/catalog-index';
import { buildDemoCatalog } from './seed/catalog/index';
import { catalogMediaJobs } from './seed/catalog/media-jobs';
import { isDatabaseEmpty, seedDatabase } from './seed/index';

export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError';
}

/** Migrates (or checks) and seeds an empty database; tells whether this call seeded. */
export async function prepareDatabase(
  database: CommerceDatabase,
  options: { migrate: boolean; seedIfEmpty: boolean; logger: Logger },
): Promise<{ seeded: boolean }> {
  const { logger } = options;
  if (options.migrate) {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
  } else {
    // Serving a schema older than the code fails request by request; refusing to start says why.
    const pending = await pendingMigrations(database.db);
    if (pending.length) {
      throw new SchemaBehindError(
        `The database lacks ${pending.length} migration(s) (${pending.join(', ')}) and ` +
          'MIGRATE_ON_START is off: run `npm run db:migrate` first.',
      );
    }
  }
  if (options.seedIfEmpty && (await isDatabaseEmpty(database.db))) {
    logger.info('empty database: seeding the demo shop');
    await seedDatabase(database.db, { logger });
    return { seeded: true };
  }
  // Index tables built by an older indexer (or never) are rebuilt before the first request.
  if (await new CatalogIndexer(database.db).ensureCurrent()) logger.info('catalog indexes rebuilt');
  return { seeded: false };
}

/**
 * Some of the demo catalog's images are in `mediaDir` and some are not: an earlier render was cut
 * short. None at all means this database's media are not the demo's (a real catalog, or a seed
 * run with --skip-images), so nothing is written; all of them means there is nothing to do.
 */
export async function demoImagesIncomplete(mediaDir: string): Promise<boolean> {
  if (!(await fileExists(join(mediaDir, 'catalog')))) return false;
  const paths = new Set(
    catalogMediaJobs(buildDemoCatalog()).map((job) => mediaPathFor(job.recipe, job.size)),
  );
  let present = false;
  let missing = false;
  for (const path of paths) {
    if (await fileExists(join(mediaDir, path))) present = true;
    else missing = true;
    if (present && missing) return true;
  }
  return false;
}

async function fileExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
