// The demo shop, built by an ordered list of steps. Every step is deterministic and idempotent
// (upserts by natural keys), so re-running the seed leaves the same data. Later modules (catalog,
// content, …) add their steps to `seedSteps`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { catalogMediaJobs } from './catalog/media-jobs';
import { buildDemoCatalog } from './catalog/index';
import { renderMissing } from '../media/render';
import { cartRulesSeed } from './steps/cart-rules';
import { catalogSeed } from './steps/catalog';
import { checkoutSeed } from './steps/checkout';
import { catalogIndexSeed } from './steps/catalog-index';
import { storesSeed } from './steps/stores';

import type { SeedOptions, SeedStep } from './steps/seed-step';

export type { SeedOptions, SeedStep } from './steps/seed-step';

export const seedSteps: SeedStep[] = [
  storesSeed,
  catalogSeed,
  catalogIndexSeed,
  cartRulesSeed,
  checkoutSeed,
];

/** Runs every seed step, each in its own transaction. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  for (const step of seedSteps) {
    const started = performance.now();
    await db.transaction().execute((trx) => step.run(trx, options));
    options.logger?.info(
      { step: step.name, durationMs: Math.round(performance.now() - started) },
      'seed step done',
    );
  }
  if (options.mediaDir) await renderCatalogImages(options.mediaDir, { logger: options.logger });
}

/** Renders the images the demo catalog refers to; files already there are kept. */
export async function renderCatalogImages(
  mediaDir: string,
  options: { logger?: Logger | undefined; signal?: AbortSignal; concurrency?: number } = {},
): Promise<number> {
  const { logger } = options;
  const started = performance.now();
  const jobs = catalogMediaJobs(buildDemoCatalog());
  const rendered = await renderMissing(mediaDir, jobs, {
    concurrency: options.concurrency ?? 2,
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (done, total) => logger?.info({ done, total }, 'rendering catalog images'),
  });
  logger?.info(
    { rendered, durationMs: Math.round(performance.now() - started), mediaDir },
    'catalog images ready',
  );
  return rendered;
}

/** No store views yet: the state `npm start` seeds on its first run. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('store_views').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
