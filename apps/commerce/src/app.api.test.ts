import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCommerce } from './app';
import type { CommerceConfig } from './config';
import { openDatabase, type CommerceDatabase } from './db/database';
import { mediaPathFor } from './media/render';
import { buildDemoCatalog } from './seed/catalog/index';
import { catalogMediaJobs } from './seed/catalog/media-jobs';
import { openTestDatabase } from './testing/index';

type LogLine = Record<string, unknown> & { msg: string };

function capturingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const listenLocally: Partial<CommerceConfig> = { port: 0, host: '127.0.0.1', nodeEnv: 'test' };

describe('start-up migrations', () => {
  let database: CommerceDatabase;

  beforeEach(async () => {
    // A database no migration ever ran on, whatever driver the suite uses.
    database = await openDatabase({ driver: 'pglite', dataDir: null });
  });

  afterEach(async () => {
    await database.close();
  });

  it('refuses to start on a database behind the code when MIGRATE_ON_START is off', async () => {
    const { logger } = capturingLogger();
    await expect(
      startCommerce({ database, logger, config: { ...listenLocally, migrateOnStart: false } }),
    ).rejects.toThrow(/lacks \d+ migration\(s\) \(0001-.*run `npm run db:migrate` first/);
  });

  it('applies pending migrations before listening when MIGRATE_ON_START is on', async () => {
    const { logger, lines } = capturingLogger();
    const commerce = await startCommerce({
      database,
      logger,
      config: { ...listenLocally, migrateOnStart: true },
    });
    try {
      expect(lines.find((line) => line.msg === 'migrations applied')).toMatchObject({
        applied: expect.arrayContaining([expect.stringMatching(/^0001-/)]),
      });
      const health = await fetch(`${commerce.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await commerce.close();
    }
  });
});

describe('start-up catalog images', () => {
  let database: CommerceDatabase;
  let mediaDir: string;

  beforeEach(async () => {
    database = await openTestDatabase(); // seeded by another process: stores and demo catalog
    mediaDir = await mkdtemp(join(tmpdir(), 'loomfront-app-media-'));
  });

  afterEach(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** Starts and closes at once: closing waits for a render in progress, which logs when it ends. */
  async function startAndClose(seedIfEmpty: boolean): Promise<LogLine[]> {
    const { logger, lines } = capturingLogger();
    const commerce = await startCommerce({
      database,
      logger,
      migrate: false,
      seedIfEmpty,
      config: { ...listenLocally, mediaDir },
    });
    await commerce.close();
    return lines.filter((line) => line.msg === 'catalog images ready');
  }

  async function placeOneDemoImage() {
    const [first] = catalogMediaJobs(buildDemoCatalog());
    const path = join(mediaDir, mediaPathFor(first!.recipe, first!.size));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, 'rendered by an earlier start');
  }

  it('renders nothing into an empty MEDIA_DIR when the database was seeded elsewhere', async () => {
    expect(await startAndClose(true)).toEqual([]);
    expect(await readdir(mediaDir)).toEqual([]);
  });

  it('resumes rendering when MEDIA_DIR holds part of the demo catalog’s images', async () => {
    await placeOneDemoImage();
    expect(await startAndClose(true)).toEqual([expect.objectContaining({ mediaDir })]);
  });

  it('renders no demo images when seeding at start-up is off', async () => {
    await placeOneDemoImage();
    expect(await startAndClose(false)).toEqual([]);
  });
});
