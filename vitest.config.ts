import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));

// Vitest's default is one worker per core but one, which is a single worker on a two-core
// machine. Unit and API files wait on timers, sockets and hashing often enough that two share
// two cores well (the API suite: 417 s in one worker, 352 s in two, on the CI machine).
const workers = Math.max(2, availableParallelism() - 1);

// One runner, three levels (DESIGN.md "Tests and CI"): `npm test` runs them in this order.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': storefrontSrc } },
        test: {
          name: 'unit',
          maxWorkers: workers,
          include: [
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/storefront/server/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          maxWorkers: workers,
          include: ['apps/commerce/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['./apps/commerce/src/testing/global-setup.ts'],
          // Every API file starts its own commerce service on its own database; none changes the
          // environment or mocks a module. Importing the service once per worker rather than once
          // per file took the suite from 474 s to 319 s on the CI machine (import 206 s → 23 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits on a page that waits on both services over two busy cores: after a
          // login, the header's refresh took over a second once in a full run. A poll that holds
          // returns at once, so only a failing one waits the longer time.
          expect: { poll: { timeout: 5_000 } },
          globalSetup: ['./e2e/src/global-setup.ts'],
          // Two files at a time against the one commerce service and storefront: a single file
          // leaves a third of the two cores idle while pages load and debounces wait. Every file
          // makes its own shoppers, carts and orders, so none depends on another's state.
          maxWorkers: 2,
        },
      },
    ],
  },
});
