import { describe, expect, it } from 'vitest';
import { buildDemoCatalog, flattenCategories, type DemoMenuNode } from './index';

const PROMO_BLOCK_TYPES = [
  'bed_linen_set_pallada',
  'pillow_sovereign',
  'duvet_innotex',
  'pillow_minoris',
  'duvet_infinity',
  'pillow_nobilis',
  'pillow_kaiser',
  'pillow_infinity',
  'duvet_palazzo',
  'pillow_anthracite_m',
  'pillow_anthracite_l',
  'pillow_cuprum',
  'pillow_aquarius',
  'pillow_sirius',
  'pillow_atlantis',
  'pillow_element',
  'calendar',
];

const catalog = buildDemoCatalog();
const { products } = catalog;
const bySku = new Map(products.map((product) => [product.sku, product]));
const stockOf = (sku: string) => {
  const product = bySku.get(sku)!;
  return product.configurable
    ? product.configurable.variants.reduce((sum, v) => sum + v.qty, 0)
    : product.qty;
};

function depth(nodes: DemoMenuNode[]): number {
  return nodes.length ? 1 + Math.max(...nodes.map((node) => depth(node.children))) : 0;
}

describe('demo catalog', () => {
  it('is the same on every build', () => {
    expect(JSON.stringify(buildDemoCatalog())).toBe(JSON.stringify(catalog));
  });

  it('has the six main categories with subcategories', () => {
    expect(catalog.categories.map((category) => category.urlPath)).toEqual([
      'bed-linen',
      'duvets',
      'pillows',
      'bath',
      'accessories',
      'kids',
    ]);
    expect(catalog.categories.every((category) => category.children.length >= 3)).toBe(true);
    expect(flattenCategories(catalog.categories).map((c) => c.urlPath)).toContain(
      'bed-linen/sateen',
    );
    const modes = Object.fromEntries(
      flattenCategories(catalog.categories).map((c) => [c.urlPath, c.displayMode]),
    );
    expect(modes['duvets/duvet-guide']).toBe('PAGE');
    expect(modes['accessories/gifts']).toBe('PRODUCTS_AND_PAGE');
    expect(products.some((p) => p.categories.includes('duvets/duvet-guide'))).toBe(false);
  });

  it('has at least 150 products over every main category, with unique skus and url keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    const skus = products.flatMap((p) => [
      p.sku,
      ...(p.configurable?.variants.map((v) => v.sku) ?? []),
    ]);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(products.map((p) => p.urlKey)).size).toBe(products.length);
    for (const main of ['bed-linen', 'duvets', 'pillows', 'bath', 'accessories', 'kids']) {
      expect(
        products.filter((p) => p.categories[0]!.startsWith(main)).length,
      ).toBeGreaterThanOrEqual(10);
    }
    expect(bySku.get('LF-AURELIA-SATEEN-BED-LINEN-SET')!.urlKey).toBe(
      'aurelia-sateen-bed-linen-set',
    );
  });

  it('has every product type, and every promo block type of the spec', () => {
    expect(new Set(products.map((p) => p.type))).toEqual(
      new Set(['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable']),
    );
    expect(new Set(products.map((p) => p.promoBlockType).filter(Boolean))).toEqual(
      new Set(PROMO_BLOCK_TYPES),
    );
  });

  it('builds bundles and grouped products from existing simple products, ordered by position', () => {
    for (const product of products) {
      const items = [
        ...(product.bundle?.flatMap((option) => option.items) ?? []),
        ...(product.grouped ?? []),
      ];
      for (const item of items)
        expect(bySku.get(item.sku)?.type, `${product.sku} → ${item.sku}`).toBe('simple');
      for (const list of [product.grouped ?? [], ...(product.bundle?.map((o) => o.items) ?? [])]) {
        expect(list.map((item) => item.position)).toEqual(list.map((_, index) => index + 1));
      }
    }
  });

  it('gives configurables size and colour options with per-variant stock and prices', () => {
    const set = bySku.get('LF-AURELIA-SATEEN-BED-LINEN-SET')!;
    expect(set.configurable!.options).toEqual(['size', 'color']);
    expect(set.configurable!.variants).toHaveLength(3 * 6);
    expect(stockOf(set.sku)).toBeGreaterThan(0);
    const [small, large] = [set.configurable!.variants[0]!, set.configurable!.variants[2]!];
    expect(large.prices[0]!.regular).toBeGreaterThan(small.prices[0]!.regular);
  });

  it('has sold-out items with and without alerts, limited items, non-returnable sleep products and special prices', () => {
    expect(stockOf('LF-PALAZZO-DUVET')).toBe(0);
    expect(bySku.get('LF-PALAZZO-DUVET')!.isProductAlertAvailable).toBe(true);
    expect(stockOf('LF-MOHAIR-THROW')).toBe(0);
    expect(bySku.get('LF-MOHAIR-THROW')!.isProductAlertAvailable).toBe(false);
    expect(stockOf('LF-CUPRUM-PILLOW')).toBeLessThan(5);
    expect(
      products.filter((p) => p.categories[0]!.startsWith('duvets')).every((p) => !p.isReturnable),
    ).toBe(true);
    expect(bySku.get('LF-SOVEREIGN-PILLOW')!.isReturnable).toBe(false);
    expect(bySku.get('LF-SATEEN-PILLOW-PROTECTOR')!.isReturnable).toBe(true);
    const prices = products.flatMap((p) => [
      ...p.prices,
      ...(p.configurable?.variants.flatMap((v) => v.prices) ?? []),
    ]);
    expect(prices.some((price) => price.special && !price.special.from)).toBe(true);
    expect(prices.some((price) => price.special?.to?.startsWith('2025'))).toBe(true);
    // Simple products with a campaign that has ended and one still to come.
    expect(bySku.get('LF-CAMEL-THROW')!.prices[0]!.special?.to).toMatch(/^2025-/);
    expect(bySku.get('LF-SILK-PILLOW-PROTECTOR')!.prices[0]!.special?.from).toMatch(/^2099-/);
    for (const price of prices) {
      expect(Number.isInteger(price.regular)).toBe(true);
      if (price.special) expect(price.special.amount).toBeLessThan(price.regular);
    }
  });

  it('prices every product in each website base currency, AED and SAR on the Middle East website', () => {
    const set = bySku.get('LF-SOVEREIGN-PILLOW')!;
    const rows = (set.configurable?.variants[0]?.prices ?? set.prices).map(
      (p) => `${p.website}:${p.currency}`,
    );
    expect(rows).toEqual([
      'loomfront_int_website:EUR',
      'loomfront_at_website:EUR',
      'loomfrontcom_me:AED',
      'loomfrontcom_me:SAR',
      'loomfrontcom_us:USD',
    ]);
  });

  it('links related and upsell products that exist, and carries badges and reviews', () => {
    for (const product of products) {
      for (const sku of [...product.related, ...product.upsell]) expect(bySku.has(sku)).toBe(true);
      expect(product.related).not.toContain(product.sku);
    }
    expect(products.filter((p) => p.upsell.length).length).toBeGreaterThan(50);
    for (const badge of ['New', 'Bestseller', 'Limited', 'Sale'])
      expect(products.some((p) => p.badges.includes(badge))).toBe(true);
    const reviews = products.flatMap((p) => p.reviews);
    expect(reviews.length).toBeGreaterThan(150);
    expect(reviews.some((review) => review.text.length > 250)).toBe(true);
    expect(
      reviews.every((review) => review.ratings['Rating']! >= 1 && review.ratings['Rating']! <= 5),
    ).toBe(true);
  });

  it('has a header menu four levels deep with images and an external link', () => {
    expect(depth(catalog.menu.nodes)).toBe(4);
    expect(
      catalog.menu.nodes.some(
        (node) => node.urlType === 'EXTERNAL' && node.url.startsWith('https://'),
      ),
    ).toBe(true);
    expect(catalog.menu.nodes[0]!.image).not.toBeNull();
    expect(catalog.menu.nodes.slice(0, 6).map((node) => node.url)).toEqual([
      '/bed-linen',
      '/duvets',
      '/pillows',
      '/bath',
      '/accessories',
      '/kids',
    ]);
  });
  it('never names a product with a doubled word, such as "Pillow Pillow"', () => {
    const doubled = products.filter((p) => /\b(\w+) \1\b/i.test(p.name)).map((p) => p.name);
    expect(doubled).toEqual([]);
    expect(bySku.get('LF-INFINITY-PILLOW')!.name).toBe('Infinity Pillow');
  });

  it('pre-selects bundle items only in required options, so nothing optional is added unasked', () => {
    const bundles = products.filter((p) => p.bundle);
    expect(bundles.length).toBeGreaterThan(0);
    for (const option of bundles.flatMap((p) => p.bundle!)) {
      const defaults = option.items.filter((item) => item.isDefault);
      expect(defaults).toHaveLength(option.required ? 1 : 0);
    }
  });

  it('says "made in Europe" only of categories that sell made pieces, not of gifts or the duvet guide', () => {
    const categories = flattenCategories(catalog.categories);
    const made = (path: string) =>
      categories.find((c) => c.urlPath === path)!.description.includes('made in Europe');
    expect(made('accessories/gifts')).toBe(false);
    expect(made('duvets/duvet-guide')).toBe(false);
    expect(made('duvets')).toBe(true);
    expect(made('bed-linen/sateen')).toBe(true);
    const gifts = categories.find((c) => c.urlPath === 'accessories/gifts')!;
    expect(gifts.storeTexts.at!.description).not.toContain('Europa gefertigt');
  });
  it("gives each configurable variant its own colour's descriptive name, not the parent's", () => {
    const set = bySku.get('LF-AURELIA-SATEEN-BED-LINEN-SET')!;
    const navy = set.configurable!.variants.find((v) => v.color === 'navy')!;
    expect(navy.colorDescriptive).not.toBe(set.colorDescriptive);
    expect(navy.name.endsWith(navy.colorDescriptive)).toBe(true);
  });
  it('tells of origin and care only for sets of made pieces, not gift cards, services or downloads', () => {
    for (const product of products.filter(
      (p) => p.type === 'virtual' || p.type === 'downloadable',
    )) {
      expect(product.details).not.toContain('Made in Europe');
      expect(product.care).toBe('');
    }
    expect(bySku.get('LF-GIFT-WRAP')!.tagLine).not.toBe('Delivered by e-mail');
    expect(bySku.get('LF-LOOMFRONT-GIFT-CARD-100-EUR')!.tagLine).toBe('Delivered by e-mail');
  });
  it('leads the product page with where a piece is made, not a repeat of its tag line', () => {
    for (const product of products.filter((p) => p.headDescription && p.tagLine)) {
      expect(product.headDescription).not.toContain(product.tagLine!);
    }
    expect(bySku.get('LF-SATEEN-PILLOW-PROTECTOR')!.headDescription).not.toContain('line');
  });
});
