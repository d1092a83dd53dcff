// The visual check (issue 9): a screenshot of each page type, and of each page of a signed-in
// customer's account, at a phone and a desktop width in the US and Austrian storefronts; fails on
// sideways scrolling, a broken image, a console error or a hydration warning. The screenshots are
// kept in a temporary folder (printed) for a person to see.
// Commerce renders the demo images in the background after it starts (ADR 0012): an image that is
// missing is looked at again until MEDIA_GRACE_MS after the run started, then it counts as broken.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';
import { registerCustomer, storefrontPath, uniqueEmail } from '../src/checkout-steps';
import {
  brokenImages,
  horizontalOverflow,
  keepScreenshot,
  scrollThrough,
} from '../src/page-checks';
import { inStorefront, pageTypes, type PageType } from '../src/page-types';

const MEDIA_GRACE_MS = 8 * 60_000;
const startedAt = Date.now();

let browser: Browser;
let pages: PageType[];
const screenshots =
  process.env.VISUAL_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-visual-'));

beforeAll(async () => {
  browser = await launchBrowser();
  pages = await pageTypes();
  console.info(`visual check screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('every page type looks whole', () => {
  for (const locale of ['us', 'at']) {
    for (const width of [390, 1440]) {
      it(
        `renders each page type in the ${locale} storefront at ${width} px without sideways scrolling, broken images or console errors`,
        async () => {
          const { context, page } = await newShopper(browser, {
            viewport: { width, height: width < 768 ? 844 : 900 },
          });
          const problems = await watchPageProblems(page);
          try {
            const found: string[] = [];
            for (const type of pages) {
              let broken: string[] = [];
              for (;;) {
                const response = await page.goto(inStorefront(locale, type.path), {
                  waitUntil: 'load',
                });
                expect(response?.status(), type.name).toBe(type.status);
                await scrollThrough(page);
                await page.waitForLoadState('networkidle');
                broken = await brokenImages(page);
                if (broken.length === 0 || Date.now() - startedAt > MEDIA_GRACE_MS) break;
                await page.waitForTimeout(10_000);
              }
              const overflow = await horizontalOverflow(page);
              if (overflow > 0) found.push(`${type.name}: scrolls ${overflow} px sideways`);
              for (const image of new Set(broken)) {
                found.push(`${type.name}: image failed to load ${image}`);
              }
              await keepScreenshot(page, join(screenshots, `${locale}-${width}-${type.name}.png`));
            }
            expect([...found, ...(await problems())]).toEqual([]);
          } finally {
            await context.close();
          }
        },
        MEDIA_GRACE_MS + 120_000,
      );
    }
  }
});

/** The account's pages a new customer can open (an order's or an address's page needs one). */
const ACCOUNT_PAGES = [
  '/customer',
  '/customer/my-profile',
  '/customer/addresses-details',
  '/customer/addresses-details/create',
  '/customer/order-history',
  '/customer/my-wishlist',
  '/customer/my-reviews',
  '/customer/my-newsletter',
  '/customer/language',
  '/customer/shipping-location',
] as const;

describe("every page of a customer's account looks whole", () => {
  // The account journey (accounts.e2e) runs in us at 390 px and in at at 1440 px: here the other
  // two, so both storefronts' account pages are seen at both widths.
  for (const [locale, width] of [
    ['us', 1440],
    ['at', 390],
  ] as const) {
    it(`renders each account page in the ${locale} storefront at ${width} px without sideways scrolling or console errors`, async () => {
      const { context, page } = await newShopper(browser, {
        viewport: { width, height: width < 768 ? 844 : 900 },
      });
      const problems = await watchPageProblems(page);
      try {
        await registerCustomer(page, locale, {
          firstname: 'Clara',
          lastname: 'Weber',
          email: uniqueEmail(`visual-${locale}-${width}`),
        });
        const found: string[] = [];
        for (const route of ACCOUNT_PAGES) {
          const path = storefrontPath(locale, route);
          const response = await page.goto(path, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(200);
          // Signed in: the account's own page, never the login page it would send a guest to.
          expect(new URL(page.url()).pathname, path).toBe(path);
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) found.push(`${route}: scrolls ${overflow} px sideways`);
          for (const image of new Set(await brokenImages(page))) {
            found.push(`${route}: image failed to load ${image}`);
          }
          await keepScreenshot(
            page,
            join(screenshots, `${locale}-${width}-account${route.replace(/\//g, '-')}.png`),
          );
        }
        expect([...found, ...(await problems())]).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
