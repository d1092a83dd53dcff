// The weight of the pages' HTML (issue 9, "Checks that keep it so"; ADR 0039).
import { describe, expect, inject, it } from 'vitest';

/** The HTML as the browser receives it, uncompressed, and the RSC payload inlined in it. */
async function page(path: string) {
  const response = await fetch(new URL(path, inject('storefrontUrl')));
  expect(response.status).toBe(200);
  const html = await response.text();
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .map(([, chunk]) => chunk ?? '')
    .join('');
  return { bytes: Buffer.byteLength(html), html, payload };
}

/** The text of every script a page's HTML names, to run or to preload. */
async function scriptsOf(html: string): Promise<string> {
  const sources = new Set(
    [
      ...html.matchAll(
        /<(?:script|link)\b[^>]*\b(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!),
  );
  const texts = await Promise.all(
    [...sources].map(async (source) => {
      const response = await fetch(new URL(source, inject('storefrontUrl')));
      expect(response.status).toBe(200);
      return response.text();
    }),
  );
  return texts.join('\n');
}

/** Marks of the product page's islands: the bundle's and grouped product's totals, the SKU line. */
const productIslandMarks = ['bundle-total', 'grouped-total', 'product-sku'];

/** The JSON object starting at `start`: braces counted outside strings. */
function objectAt(text: string, start: number): unknown {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return JSON.parse(text.slice(start, i + 1));
  }
  throw new Error('unterminated object');
}

/** Every message set handed to client islands. */
const clientMessageSets = (payload: string) =>
  [...payload.matchAll(/"messages":\{/g)].map(
    (match) => objectAt(payload, match.index + '"messages":'.length) as Record<string, unknown>,
  );

/** The top-level namespaces of every message set handed to client islands. */
const clientNamespaces = (payload: string) => clientMessageSets(payload).flatMap(Object.keys);

describe('the page weight', () => {
  it('keeps the default category page under 168 KB of HTML in every storefront', async () => {
    for (const path of ['/bed-linen', '/at/bed-linen', '/us/bed-linen']) {
      expect({ path, under: (await page(path)).bytes < 168_000 }).toEqual({ path, under: true });
    }
  });

  it("loads the product page's islands on product pages only, not on categories that share their route", async () => {
    const product = await scriptsOf((await page('/aurelia-sateen-bed-linen-set')).html);
    const category = await scriptsOf((await page('/bed-linen')).html);
    for (const mark of productIslandMarks) {
      expect({ mark, product: product.includes(mark) }).toEqual({ mark, product: true });
      expect({ mark, category: category.includes(mark) }).toEqual({ mark, category: false });
    }
  });

  it('sends the desktop menu as data and entries, without the markup of a closed panel', async () => {
    const { html } = await page('/');
    expect(html).toContain('aria-label="Main menu"');
    expect(html).not.toContain('data-testid="mega-menu"');
  });

  it("hands the home page's islands no listing, product, footer or home messages", async () => {
    const namespaces = clientNamespaces((await page('/')).payload);
    expect(namespaces).toContain('Header');
    for (const absent of ['Listing', 'Product', 'Footer', 'Home', 'Metadata']) {
      expect(namespaces).not.toContain(absent);
    }
  });

  it("hands the category page's islands the listing messages and of the product page's only the quick view's words", async () => {
    const { payload } = await page('/bed-linen');
    expect(clientNamespaces(payload)).toEqual(
      expect.arrayContaining(['Header', 'Listing', 'Wishlist']),
    );
    const productWords = clientMessageSets(payload).flatMap((set) =>
      Object.keys((set['Product'] ?? {}) as object),
    );
    const quickView = ['chooseOptions', 'credit', 'from', 'inStock', 'outOfStock', 'priceRange'];
    expect(productWords).toEqual(expect.arrayContaining(quickView));
    expect(
      productWords.filter((word) => ![...quickView, 'regularPrice', 'specialPrice'].includes(word)),
    ).toEqual([]);
  });
});
