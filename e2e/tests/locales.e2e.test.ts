import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';

// Every storefront formats with its own BCP 47 tag (ADR 0029): Latin digits everywhere (the `sa`
// prefix is not Sanskrit), prices in the region's style, and server and client alike, so the page
// hydrates without a mismatch.
const storefronts = [
  { prefix: '', lang: 'en', count: /^\d+ products$/, price: /€[\d,]+\.\d{2}/ },
  { prefix: '/us', lang: 'en-US', count: /^\d+ products$/, price: /\$[\d,]+\.\d{2}/ },
  { prefix: '/me', lang: 'en-AE', count: /^\d+ products$/, price: /AED\s?[\d,]+\.\d{2}/ },
  { prefix: '/sa', lang: 'en-SA', count: /^\d+ products$/, price: /SAR\s?[\d,]+\.\d{2}/ },
  { prefix: '/at', lang: 'de-AT', count: /^\d+ Produkte$/, price: /€\s?[\d.]+,\d{2}/ },
];

/** Devanagari, Arabic-Indic and Extended Arabic-Indic digits. */
const NON_LATIN_DIGITS = /[\u0966-\u096F\u0660-\u0669\u06F0-\u06F9]/;

/** React's hydration errors (#418, #423, #425) and warnings, as console messages. */
function watchHydration(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('formatting in every storefront', () => {
  for (const storefront of storefronts) {
    const name = storefront.prefix || '/ (en)';
    it(`${name} shows a listing and a product in Latin digits, in its own style, without hydration errors`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        const problems = await watchPageProblems(page);
        const hydration = watchHydration(page);
        expect((await page.goto(`${storefront.prefix}/bed-linen`))?.status()).toBe(200);
        expect(await page.locator('html').getAttribute('lang')).toBe(storefront.lang);
        const total = (await page.getByTestId('listing-total').innerText()).trim();
        expect(total).toMatch(storefront.count);
        const card = page.getByTestId('product-card').first();
        expect(await card.getByTestId('price').innerText()).toMatch(storefront.price);
        expect(await page.locator('main').innerText()).not.toMatch(NON_LATIN_DIGITS);

        await card.getByRole('link').first().click();
        await page.getByTestId('product-page').waitFor();
        expect(await page.getByTestId('product-price').innerText()).toMatch(storefront.price);
        expect(await page.getByTestId('review-count').innerText()).toMatch(/^(\d+ |No |Noch )/);
        expect(await page.locator('main').innerText()).not.toMatch(NON_LATIN_DIGITS);
        // Client islands hydrate after load; give a late mismatch the chance to be reported.
        await page.waitForLoadState('networkidle');
        expect(hydration).toEqual([]);
        expect(await problems()).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the Austrian storefront', () => {
  it('speaks German in its own chrome: menu, filters, sorting, header and footer', async () => {
    const { context, page } = await newShopper(browser, { locale: 'de-AT' });
    try {
      await page.goto('/at/bed-linen');
      await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Filter' }).count()).toBe(1);
      expect(await page.getByLabel('Sortieren nach').count()).toBe(1);
      expect(await page.getByLabel('Artikel pro Seite').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Warenkorb' }).count()).toBeGreaterThan(0);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Datenschutzerklärung' }).count()).toBe(1);
      expect(await page.getByText('Sort by', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('names menu entries and filters with the German labels commerce answers for at', async () => {
    const { context, page } = await newShopper(browser, { locale: 'de-AT' });
    try {
      await page.goto('/at/bed-linen');
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await menu.waitFor();
      expect(await menu.getByText('Bettwäsche', { exact: true }).count()).toBeGreaterThan(0);
      expect(await menu.getByText('Bed Linen', { exact: true }).count()).toBe(0);
      const filters = page.getByRole('complementary', { name: 'Filter' });
      expect(await filters.getByText('Farbe', { exact: true }).count()).toBeGreaterThan(0);
      expect(await filters.getByText('Weiß', { exact: true }).count()).toBeGreaterThan(0);
      expect(await filters.getByText('Color', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('names products in German on the category page and the product page', async () => {
    const { context, page } = await newShopper(browser, { locale: 'de-AT' });
    try {
      await page.goto('/at/bed-linen/percale');
      const names = await page.getByTestId('product-card').locator('h3').allInnerTexts();
      expect(names).toContain('Veranda Bettwäsche-Set Perkal');
      expect(names.filter((name) => /Percale|Bed Linen|Duvet Cover|Sheet/.test(name))).toEqual([]);

      await page.goto('/at/veranda-percale-bed-linen-set');
      const name = page.getByTestId('product-name');
      expect((await name.innerText()).trim()).toBe('Veranda Bettwäsche-Set Perkal');
      expect(await page.getByTestId('product-head-description').innerText()).toContain(
        'aus der Kollektion Veranda',
      );
      // Image labels are per store view too: the gallery's alt texts.
      const gallery = page.getByTestId('product-gallery').locator('img');
      expect(await gallery.first().getAttribute('alt')).toBe('Veranda in Reinweiß');
      const main = await page.locator('main').innerText();
      expect(main).toContain('Knackiges Perkal aus langstapeliger Baumwolle');
      expect(main).not.toMatch(/Percale Bed Linen Set|Crisp long-staple|from the Veranda line/);
    } finally {
      await context.close();
    }
  });

  it('shows its not-found page in German, linking back to the Austrian home page', async () => {
    const { context, page } = await newShopper(browser, { locale: 'de-AT' });
    try {
      const response = await page.goto('/at/gibt-es-nicht');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      const back = page.getByRole('link', { name: 'Weiter einkaufen' });
      expect(await back.getAttribute('href')).toBe('/at');
    } finally {
      await context.close();
    }
  });
});
