import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

// The demo catalog's signature configurable: 3 sizes × 6 colours, per-variant prices and stock.
const CONFIGURABLE = '/aurelia-sateen-bed-linen-set';

/**
 * The blank space above a block, in px: from the bottom of the nearest earlier sibling that shows
 * something (text or an image) to the block's top. Empty placeholders count as blank space.
 */
function blankSpaceAbove(block: Element): number {
  let previous = block.previousElementSibling;
  while (previous && !previous.textContent?.trim() && !previous.querySelector('img')) {
    previous = previous.previousElementSibling;
  }
  if (!previous) return 0;
  return block.getBoundingClientRect().top - previous.getBoundingClientRect().bottom;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CatalogItem {
  __typename: string;
  url_key: string;
  reviews: { items: { text: string }[] };
  media_gallery: { __typename: string }[];
}

/** The path of the first demo product that `matches`, read straight from the commerce service. */
async function demoProduct(what: string, matches: (item: CatalogItem) => boolean): Promise<string> {
  for (const currentPage of [1, 2, 3, 4]) {
    const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'default' },
      body: JSON.stringify({
        query: `{ products(filter: { price: { from: "0" } }, pageSize: 99, currentPage: ${currentPage}) { items { __typename url_key reviews { items { text } } media_gallery { __typename } } } }`,
      }),
    });
    const body = (await answer.json()) as { data?: { products?: { items: CatalogItem[] } } };
    const found = body.data?.products?.items.find(matches);
    if (found) return `/${found.url_key}`;
  }
  throw new Error(`the demo catalog has no ${what}`);
}

/** A demo product with a review longer than the 250 characters the page truncates at. */
const productWithLongReview = () =>
  demoProduct('review longer than 250 characters', (item) =>
    item.reviews.items.some((review) => review.text.length > 250),
  );

