// `npm run bench`: bounded loopback load on the real processes, one table at the end.
// Uses the PostgreSQL server when DATABASE_URL is set (the database is reseeded), else a
// throw-away embedded database. BENCH_PRODUCTS (default 10000) sizes the catalog.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startCommerceProcess, startStorefrontProcess } from '@loomfront/e2e/processes';
import { buildScenarios, type Scenario } from './scenarios';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(scenario: Scenario, baseUrl: string): Promise<Row> {
  const options = {
    url: new URL(scenario.path, baseUrl).toString(),
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: caches, JIT, connection pools
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function printTable(rows: Row[]) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${connections} connections, ${seconds} s per scenario, loopback`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
}

/** Seeds the demo shop plus a large generated catalog before the service starts. */
function seedLargeCatalog(env: NodeJS.ProcessEnv) {
  console.log(`[bench] seeding the demo shop and ${products} products…`);
  const seeded = spawnSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['src/seed/main.ts', '--products', String(products)],
    { cwd: join(repoRoot, 'apps/commerce'), env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed with exit code ${seeded.status}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'loomfront-bench-db-'));
const databaseEnv: NodeJS.ProcessEnv = {
  PGLITE_DATA_DIR: dataDir,
  MEDIA_DIR: join(dataDir, 'media'),
};
if (products > 0) seedLargeCatalog(databaseEnv);
console.log(
  `[bench] database: ${process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite'}`,
);
const commerce = await startCommerceProcess(dataDir, databaseEnv);
const storefront = await startStorefrontProcess(commerce.url).catch(async (error: unknown) => {
  await commerce.stop();
  throw error;
});
try {
  const rows: Row[] = [];
  for (const scenario of await buildScenarios(commerce.url)) {
    const baseUrl = scenario.target === 'commerce' ? commerce.url : storefront.url;
    rows.push(await measure(scenario, baseUrl));
  }
  printTable(rows);
} finally {
  await storefront.stop();
  await commerce.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
