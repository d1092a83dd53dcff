// The page chrome holds on every page type: no sideways scrolling at any common width, and no
// layout shift while the page and its header stream in (issue 9, points 1 and 19).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from '../src/browser';
import { horizontalOverflow, overflowingElements, watchLayoutShift } from '../src/page-checks';
import { inStorefront, pageTypes, type PageType } from '../src/page-types';

let browser: Browser;
let pages: PageType[];
beforeAll(async () => {
  browser = await launchBrowser();
  pages = await pageTypes();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page chrome', () => {
  for (const width of [320, 360, 390, 414, 768, 1024, 1440]) {
    it(`lets no page type scroll sideways at ${width} px`, async () => {
      const { context, page } = await newShopper(browser, { viewport: { width, height: 800 } });
      try {
        const overflowing: string[] = [];
        for (const locale of ['us', 'at']) {
          for (const type of pages) {
            await page.goto(inStorefront(locale, type.path));
            const overflow = await horizontalOverflow(page);
            if (overflow > 0) {
              const culprits = (await overflowingElements(page)).join(', ');
              overflowing.push(`${locale} ${type.name}: ${overflow} px (${culprits})`);
            }
          }
        }
        expect(overflowing).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  }

  for (const width of [390, 1440]) {
    it(`shifts no layout while any page type loads at ${width} px (CLS 0)`, async () => {
      const shifted: string[] = [];
      for (const type of pages) {
        const { context, page } = await newShopper(browser, { viewport: { width, height: 900 } });
        try {
          const layoutShift = await watchLayoutShift(page);
          await page.goto(inStorefront('us', type.path));
          await page.waitForLoadState('networkidle');
          // The header turns active after one second (spec §4): that must not move anything either.
          await page.waitForTimeout(1300);
          const { total, moved } = await layoutShift();
          if (total > 0) shifted.push(`${type.name}: ${total.toFixed(4)} (${moved.join('; ')})`);
        } finally {
          await context.close();
        }
      }
      expect(shifted).toEqual([]);
    }, 240_000);
  }
});