describe('the product page', () => {
  it('updates sku, price and stock when a size and a colour are picked', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(CONFIGURABLE);
      await expect(page.getByTestId('product-name').textContent()).resolves.toBe(
        'Aurelia Sateen Bed Linen Set',
      );
      expect(await page.title()).toBe('Aurelia Sateen Bed Linen Set | Loomfront');
      const sku = page.getByTestId('product-sku');
      const price = page.getByTestId('product-price');
      expect(await sku.textContent()).toBe('LF-AURELIA-SATEEN-BED-LINEN-SET');
      expect(await price.textContent()).toMatch(/^From/);
      const before = await price.textContent();

      await page.getByTestId('option-size').getByText('King 240x220').click();
      await page.getByTestId('option-color').getByText('Navy').click();

      await expect
        .poll(() => sku.textContent())
        .toBe('LF-AURELIA-SATEEN-BED-LINEN-SET-KING-240X220-NAVY');
      const after = await price.textContent();
      expect(after).not.toMatch(/^From/);
      expect(after).not.toBe(before);
      expect(await page.getByTestId('stock-label').textContent()).toMatch(
        /^(In Stock|Out of Stock)$/,
      );

      // A smaller size changes the price and, for Double in Ivory, the stock message.
      await page.getByTestId('option-size').getByText('Double 200x200').click();
      await page.getByTestId('option-color').getByText('Ivory').click();
      await expect
        .poll(() => sku.textContent())
        .toBe('LF-AURELIA-SATEEN-BED-LINEN-SET-DOUBLE-200X200-IVORY');
      expect(await price.textContent()).not.toBe(after);
    } finally {
      await context.close();
    }
  });

  it("switches the gallery to a colour's images as soon as the colour alone is picked", async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(CONFIGURABLE);
      const main = page.getByTestId('product-gallery').locator('picture img').first();
      const before = await main.getAttribute('src');
      await page.getByTestId('option-color').getByText('Navy').click();
      await expect.poll(() => main.getAttribute('src')).not.toBe(before);
      // sku, price and stock still wait for the size.
      expect(await page.getByTestId('product-sku').textContent()).toBe(
        'LF-AURELIA-SATEEN-BED-LINEN-SET',
      );
      expect(await page.getByTestId('product-price').textContent()).toMatch(/^From/);
    } finally {
      await context.close();
    }
  });

  it('loads a product video from its provider only when the shopper presses play', async () => {
    const path = await demoProduct('video', (item) =>
      item.media_gallery.some((entry) => entry.__typename === 'ProductVideo'),
    );
    const { context, page } = await newShopper(browser);
    const providerRequests: string[] = [];
    await context.route(/vimeo\.com|youtube/, (route) => {
      providerRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    });
    try {
      await page.goto(path);
      const gallery = page.getByTestId('product-gallery');
      await gallery.getByRole('button', { name: /^Show video \d+ of \d+$/ }).click();
      const play = gallery.getByRole('button', { name: /^Play video: / });
      await play.waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(providerRequests).toEqual([]);
      await play.click();
      const player = gallery.locator('iframe');
      await player.waitFor();
      expect(await player.getAttribute('src')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+/);
      expect(await player.getAttribute('title')).not.toBe('');
      await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  for (const prefix of ['/us', '/at']) {
    it(`keeps the chosen variant in the address and renders it from there on load (${prefix})`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        await page.goto(`${prefix}${CONFIGURABLE}`);
        const colour = page.getByTestId('product-colour');
        const before = await colour.textContent();
        // The last size and a colour other than the first, by position (labels are per store).
        await page.getByTestId('option-size').locator('label').last().click();
        await page.getByTestId('option-color').locator('label').nth(3).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBeTruthy();
        const address = new URL(page.url());
        expect(address.pathname).toBe(`${prefix}${CONFIGURABLE}`);
        // Valued by Magento's option id, the same in every store view, not by a per-store label.
        expect(address.searchParams.get('size')).toMatch(/^\d+$/);
        expect(address.searchParams.get('color')).toMatch(/^\d+$/);
        const sku = await page.getByTestId('product-sku').textContent();
        expect(sku).not.toBe('LF-AURELIA-SATEEN-BED-LINEN-SET');
        // The colour line follows the choice.
        expect(await colour.textContent()).not.toBe(before);
        const chosenColour = await colour.textContent();

        // The shared address renders the same variant on the server: no flash of the parent.
        const html = await (await context.request.get(page.url())).text();
        expect(html).toContain(`data-testid="product-sku">${sku}<`);
        await page.goto(page.url());
        expect(await page.getByTestId('product-sku').textContent()).toBe(sku);
        expect(await colour.textContent()).toBe(chosenColour);
        expect(await page.getByTestId('option-color').locator('input:checked').count()).toBe(1);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);

        // The same address shared into the other storefront restores the same variant.
        const other = prefix === '/us' ? '/at' : '/us';
        await page.goto(`${other}${CONFIGURABLE}${address.search}`);
        expect(await page.getByTestId('product-sku').textContent()).toBe(sku);
        expect(await page.getByTestId('option-size').locator('input:checked').count()).toBe(1);
      } finally {
        await context.close();
      }
    });

    it(`gives a bundle one price: headline, default selections and price as configured agree (${prefix})`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        await page.goto(`${prefix}/aurelia-pillow-dressing-set`);
        const headline = (await page.getByTestId('product-price').textContent())!;
        const bundle = page.getByTestId('bundle-items');
        const total = bundle.getByTestId('bundle-total').locator('strong');
        await expect.poll(() => total.textContent()).toMatch(/\d/);
        expect(headline).toContain(await total.textContent());
        // The block follows the stock line without a blank gap (add to cart comes later).
        expect(await bundle.evaluate(blankSpaceAbove)).toBeLessThanOrEqual(40);
        // Nothing optional is ticked by default.
        expect(await bundle.locator('input[type="checkbox"]:checked').count()).toBe(0);
        // A quantity above one says so; in a fixed-price set a selection shows no price of its own.
        const protector = bundle.locator('label', { hasText: /^2 × / }).first();
        expect(await protector.textContent()).not.toMatch(/\d+[.,]\d\d/);
        // Another protector keeps the fixed price.
        await bundle.locator('input[type="radio"]:not(:checked)').first().check();
        expect(headline).toContain(await total.textContent());
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`lets the shopper choose a quantity of each grouped item, each with its own link and price (${prefix})`, async () => {
      const { context, page } = await newShopper(browser);
      try {
        await page.goto(`${prefix}/pillow-protector-collection`);
        // "From" the cheapest, never a struck-through set discount.
        expect(await page.getByTestId('product-price').locator('s').count()).toBe(0);
        const group = page.getByTestId('grouped-items');
        expect(await group.evaluate(blankSpaceAbove)).toBeLessThanOrEqual(40);
        const items = group.getByTestId('grouped-item');
        expect(await items.count()).toBe(5);
        expect(await group.getByTestId('grouped-price').count()).toBe(5);
        const quantity = group.getByTestId('grouped-qty').first();
        expect(await quantity.inputValue()).toBe('1');
        const total = group.getByTestId('grouped-total');
        const before = await total.textContent();
        await quantity.fill('3');
        await expect.poll(() => total.textContent()).not.toBe(before);
        const link = items.first().getByRole('link');
        expect(await link.getAttribute('href')).toBe(`${prefix}/sateen-pillow-protector`);
        const name = await link.textContent();
        await link.click();
        await page.waitForURL(`**${prefix}/sateen-pillow-protector`);
        await page.getByTestId('product-name').filter({ hasText: name! }).waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('shows the head description, the custom gallery and, on hover, the big image magnified', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(CONFIGURABLE);
      expect(await page.getByTestId('product-head-description').textContent()).toMatch(/\w/);
      const custom = page.getByTestId('custom-gallery').locator('img');
      expect(await custom.count()).toBeGreaterThan(0);
      // The spec's custom height from 768 px up.
      expect(await custom.first().evaluate((img) => img.getBoundingClientRect().height)).toBe(700);
      await page.getByTestId('product-gallery').locator('picture img').first().hover();
      const zoom = page.getByTestId('gallery-zoom');
      await zoom.waitFor();
      expect(await zoom.evaluate((el) => el.style.backgroundImage)).toMatch(/\/media\//);
    } finally {
      await context.close();
    }
  });

  it('walks the whole category path in the breadcrumb, ending on the product', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(`/us${CONFIGURABLE}`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const hrefs = await trail
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/us', '/us/bed-linen', '/us/bed-linen/sateen']);
      expect(await trail.locator('[aria-current="page"]').textContent()).toBe(
        'Aurelia Sateen Bed Linen Set',
      );
    } finally {
      await context.close();
    }
  });

  it('keeps the pillows-and-duvets note to sleeping pillows and duvets, not gift cards', async () => {
    const { context, page } = await newShopper(browser);
    try {
      const note = page.getByText('Sleeping pillows and duvets are non-returnable');
      await page.goto('/us/loomfront-gift-card-50-eur');
      await page.getByTestId('product-stock').waitFor();
      expect(await note.count()).toBe(0);
      await page.goto('/us/infinity-pillow');
      expect(await page.getByTestId('product-name').textContent()).toBe('Infinity Pillow');
      expect(await note.count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('opens the size table from "Show size-table" and closes it with Escape', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(CONFIGURABLE);
      const opener = page.getByRole('button', { name: 'Show size-table' });
      await opener.click();
      const panel = page.getByRole('dialog', { name: 'Size table' });
      await panel.waitFor({ state: 'visible' });
      expect(await panel.getByTestId('size-table').isVisible()).toBe(true);
      // The product's own sizes, one row each, not a generic list.
      const sizes = await page.getByTestId('option-size').locator('label').count();
      expect(await panel.getByTestId('size-table').locator('tbody tr').count()).toBe(sizes);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      // Focus goes back to the control that opened the sidebar.
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows reviews with a summary and count, and expands a long review with Read more', async () => {
    const path = await productWithLongReview();
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(path);
      const reviews = page.getByTestId('product-reviews');
      expect(await reviews.getByTestId('review-count').textContent()).toMatch(/\d+ reviews?/);
      expect(
        await reviews.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).count(),
      ).toBeGreaterThan(1);
      // Pin the first long review by position: its button label changes when it opens.
      const items = reviews.getByTestId('review');
      const labels = await items.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelector('button')?.textContent ?? ''),
      );
      const review = items.nth(labels.indexOf('Read more'));
      const text = review.locator('p').last();
      const more = review.getByRole('button', { name: 'Read more' });
      const short = (await text.textContent()) ?? '';
      expect(short.endsWith('…')).toBe(true);
      await more.click();
      await review.getByRole('button', { name: 'Read less' }).waitFor();
      const long = (await text.textContent()) ?? '';
      expect(long.length).toBeGreaterThan(250);
      expect(long.endsWith('…')).toBe(false);
      await review.getByRole('button', { name: 'Read less' }).click();
      await more.waitFor();
      expect(await text.textContent()).toBe(short);
    } finally {
      await context.close();
    }
  });

  it('subscribes to a back-in-stock alert from the notify-me sidebar, with the spec form messages', async () => {
    const { context, page } = await newShopper(browser);
    try {
      // Sold out, alerts available (demo catalog edge case).
      await page.goto('/palazzo-duvet');
      expect(await page.getByTestId('stock-label').textContent()).toBe('Out of Stock');
      await page.getByRole('button', { name: 'Notify me', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Notify me' });
      await panel.waitFor({ state: 'visible' });
      const submit = panel.getByRole('button', { name: 'Notify me when available' });
      await submit.click();
      await panel.getByText('This field is required').waitFor();
      await panel.getByLabel('E-mail').fill('not-an-address');
      await panel.getByText('Enter a correct email').waitFor();
      await panel.getByLabel('E-mail').fill('guest@example.com');
      await submit.click();
      await panel
        .getByText('Thank you. We will let you know as soon as it is back in stock.')
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('builds canonical and structured-data URLs without trusting X-Forwarded-Host', async () => {
    const { context } = await newShopper(browser);
    try {
      const response = await context.request.get(CONFIGURABLE, {
        headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('application/ld+json');
      expect(html).not.toContain('attacker.example');
    } finally {
      await context.close();
    }
  });

  it('has no serious accessibility violations', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await page.goto(CONFIGURABLE);
      await page.getByTestId('product-gallery').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
