import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const total = async (page: Page) =>
  Number((await page.getByTestId('listing-total').innerText()).replace(/\D/g, ''));
const firstCardName = (page: Page) =>
  page.getByTestId('product-card').first().getByRole('heading').innerText();
/** Every listed product, rendered or waiting to load lazily near the viewport. */
const listed = (page: Page) => page.getByTestId('product-list').locator(':scope > li').count();
const search = (page: Page) => new URL(page.url()).searchParams;

describe('the category page', () => {
  it('is reached by browsing the desktop menu from home', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const entry = menu.getByRole('link', { name: 'Bed Linen', exact: true });
      await entry.hover();
      await menu.getByRole('link', { name: 'Sateen', exact: true }).first().waitFor();
      expect(
        await menu
          .getByRole('button', { name: 'Show the Bed Linen menu' })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      await menu.getByRole('link', { name: 'Sateen', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/bed-linen/sateen');
      await page.getByRole('heading', { level: 1, name: 'Sateen' }).waitFor();
      // A client navigation shows the heading first; the products follow their skeleton.
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('listing-skeleton').count()).toBe(0);
      // The category's meta title is the whole title, never suffixed twice.
      expect(await page.title()).toBe('Sateen | Loomfront');
    } finally {
      await context.close();
    }
  });

  it('opens a menu panel with the keyboard and closes it with Escape', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Bed Linen', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      const duvets = menu.getByRole('link', { name: 'Duvets', exact: true });
      const duvetsToggle = menu.getByRole('button', { name: 'Show the Duvets menu' });
      expect(await duvets.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        () => document.activeElement?.closest('[id^="menu-panel-"]') !== null,
      );
      expect(await duvetsToggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await duvetsToggle.getAttribute('aria-expanded')).toBe('false');
      expect(await duvets.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('reaches every top-level entry with the arrow keys, Home and End, the last leaf link included', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const first = menu.getByRole('link', { name: 'Bed Linen', exact: true });
      const journal = menu.getByRole('link', { name: 'Journal' });
      const focused = (locator: typeof first) =>
        locator.evaluate((el) => el === document.activeElement);
      await first.focus();
      await page.keyboard.press('End');
      expect(await focused(journal)).toBe(true);
      await page.keyboard.press('ArrowRight');
      expect(await focused(first)).toBe(true);
      await page.keyboard.press('ArrowLeft');
      expect(await focused(journal)).toBe(true);
      await page.keyboard.press('Home');
      expect(await focused(first)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps a panel open while the mouse moves slowly from its entry into it, shows the fourth level and closes when focus leaves', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const entry = menu.getByRole('link', { name: 'Bed Linen', exact: true });
      const toggle = menu.getByRole('button', { name: 'Show the Bed Linen menu' });
      await entry.hover();
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await panel.waitFor({ state: 'visible' });
      const from = (await entry.boundingBox())!;
      const to = (await panel.boundingBox())!;
      // The panel starts right under the menu bar: no gap for the pointer to cross.
      expect(to.y - (from.y + from.height)).toBeLessThan(20);
      await page.mouse.move(from.x + from.width / 2, to.y + 40, { steps: 25 });
      await page.waitForTimeout(400);
      expect(await panel.isVisible()).toBe(true);
      // Level 4: the pieces of a collection link to their product pages.
      expect(await panel.locator('ul ul ul a').count()).toBeGreaterThan(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await entry.focus();
      await page.keyboard.press('Shift+Tab');
      await panel.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('leaves an open search and its term alone when the mouse crosses the menu bar', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const input = page.getByLabel('Search products and categories');
      await input.fill('sateen');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const name of ['Bed Linen', 'Duvets']) {
        await menu.getByRole('link', { name, exact: true }).hover();
        await page.waitForTimeout(250);
      }
      await menu.getByRole('link', { name: 'Journal' }).hover();
      await page.mouse.move(5, 5);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog', { name: 'Search' }).isVisible()).toBe(true);
      expect(await input.inputValue()).toBe('sateen');
    } finally {
      await context.close();
    }
  });

  it('lists products in list view by default and toggles to the grid', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen');
      const list = page.getByTestId('product-list');
      expect(await list.getAttribute('data-view')).toBe('list');
      await page.getByRole('button', { name: 'Grid' }).click();
      expect(await list.getAttribute('data-view')).toBe('grid');
      expect(await page.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps every link and button of a category page a tap target of 24 px on a large phone, in the US and Austria', async () => {
    for (const path of ['/us/bed-linen', '/at/bed-linen']) {
      const { context, page } = await newShopper(browser, {
        viewport: { width: 412, height: 823 },
      });
      try {
        await page.goto(path);
        await page.getByTestId('product-card').first().waitFor();
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the sort and page-size selects one width whatever options they hold, so the toolbar never moves while a slow phone parses them', async () => {
    for (const [path, sortLabel, sizeLabel] of [
      ['/us/bed-linen', 'Sort by', 'Items per page'],
      ['/at/bed-linen', 'Sortieren nach', 'Artikel pro Seite'],
    ] as const) {
      const { context, page } = await newShopper(browser);
      try {
        await page.goto(path);
        for (const label of [sortLabel, sizeLabel]) {
          const select = page.getByLabel(label, { exact: true });
          // The width with every option, then with only the first (as a half-parsed select).
          const widths = await select.evaluate((element: HTMLSelectElement) => {
            const full = element.getBoundingClientRect().width;
            const options = [...element.options];
            for (const option of options.slice(1)) option.remove();
            const partial = element.getBoundingClientRect().width;
            element.append(...options.slice(1));
            return { full, partial };
          });
          expect(widths.partial, `${path} ${label}`).toBe(widths.full);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('changes the page size, pages through and keeps utm parameters', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen?utm_source=newsletter');
      const count = await total(page);
      expect(count).toBeGreaterThan(24);
      expect(await listed(page)).toBe(Math.min(count, 36));
      await page.getByLabel('Items per page').selectOption('24');
      await page.waitForURL((url) => url.searchParams.get('itemsPerPage') === '24');
      expect(search(page).get('utm_source')).toBe('newsletter');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(search(page).get('utm_source')).toBe('newsletter');
      expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await page.getByTestId('product-card').first().waitFor();
      expect(await listed(page)).toBe(Math.min(count - 24, 24));
      await page.getByLabel('Items per page').selectOption('48');
      await page.waitForURL((url) => url.searchParams.get('itemsPerPage') === '48');
      expect(search(page).get('page')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('sorts by price and narrows the results with a facet, and clearing filters keeps only term, page size and utm', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen?utm_campaign=spring&itemsPerPage=24');
      const before = await total(page);
      await page.getByLabel('Sort by').selectOption('price_DESC');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_DESC');
      const expensive = await firstCardName(page);
      await page.getByLabel('Sort by').selectOption('price_ASC');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_ASC');
      await page.waitForFunction(
        (name) => document.querySelector('[data-testid="product-card"] h3')?.textContent !== name,
        expensive,
      );
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const group = filters.getByRole('group', { name: 'Category' });
      await group.getByRole('checkbox').first().click();
      await page.waitForURL((url) => url.searchParams.getAll('filters').length === 1);
      await page.waitForFunction(
        (count) =>
          Number(
            document
              .querySelector('[data-testid="listing-total"]')
              ?.textContent?.replace(/\D/g, ''),
          ) < count,
        before,
      );
      await page
        .getByRole('region', { name: 'Active filters' })
        .getByRole('button', { name: 'Clear all' })
        .click();
      await page.waitForURL((url) => url.searchParams.getAll('filters').length === 0);
      expect([...search(page).keys()].sort()).toEqual(['itemsPerPage', 'utm_campaign']);
      expect(await total(page)).toBe(before);
    } finally {
      await context.close();
    }
  });

  it('puts every card in the server HTML and loads card images only near the viewport, keeping the list layout', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const html = await (await context.request.get('/bed-linen')).text();
      await page.goto('/bed-linen');
      const count = Math.min(await total(page), 36);
      expect(count).toBeGreaterThan(8);
      expect(html.split('data-testid="product-card"').length - 1).toBe(count);
      const names = await page.getByTestId('product-card').getByRole('heading').allInnerTexts();
      for (const name of names) expect(html).toContain(name.replace(/&/g, '&amp;'));

      const cards = page.getByTestId('product-card');
      const last = cards.last();
      // A card after the eager ones keeps the list layout of the default view.
      expect(await page.getByTestId('product-list').getAttribute('data-view')).toBe('list');
      expect(await last.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      expect(await cards.first().evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      // Its image waits until the card is within 200 px of the viewport.
      expect(await last.locator('img').count()).toBe(0);
      await last.scrollIntoViewIfNeeded();
      await last.locator('img').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the second picture of a product when the pointer comes over its card', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/us/bed-linen');
      const card = page.getByTestId('product-card').first();
      await card.locator('img').first().waitFor();
      expect(await card.locator('img').count()).toBe(1);
      // The pointer lands on the name link stretched over the card, as a shopper's does.
      await card.hover();
      const second = card.locator('img').nth(1);
      await second.waitFor();
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await second.elementHandle(),
      );
      await page.waitForFunction(
        (img) => img instanceof HTMLElement && getComputedStyle(img).opacity === '1',
        await second.elementHandle(),
      );
    } finally {
      await context.close();
    }
  });

  it("tells a guest who presses a card's wishlist toggle to log in or register", async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen');
      const card = page.getByTestId('product-card').first();
      const toggle = card.getByRole('button', { name: 'Add to Wishlist' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
      await notice.getByText('You must log in or register to add items to your wishlist').waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await notice.getByRole('link', { name: 'Log in or register' }).click();
      await page.waitForURL((url) => url.pathname === '/customer/login-register');
    } finally {
      await context.close();
    }
  });

  it('shows the last page for a page number past the end', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen?itemsPerPage=24&page=999&utm_source=old-link');
      await page.waitForURL((url) => url.searchParams.get('page') !== '999');
      const last = Number(search(page).get('page'));
      expect(last).toBeGreaterThan(1);
      expect(search(page).get('utm_source')).toBe('old-link');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      expect(
        await pager.getByRole('link', { name: `Page ${last}` }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('waits for Enter before a keyboard choice of sort order changes the listing', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen');
      const sort = page.getByLabel('Sort by');
      const before = await sort.inputValue();
      await sort.focus();
      await page.keyboard.press('ArrowDown');
      expect(await sort.inputValue()).not.toBe(before);
      await page.waitForTimeout(500);
      expect(search(page).get('sort')).toBeNull();
      await page.getByRole('button', { name: 'Apply' }).waitFor();
      const chosen = await sort.inputValue();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('sort') === chosen);
    } finally {
      await context.close();
    }
  });

  it("follows a renamed category's permanent redirect, keeping the storefront and the query", async () => {
    const first = await fetch(
      new URL('/us/bed-linen/satin?sort=price_ASC', inject('storefrontUrl')),
      {
        redirect: 'manual',
      },
    );
    expect(first.status).toBe(308);
    expect(first.headers.get('location')).toMatch(/\/us\/bed-linen\/sateen\?sort=price_ASC$/);
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/bed-linen/satin');
      await page.waitForURL((url) => url.pathname === '/bed-linen/sateen');
      await page.getByRole('heading', { level: 1, name: 'Sateen' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const response = await page.goto('/bed-linen/no-such-collection');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('category display modes', () => {
  it('shows only the content of a PAGE category, with its headings and lists', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/duvets/duvet-guide');
      const content = page.getByTestId('category-description');
      await content.getByRole('heading', { level: 2, name: 'Which filling?' }).waitFor();
      expect(await page.getByTestId('product-list').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the content above the products of a PRODUCTS_AND_PAGE category', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/accessories/gifts');
      await page
        .getByTestId('category-description')
        .getByRole('heading', { level: 2, name: 'Our gift service' })
        .waitFor();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('search', () => {
  it('shows product and category results in the overlay and the search page lists the products', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByLabel('Search products and categories').fill('sateen');
      const products = page.getByTestId('search-products');
      await products.getByRole('link').first().waitFor();
      await page.getByTestId('search-categories').getByRole('link', { name: 'Sateen' }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      expect(await total(page)).toBeGreaterThan(0);
      expect(await page.getByTestId('product-list').getAttribute('data-view')).toBe('grid');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['us', 'at'])('the %s category listing', (locale) => {
  const phone = { viewport: { width: 390, height: 844 } };

  it('opens the filters as a dialog on a phone that keeps focus, closes on Escape, applies and clears', async () => {
    const { context, page } = await newShopper(browser, phone);
    try {
      await page.goto(`/${locale}/bed-linen`);
      // The filter column is not inline on a phone: the first product starts high on the page.
      const firstCard = page.getByTestId('product-card').first();
      expect((await firstCard.boundingBox())!.y).toBeLessThan(600);
      const open = page.getByRole('button', { name: /^(Filters|Filter)$/ });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('filter-dialog');
      await dialog.waitFor();
      const inDialog = () =>
        page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-testid="filter-dialog"]')),
        );
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        expect(await inDialog()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

      await open.click();
      const boxes = dialog.getByRole('checkbox');
      await boxes.first().check();
      await dialog.getByRole('button', { name: /Clear all|Alle entfernen/ }).click();
      expect(await boxes.first().isChecked()).toBe(false);
      await boxes.first().check();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: /Show results|Ergebnisse anzeigen/ }).click();
      await page.waitForURL((url) => url.searchParams.getAll('filters').length === 1);
      const chip = page.getByTestId('filter-chip');
      await chip.waitFor();
      await chip.click();
      await page.waitForURL((url) => url.searchParams.getAll('filters').length === 0);
      await chip.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('closes the filter dialog on a click outside it, changing nothing', async () => {
    const { context, page } = await newShopper(browser, phone);
    try {
      await page.goto(`/${locale}/bed-linen`);
      await page.getByRole('button', { name: /^(Filters|Filter)$/ }).click();
      const dialog = page.getByTestId('filter-dialog');
      await dialog.getByRole('checkbox').first().check();
      // On the backdrop, halfway between the sheet's edge and the page's (not on the scrollbar
      // gutter the page keeps, which is no part of the page).
      const sheet = (await dialog.boundingBox())!;
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(pageWidth - (sheet.x + sheet.width)).toBeGreaterThan(20);
      await page.mouse.click((sheet.x + sheet.width + pageWidth) / 2, 400);
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.getAll('filters')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ticks a facet at once, shows it as a chip, names sorts in shopper words and prices with a currency', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/${locale}/bed-linen`);
      const options = await page.getByTestId('sort-select').locator('option').allInnerTexts();
      expect(options.join('|')).not.toMatch(/ascending|descending|Relevance|Position/);
      expect(options.length).toBeGreaterThanOrEqual(5);
      const filters = page.getByRole('complementary');
      const price = filters.getByRole('group', { name: /Price|Preis/ });
      const bucket = await price.locator('label').first().innerText();
      expect(bucket).toContain(locale === 'us' ? '$' : '€');
      const size = filters.getByRole('group', { name: /Size|Größe/ });
      const more = size.getByRole('button', { name: /more|weitere/ });
      if (await more.count()) {
        const shown = await size.getByRole('checkbox').count();
        await more.click();
        expect(await size.getByRole('checkbox').count()).toBeGreaterThan(shown);
      }
      // A colour stays offered once chosen (other facets may change their options).
      const box = filters
        .getByRole('group', { name: /Color|Farbe/ })
        .getByRole('checkbox')
        .first();
      await box.click();
      // The tick shows before the new results arrive, and stays.
      expect(await box.isChecked()).toBe(true);
      await page.waitForURL((url) => url.searchParams.getAll('filters').length === 1);
      await page.getByTestId('filter-chip').waitFor();
      expect(await box.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows breadcrumbs from home to the category', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/${locale}/bed-linen/sateen`);
      const trail = page.getByRole('navigation', { name: /Breadcrumb|Brotkrümel/ });
      await trail.getByRole('link', { name: /Bed Linen|Bettwäsche/ }).waitFor();
      expect(await trail.locator('[aria-current="page"]').innerText()).toMatch(/Sateen|Satin/);
      expect(await trail.getByRole('link').first().getAttribute('href')).toBe(`/${locale}`);
    } finally {
      await context.close();
    }
  });
});
