// The benchmark's own database, thrown away afterwards: a fresh database on the PostgreSQL server
// that DATABASE_URL names (never that database itself), or an embedded one in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  /** Environment for the seed and the commerce service. */
  env: NodeJS.ProcessEnv;
  description: string;
  drop(): Promise<void>;
}

/**
 * `name`: a fixed name for the database on the server (the soak's `loomfront_soak`), dropped first
 * if an earlier run left it behind; otherwise a name of this run's own.
 */
export async function createBenchDatabase(
  serverUrl: string | undefined,
  name = `loomfront_bench_${process.pid}_${Date.now()}`,
): Promise<BenchDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), 'loomfront-bench-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  const mediaDir = join(scratch, 'media');
  if (!serverUrl) {
    return {
      env: { PGLITE_DATA_DIR: join(scratch, 'pglite'), MEDIA_DIR: mediaDir },
      description: 'embedded PGlite',
      drop: async () => removeScratch(),
    };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), MEDIA_DIR: mediaDir },
    description: `PostgreSQL server ${url.host} (temporary database ${name})`,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
        removeScratch();
      }
    },
  };
}
