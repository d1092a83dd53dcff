// A small, known catalog for API tests, inserted through SQL so the tests never depend on the
// demo seed. Clears any catalog rows first, so a seeded catalog cannot change the counts.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CatalogIndexer } from '../catalog-index';

export interface CatalogFixture {
  websiteId: number;
  categories: Record<'root' | 'bedLinen' | 'sateen' | 'duvets', number>;
  options: Record<'ivory' | 'grey' | 'small' | 'medium' | 'cotton' | 'wool', number>;
  products: Record<
    | 'pillowcase'
    | 'set'
    | 'setSmallIvory'
    | 'setMediumIvory'
    | 'setSmallGrey'
    | 'duvet'
    | 'bundle'
    | 'towels'
    | 'towelA'
    | 'towelB'
    | 'disabled',
    number
  >;
}

const CLEARED = [
  'navigation_menus',
  'url_rewrites',
  'cms_pages',
  'reviews',
  'ratings',
  'product_alert_stock',
  'products',
  'categories',
  'attributes',
] as const;

export async function insertCatalogFixture(db: Kysely<Database>): Promise<CatalogFixture> {
  for (const table of CLEARED) await db.deleteFrom(table).execute();
  const website = await db
    .selectFrom('store_views as v')
    .innerJoin('store_groups as g', 'g.id', 'v.store_group_id')
    .select('g.website_id')
    .where('v.code', '=', 'default')
    .executeTakeFirstOrThrow();
  const websiteId = website.website_id;

  const paths = new Map<number, string>();
  const category = async (
    name: string,
    urlKey: string,
    urlPath: string,
    parentId: number | null,
    level: number,
    position: number,
  ) => {
    const { id } = await db
      .insertInto('categories')
      .values({
        name,
        url_key: urlKey,
        url_path: urlPath,
        parent_id: parentId,
        level,
        position,
        description: `${name} description`,
        meta_title: `${name} | Loomfront`,
        image: urlKey ? `category/${urlKey}.webp` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Magento's path: the ids from the top of the tree down to the category itself.
    const path = parentId === null ? String(id) : `${paths.get(parentId)}/${id}`;
    paths.set(id, path);
    await db.updateTable('categories').set({ path }).where('id', '=', id).execute();
    return id;
  };
  const root = await category('Root Catalog', '', '', null, 1, 0);
  const bedLinen = await category('Bed Linen', 'bed-linen', 'bed-linen', root, 2, 1);
  const duvets = await category('Duvets', 'duvets', 'duvets', root, 2, 2);
  const sateen = await category('Sateen', 'sateen', 'bed-linen/sateen', bedLinen, 3, 1);
  // Every store group browses from the fixture's root, as the seed points them at its own.
  await db
    .updateTable('store_groups')
    .set({ root_category_uid: Buffer.from(String(root)).toString('base64') })
    .execute();

  const attribute = async (code: string, label: string, position: number) =>
    (
      await db
        .insertInto('attributes')
        .values({ code, label, position })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const color = await attribute('color', 'Color', 1);
  const size = await attribute('size', 'Size', 2);
  const material = await attribute('material', 'Material', 3);
  const option = async (
    attributeId: number,
    label: string,
    position: number,
    swatch: string | null = null,
  ) =>
    (
      await db
        .insertInto('attribute_options')
        .values({ attribute_id: attributeId, label, position, swatch_value: swatch })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const options = {
    ivory: await option(color, 'Ivory', 1, '#fffff0'),
    grey: await option(color, 'Grey', 2, '#808080'),
    small: await option(size, '135x200', 1),
    medium: await option(size, '155x220', 2),
    cotton: await option(material, 'Cotton', 1),
    wool: await option(material, 'Wool', 2),
  };

  const product = async (
    values: {
      type_id?: 'simple' | 'configurable' | 'bundle' | 'grouped';
      sku: string;
      name: string;
      visibility?: number;
      status?: number;
      description?: string;
    },
    extra: {
      price?: number;
      special?: number;
      qty?: number;
      out?: boolean;
      alert?: boolean;
      attributes?: Array<[number, number]>;
    } = {},
  ) => {
    const id = (
      await db
        .insertInto('products')
        .values({
          type_id: values.type_id ?? 'simple',
          sku: values.sku,
          name: values.name,
          url_key: values.sku.toLowerCase(),
          visibility: values.visibility ?? 4,
          status: values.status ?? 1,
          description: values.description ?? `<p>${values.name}.</p>`,
          tag_line: `${values.name} tag line`,
          badges: JSON.stringify(['New']),
          fabric: JSON.stringify(['100% cotton sateen']),
          is_product_alert_available: extra.alert ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('product_websites')
      .values({ product_id: id, website_id: websiteId })
      .execute();
    if (extra.price !== undefined) {
      await db
        .insertInto('product_prices')
        .values({
          product_id: id,
          website_id: websiteId,
          currency_code: 'EUR',
          price_minor: extra.price,
          special_price_minor: extra.special ?? null,
        })
        .execute();
    }
    if (extra.qty !== undefined) {
      await db
        .insertInto('inventory')
        .values({
          product_id: id,
          qty: extra.qty,
          stock_status: extra.out ? 'OUT_OF_STOCK' : 'IN_STOCK',
        })
        .execute();
    }
    for (const [attributeId, optionId] of extra.attributes ?? []) {
      await db
        .insertInto('product_attribute_values')
        .values({ product_id: id, attribute_id: attributeId, option_id: optionId })
        .execute();
    }
    return id;
  };

  const pillowcase = await product(
    {
      sku: 'AURELIA-PILLOWCASE',
      name: 'Aurelia Sateen Pillowcase',
      description: '<p>Smooth cotton sateen.</p>',
    },
    {
      price: 4900,
      special: 3900,
      qty: 10,
      attributes: [
        [color, options.ivory],
        [material, options.cotton],
      ],
    },
  );
  const set = await product(
    { type_id: 'configurable', sku: 'AURELIA-SET', name: 'Aurelia Sateen Bed Linen Set' },
    { attributes: [[material, options.cotton]] },
  );
  const setSmallIvory = await product(
    { sku: 'AURELIA-SET-S-IVORY', name: 'Aurelia Set 135 Ivory', visibility: 1 },
    {
      price: 19900,
      qty: 3,
      attributes: [
        [color, options.ivory],
        [size, options.small],
      ],
    },
  );
  const setMediumIvory = await product(
    { sku: 'AURELIA-SET-M-IVORY', name: 'Aurelia Set 155 Ivory', visibility: 1 },
    {
      price: 24900,
      qty: 0,
      attributes: [
        [color, options.ivory],
        [size, options.medium],
      ],
    },
  );
  const setSmallGrey = await product(
    { sku: 'AURELIA-SET-S-GREY', name: 'Aurelia Set 135 Grey', visibility: 1 },
    {
      price: 19900,
      special: 17900,
      qty: 7,
      attributes: [
        [color, options.grey],
        [size, options.small],
      ],
    },
  );
  const duvet = await product(
    {
      sku: 'WOOLUX-MERINO-DUVET',
      name: 'Woolux Merino Duvet',
      description: '<p>Merino wool duvet, warm and breathable.</p>',
    },
    // Marked out of stock by hand while 4 are still on the shelf.
    { price: 39900, qty: 4, out: true, alert: true, attributes: [[material, options.wool]] },
  );
  const bundle = await product(
    { type_id: 'bundle', sku: 'SLEEP-BUNDLE', name: 'Sleep Bundle' },
    { qty: 100 },
  );
  const towels = await product({
    type_id: 'grouped',
    sku: 'TOWEL-COLLECTION',
    name: 'Towel Collection',
  });
  const towelA = await product(
    { sku: 'TOWEL-A', name: 'Hand Towel', visibility: 1 },
    { price: 1900, qty: 20 },
  );
  const towelB = await product(
    { sku: 'TOWEL-B', name: 'Bath Towel', visibility: 1 },
    { price: 3900, qty: 20 },
  );
  const disabled = await product(
    { sku: 'AURELIA-DISABLED', name: 'Aurelia Disabled Sheet', status: 2 },
    { price: 100, qty: 5 },
  );

  await db
    .insertInto('configurable_attributes')
    .values([
      { product_id: set, attribute_id: size, position: 0 },
      { product_id: set, attribute_id: color, position: 1 },
    ])
    .execute();
  await db
    .insertInto('configurable_links')
    .values(
      [setSmallIvory, setMediumIvory, setSmallGrey].map((child) => ({
        parent_id: set,
        child_id: child,
      })),
    )
    .execute();
  await db
    .insertInto('grouped_links')
    .values([
      { parent_id: towels, child_id: towelA, position: 2, qty: '1' },
      { parent_id: towels, child_id: towelB, position: 1, qty: '2' },
    ])
    .execute();
  const second = (
    await db
      .insertInto('bundle_options')
      .values({ product_id: bundle, title: 'Duvet', position: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const first = (
    await db
      .insertInto('bundle_options')
      .values({ product_id: bundle, title: 'Pillowcase', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('bundle_selections')
    .values([
      { option_id: first, product_id: pillowcase, is_default: true, qty: '2' },
      { option_id: second, product_id: duvet },
    ])
    .execute();

  await db
    .insertInto('category_products')
    .values([
      { category_id: sateen, product_id: set, position: 1 },
      { category_id: sateen, product_id: pillowcase, position: 2 },
      { category_id: bedLinen, product_id: bundle, position: 3 },
      { category_id: sateen, product_id: disabled, position: 0 },
      { category_id: duvets, product_id: duvet, position: 1 },
      { category_id: duvets, product_id: towels, position: 2 },
    ])
    .execute();
  await db
    .insertInto('product_media')
    .values([
      {
        product_id: pillowcase,
        file: 'catalog/product/a/pillowcase-1.webp',
        label: 'Front',
        position: 1,
        roles: JSON.stringify(['image', 'small_image', 'thumbnail']),
        desktop_file: 'catalog/product/a/pillowcase-1-desktop.webp',
        mobile_file: 'catalog/product/a/pillowcase-1-mobile.webp',
      },
      {
        product_id: pillowcase,
        file: 'catalog/product/a/pillowcase-2.webp',
        label: 'Detail',
        position: 2,
        roles: JSON.stringify(['hover_image']),
      },
      {
        product_id: pillowcase,
        file: 'catalog/product/a/hidden.webp',
        position: 3,
        disabled: true,
      },
      {
        product_id: pillowcase,
        media_type: 'external-video',
        file: 'catalog/product/a/video-preview.webp',
        position: 4,
        video_provider: 'youtube',
        video_url: 'https://www.youtube.com/watch?v=loomfront',
        video_title: 'Weaving',
      },
    ])
    .execute();
  await db
    .insertInto('product_links')
    .values([
      { product_id: pillowcase, linked_product_id: duvet, link_type: 'related', position: 2 },
      { product_id: pillowcase, linked_product_id: set, link_type: 'related', position: 1 },
      { product_id: pillowcase, linked_product_id: disabled, link_type: 'related', position: 3 },
      { product_id: pillowcase, linked_product_id: bundle, link_type: 'upsell', position: 1 },
    ])
    .execute();
  await new CatalogIndexer(db).reindexAll();
  return {
    websiteId,
    categories: { root, bedLinen, sateen, duvets },
    options,
    products: {
      pillowcase,
      set,
      setSmallIvory,
      setMediumIvory,
      setSmallGrey,
      duvet,
      bundle,
      towels,
      towelA,
      towelB,
      disabled,
    },
  };
}
