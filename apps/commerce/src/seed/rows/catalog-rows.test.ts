import { describe, expect, it } from 'vitest';
import { mediaPathFor } from '../../media/render';
import { buildDemoCatalog } from '../catalog/index';
import { catalogMediaJobs } from '../catalog/media-jobs';
import { catalogRows, DEFAULT_CATEGORY_ID, ROOT_CATEGORY_ID } from './catalog-rows';
import { generatedProduct } from './generated';

const websites = {
  loomfront_int_website: 1,
  loomfront_at_website: 2,
  loomfrontcom_me: 3,
  loomfrontcom_us: 4,
};
const storeViews = { default: 1, at: 2, me: 3, sa: 4, us: 5 };
const catalog = buildDemoCatalog();
const rows = catalogRows(catalog, websites, storeViews);

describe('catalogRows', () => {
  it('puts the main categories at level 2 under the root catalog and the default category', () => {
    const [root, defaultCategory] = rows.categories;
    expect(root).toMatchObject({ id: ROOT_CATEGORY_ID, parent_id: null, level: 0, path: '1' });
    expect(defaultCategory).toMatchObject({ id: DEFAULT_CATEGORY_ID, parent_id: 1, level: 1 });
    const sateen = rows.categories.find((row) => row.url_path === 'bed-linen/sateen')!;
    const bedLinen = rows.categories.find((row) => row.url_path === 'bed-linen')!;
    expect(bedLinen).toMatchObject({ level: 2, parent_id: DEFAULT_CATEGORY_ID });
    expect(sateen).toMatchObject({ level: 3, parent_id: bedLinen['id'] });
    expect(sateen['path']).toBe(`1/2/${bedLinen['id']}/${sateen['id']}`);
  });

  it('writes a German name and texts for every product and variant in the Austria store view only', () => {
    const values = rows.product_store_values;
    expect(values).toHaveLength(rows.products.length);
    expect(new Set(values.map((row) => row['store_view_id']))).toEqual(new Set([storeViews.at]));
    const english = new Map(rows.products.map((row) => [row['id'], row]));
    for (const value of values) {
      const product = english.get(value['product_id'])!;
      expect(value['name'], String(product['sku'])).toEqual(expect.any(String));
      // Only proper names (a line name alone) may read the same in both languages.
      if (String(product['name']).includes(' '))
        expect(value['name'], String(product['sku'])).not.toBe(product['name']);
      expect(value['description'], String(product['sku'])).not.toBe(product['description']);
      expect(value['meta_title'], String(product['sku'])).not.toBe(product['meta_title']);
    }
  });

  it('labels every image and video and titles every bundle option and download in German for the Austria store view', () => {
    const labelled = new Set(rows.product_media_store_labels.map((row) => row['media_id']));
    expect(rows.product_media.filter((row) => !labelled.has(row['id']))).toEqual([]);
    const titled = new Set(rows.bundle_option_store_titles.map((row) => row['option_id']));
    expect(rows.bundle_options.filter((row) => !titled.has(row['id']))).toEqual([]);
    const links = new Set(rows.downloadable_link_store_titles.map((row) => row['link_id']));
    expect(rows.downloadable_links.filter((row) => !links.has(row['id']))).toEqual([]);
    expect(rows.product_media_store_labels).toContainEqual({
      media_id: expect.any(Number),
      store_view_id: storeViews.at,
      label: 'Veranda in Reinweiß',
      video_title: null,
      video_description: null,
    });
  });

  it('composes German product names as a native speaker would, variants included', () => {
    const byName = (sku: string) =>
      rows.product_store_values.find(
        (value) => value['product_id'] === rows.products.find((row) => row['sku'] === sku)!['id'],
      )!;
    expect(byName('LF-VERANDA-PERCALE-BED-LINEN-SET')).toMatchObject({
      name: 'Veranda Bettwäsche-Set Perkal',
      badges: JSON.stringify(['Bestseller']),
    });
    expect(byName('LF-PALAZZO-DUVET')['name']).toBe('Palazzo Daunendecke');
    expect(byName('LF-SOVEREIGN-PILLOW')['name']).toBe('Sovereign Kopfkissen');
    expect(byName('LF-SORRENTO-TOWEL')['name']).toBe('Sorrento Badetuch');
    expect(byName('LF-INFINITY-PILLOW')['name']).toBe('Infinity Kopfkissen');
    expect(byName('LF-INFINITY-DUVET')['name']).toBe('Infinity Bettdecke');
    expect(byName('LF-AURELIA-SATEEN-BED-LINEN-SET-SINGLE-140X200-IVORY')).toMatchObject({
      name: 'Aurelia Bettwäsche-Set Satin Einzelbett 140x200 elfenbein',
      color_descriptive: 'elfenbein',
      category_collection_link_label: null,
    });
  });

  it('gives the Austria store view German texts for every category, and no other store view any', () => {
    const categories = rows.categories.filter((row) => Number(row['level']) >= 2);
    const values = rows.category_store_values;
    expect(values).toHaveLength(categories.length);
    expect(new Set(values.map((row) => row['store_view_id']))).toEqual(new Set([storeViews.at]));
    const bedLinen = categories.find((row) => row['url_path'] === 'bed-linen')!;
    expect(values.find((row) => row['category_id'] === bedLinen['id'])).toMatchObject({
      name: 'Bettwäsche',
      meta_title: 'Bettwäsche | Loomfront',
    });
  });

  it('has a PAGE category with content and no products, and gifts as PRODUCTS_AND_PAGE with content', () => {
    const guide = rows.categories.find((row) => row['url_path'] === 'duvets/duvet-guide')!;
    expect(guide['display_mode']).toBe('PAGE');
    expect(String(guide['description'])).toContain('<h2>Which filling?</h2>');
    expect(rows.category_products.some((row) => row['category_id'] === guide['id'])).toBe(false);
    const gifts = rows.categories.find((row) => row['url_path'] === 'accessories/gifts')!;
    expect(gifts['display_mode']).toBe('PRODUCTS_AND_PAGE');
    expect(String(gifts['description'])).toContain('<h2>Our gift service</h2>');
    expect(rows.category_products.some((row) => row['category_id'] === gifts['id'])).toBe(true);
  });

  it('numbers menu levels from 1 at the top, one more per step down', () => {
    const nodes = rows.navigation_menu_nodes;
    const byId = new Map(nodes.map((node) => [node['id'], node]));
    for (const node of nodes) {
      const parent = node['parent_id'] === null ? null : byId.get(node['parent_id']!)!;
      expect(node['level']).toBe(parent ? Number(parent['level']) + 1 : 1);
    }
    expect(Math.max(...nodes.map((node) => Number(node['level'])))).toBe(4);
  });

  it('pins German reviews to the Austria store view and leaves the others to every store view', () => {
    const pinned = rows.reviews.filter((row) => row['store_view_id'] !== null);
    expect(pinned.length).toBeGreaterThan(10);
    expect(new Set(pinned.map((row) => row['store_view_id']))).toEqual(new Set([storeViews.at]));
    expect(rows.reviews.filter((row) => row['store_view_id'] === null).length).toBeGreaterThan(150);
  });

  it('gives every product stock and prices, variants no URL and no category', () => {
    const productIds = rows.products.map((row) => row['id']);
    expect(new Set(rows.inventory.map((row) => row['product_id']))).toEqual(new Set(productIds));
    const variants = new Set(rows.configurable_links.map((row) => row['child_id']));
    const rewritten = new Set(
      rows.url_rewrites.filter((r) => r['entity_type'] === 'product').map((r) => r['entity_id']),
    );
    for (const row of rows.products) {
      expect(row['visibility']).toBe(variants.has(row['id']!) ? 1 : 4);
      expect(rewritten.has(row['id']!)).toBe(!variants.has(row['id']!));
    }
    expect(rows.category_products.some((row) => variants.has(row['product_id']!))).toBe(false);
    for (const price of rows.product_prices)
      expect(Number.isInteger(price['price_minor'])).toBe(true);
  });

  it('lists products in their subcategory and in its main category', () => {
    const aurelia = rows.products.find((row) => row['sku'] === 'LF-AURELIA-SATEEN-BED-LINEN-SET')!;
    const paths = rows.category_products
      .filter((row) => row['product_id'] === aurelia['id'])
      .map((row) => rows.categories.find((c) => c['id'] === row['category_id'])!['url_path']);
    expect(paths.sort()).toEqual(['bed-linen', 'bed-linen/sateen']);
  });

  it('refers only to media files the seed renders', () => {
    const rendered = new Set(
      catalogMediaJobs(catalog).map((job) => mediaPathFor(job.recipe, job.size)),
    );
    const referenced = [
      ...rows.product_media.flatMap((row) => [
        row['file'],
        row['desktop_file'],
        row['mobile_file'],
      ]),
      ...rows.categories.map((row) => row['image']),
      ...rows.products.map((row) => row['category_collection_link_icon_url']),
      ...rows.navigation_menu_nodes.flatMap((row) => [
        row['image_desktop_url'],
        row['image_mobile_url'],
        row['image_url'],
      ]),
    ].filter((path): path is string => typeof path === 'string');
    expect(referenced.length).toBeGreaterThan(1000);
    for (const path of referenced) expect(rendered.has(path), path).toBe(true);
  });

  it('carries the card roles on hidden card-sized files', () => {
    const aurelia = rows.products.find((row) => row['sku'] === 'LF-AURELIA-SATEEN-BED-LINEN-SET')!;
    const media = rows.product_media.filter((row) => row['product_id'] === aurelia['id']);
    const roles = (role: string) =>
      media.filter((row) => JSON.parse(String(row['roles'])).includes(role));
    expect(roles('image')).toHaveLength(1);
    expect(roles('image')[0]!['disabled']).toBe(false);
    for (const role of [
      'small_image',
      'thumbnail',
      'hover_image',
      'horizontal_image',
      'vertical_image',
      'horizontal_image_hover',
      'vertical_image_hover',
    ]) {
      expect(roles(role), role).toHaveLength(1);
      expect(roles(role)[0]!['disabled']).toBe(true);
    }
    expect(media.filter((row) => !row['disabled']).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the custom gallery on hidden banner-sized files with the custom_gallery role', () => {
    const aurelia = rows.products.find((row) => row['sku'] === 'LF-AURELIA-SATEEN-BED-LINEN-SET')!;
    const editorial = rows.product_media.filter(
      (row) =>
        row['product_id'] === aurelia['id'] &&
        JSON.parse(String(row['roles'])).includes('custom_gallery'),
    );
    expect(editorial).toHaveLength(2);
    for (const row of editorial) expect(row['disabled']).toBe(true);
    expect(aurelia['head_description']).toMatch(/^<p><strong>.+<\/strong>/);
  });
});

describe('generatedProduct', () => {
  it('is a simple product named after a demo template, the same for the same index', () => {
    const templates = catalog.products.filter(
      (p) => p.type === 'simple' || p.type === 'configurable',
    );
    const product = generatedProduct(templates, 1234);
    expect(product).toEqual(generatedProduct(templates, 1234));
    expect(product.type).toBe('simple');
    expect(product.sku).toMatch(/-G1235$/);
    expect(product.urlKey).not.toBe(generatedProduct(templates, 1235).urlKey);
    expect(product.prices.length).toBe(5);
  });
});
