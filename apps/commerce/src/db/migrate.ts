import type { Kysely } from 'kysely';
import { Migrator } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/** Runs every pending migration; throws with the failing migration's name. Returns those applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(
      `Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** Names of the migrations the code has and the database has not applied yet, in order. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const migrations = await migrator.getMigrations();
  return migrations
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}
