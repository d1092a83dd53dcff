// `npm run bench:soak -w bench [-- --soak-minutes 10]`: does the commerce service stay flat under
// long uncached listing load? Seeds BENCH_PRODUCTS (10,000) products into a database of its own
// (`loomfront_soak` on the PostgreSQL server DATABASE_URL names, or embedded PGlite), starts the
// compiled service as production does, and for the given minutes sends category listings that all
// miss the response cache over `--connections` (8) connections, while it samples the service's
// RSS (/proc/<pid>/status) every 10 s and times GET /health every 100 ms from a worker thread.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@loomfront/e2e/processes';
import { createBenchDatabase } from './database';
import { probeHealth } from './health-probe';
import { startCompiledCommerce } from './soak-commerce';
import { listingCategories, soakListingBody, type ListingCategory } from './soak-listing';
import {
  lastHalf,
  rssSlopePerMinute,
  summarizeLatencies,
  vmRssBytes,
  type LatencySummary,
  type RssSample,
} from './soak-stats';

const { values: options } = parseArgs({
  options: {
    'soak-minutes': { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'commerce-log': { type: 'string' },
  },
});
const minutes = Number(options['soak-minutes']);
// Below the service's pool of 10 database connections, so /health's ping finds one free.
const connections = Number(options.connections);
if (!(minutes > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error('--soak-minutes takes a positive number, --connections a whole number');
}
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const durationMs = minutes * 60_000;
const MB = 1024 * 1024;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const latencies = (summary: LatencySummary) =>
  `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (${summary.count} requests)`;

function rssOf(pid: number): number {
  const bytes = vmRssBytes(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (bytes === null) throw new Error(`no VmRSS for process ${pid}`);
  return bytes;
}

function seed(env: NodeJS.ProcessEnv) {
  console.log(`[soak] seeding the demo shop and generated products up to ${products}…`);
  const seeded = spawnSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['src/seed/main.ts', '--products', String(products), '--skip-images'],
    { cwd: join(repoRoot, 'apps/commerce'), env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed with exit code ${seeded.status}`);
}

interface LoadResult {
  requests: number;
  failures: number;
  latencies: number[];
}

/** `connections` loops sending the next listing until the deadline, counting into `result`. */
async function listingLoad(
  url: string,
  categories: readonly ListingCategory[],
  deadline: number,
  result: LoadResult,
): Promise<void> {
  let next = 0;
  const loop = async () => {
    while (Date.now() < deadline) {
      const body = soakListingBody(categories, next++);
      const started = performance.now();
      try {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Store: 'default' },
          body,
        });
        const text = await response.text();
        if (!response.ok || text.includes('"errors":')) {
          result.failures += 1;
          if (result.failures <= 3) console.warn(`[soak] failed listing: ${text.slice(0, 300)}`);
        }
      } catch (error) {
        result.failures += 1;
        if (result.failures <= 3) console.warn(`[soak] failed listing: ${String(error)}`);
      }
      result.latencies.push(performance.now() - started);
      result.requests += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

const database = await createBenchDatabase(process.env.DATABASE_URL, 'loomfront_soak');
try {
  console.log(`[soak] database: ${database.description}`);
  seed(database.env);
  const commerce = await startCompiledCommerce(
    {
      ...database.env,
      SEED_ON_START: 'false',
      // One client sends all the load: per-client rate limits would answer 429.
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_MUTATIONS: '0',
    },
    options['commerce-log'],
  );
  try {
    const categories = await listingCategories(commerce.url);
    if (categories.length === 0) throw new Error('no category lists any product');
    const startRss = rssOf(commerce.pid);
    console.log(
      `[soak] commerce pid ${commerce.pid}, ${categories.length} categories, ` +
        `${connections} connections, ${minutes} min; RSS at start ${mb(startRss)}; load average ${load()}`,
    );
    const started = Date.now();
    const deadline = started + durationMs;
    const samples: RssSample[] = [{ atMs: 0, bytes: startRss }];
    const health: number[] = [];
    const result: LoadResult = { requests: 0, failures: 0, latencies: [] };
    let minuteMark = { requests: 0, health: 0 };
    const sampler = setInterval(() => {
      const atMs = Date.now() - started;
      samples.push({ atMs, bytes: rssOf(commerce.pid) });
      if (Math.round(atMs / 10_000) % 6 === 0) {
        const requests = result.requests;
        const minuteHealth = summarizeLatencies(health.slice(minuteMark.health));
        console.log(
          `[soak] ${Math.round(atMs / 60_000)} min: RSS ${mb(samples.at(-1)!.bytes)}, ` +
            `${requests - minuteMark.requests} listings this minute, /health p99 ${ms(minuteHealth.p99)}, ` +
            `load average ${load()}`,
        );
        minuteMark = { requests, health: health.length };
      }
    }, 10_000);
    const [, probed] = await Promise.all([
      listingLoad(commerce.url, categories, deadline, result),
      probeHealth(commerce.url, deadline, (latency) => health.push(latency)),
    ]);
    const healthFailures = probed.failures;
    clearInterval(sampler);
    const endRss = rssOf(commerce.pid);
    samples.push({ atMs: Date.now() - started, bytes: endRss });
    const peak = Math.max(...samples.map((sample) => sample.bytes));
    const slope = rssSlopePerMinute(lastHalf(samples, durationMs));
    const listing = summarizeLatencies(result.latencies);
    console.log(
      `\n[soak] ${minutes} min of uncached listings, ${products} products, ${database.description}`,
    );
    console.log(
      `  listings: ${result.requests} (${(result.requests / (durationMs / 1000)).toFixed(1)} req/s), ${result.failures} failed; ${latencies(listing)}`,
    );
    console.log(
      `  commerce RSS: start ${mb(startRss)}, end ${mb(endRss)}, peak of samples ${mb(peak)}`,
    );
    console.log(`  RSS slope over the last half: ${(slope / MB).toFixed(2)} MB/min`);
    console.log(
      `  /health during load: ${latencies(summarizeLatencies(health))}, ${healthFailures} failed`,
    );
    console.log(`  load average (1, 5, 15 min): ${load()}`);
  } finally {
    await commerce.stop();
  }
} finally {
  await database.drop();
}
