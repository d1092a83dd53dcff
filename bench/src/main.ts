// `npm run bench`: bounded loopback load on the real processes, then Lighthouse, one table each.
// The catalog is seeded into a database of the bench's own (a temporary database on the
// PostgreSQL server DATABASE_URL names, else embedded PGlite), dropped at the end.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startCommerceProcess, startStorefrontProcess } from '@loomfront/e2e/processes';
import { createBenchDatabase } from './database';
import { lighthouseScores } from './lighthouse';
import { measure, type LoadRow } from './load';
import { buildScenarios } from './scenarios';
import { lighthouseTable, loadTable } from './table';

const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  maxRequests: Number(process.env.BENCH_MAX_REQUESTS ?? 50_000),
};
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== 'false';
/** BENCH_ONLY=customer,search: only the scenarios whose names contain one of these words. */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

function seed(env: NodeJS.ProcessEnv) {
  console.log(`[bench] seeding the demo shop and generated products up to ${products}…`);
  const seeded = spawnSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['src/seed/main.ts', '--products', String(products)],
    { cwd: join(repoRoot, 'apps/commerce'), env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed with exit code ${seeded.status}`);
}

const database = await createBenchDatabase(process.env.DATABASE_URL);
try {
  console.log(`[bench] database: ${database.description}`);
  seed(database.env);
  // The bench measures throughput from one address: per-client rate limits would answer 429.
  const commerce = await startCommerceProcess({
    ...database.env,
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_MUTATIONS: '0',
    RATE_LIMIT_LOGIN: '0',
  });
  try {
    const storefront = await startStorefrontProcess(commerce.url);
    try {
      const rows: LoadRow[] = [];
      const scenarios = (await buildScenarios(commerce.url)).filter(
        (scenario) => only.length === 0 || only.some((word) => scenario.name.includes(word)),
      );
      for (const scenario of scenarios) {
        const server = scenario.target === 'commerce' ? commerce : storefront;
        rows.push(await measure(scenario, server.url, settings, server.pid));
      }
      console.log(
        `\n${settings.connections} connections, ${settings.seconds} s (at most ` +
          `${settings.maxRequests} requests) per scenario, loopback, ${products} products`,
      );
      console.log(loadTable(rows));
      if (withLighthouse) {
        const pages = scenarios
          // Each page once: its uncached row is the same page under another address.
          .filter((scenario) => scenario.target === 'storefront' && !scenario.pathOf)
          .map((scenario) => ({
            name: scenario.name.replace(/^SSR /, ''),
            url: new URL(scenario.path, storefront.url).toString(),
          }));
        console.log(`\n${lighthouseTable(await lighthouseScores(pages))}`);
      }
    } finally {
      await storefront.stop();
    }
  } finally {
    await commerce.stop();
  }
} finally {
  await database.drop();
}
