import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));

// One runner, three levels (DESIGN.md "Tests and CI"): `npm test` runs them in this order.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': storefrontSrc } },
        test: {
          name: 'unit',
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
          include: ['apps/commerce/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['./apps/commerce/src/testing/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['./e2e/src/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
