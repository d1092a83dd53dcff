// `--products N`: a large catalog for benchmarks. The demo's own products are templates; each
// generated product is a simple product named after one, reusing its (pooled) images, so a
// 100,000-product catalog renders no new image. Written in chunks to keep memory flat.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createRandom } from '../random';
import { slug } from '../catalog/build-product';
import { BADGES_DE, german } from '../catalog/german-texts';
import type { DemoCatalog, DemoProduct } from '../catalog/index';
import { productRows } from './product-rows';
import { emptyRows, idAllocator, type CatalogTable } from './table-rows';
import { writeRows } from './write-rows';

const WORDS = [
  'Classic',
  'Heritage',
  'Studio',
  'Atelier',
  'Grand',
  'Petite',
  'Nordic',
  'Coastal',
  'Alpine',
  'Villa',
  'Maison',
  'Terra',
];
const CHUNK = 2_000;

export function generatedProduct(templates: DemoProduct[], index: number): DemoProduct {
  const template = templates[index % templates.length]!;
  const random = createRandom(`generated:${index}`);
  const variant =
    template.configurable?.variants[random.int(0, template.configurable.variants.length - 1)];
  const suffix = `${WORDS[index % WORDS.length]} ${Math.floor(index / templates.length) + 1}`;
  const name = `${template.name} ${suffix}`;
  const roll = random.next();
  // Drawn in the order they always were, so the same N gives the same catalog.
  const qty = roll < 0.08 ? 0 : roll < 0.14 ? random.int(1, 4) : random.int(5, 200);
  const isNew = random.chance(0.1);
  return {
    ...template,
    sku: `${template.sku}-G${index + 1}`,
    type: 'simple',
    name,
    urlKey: `${slug(name)}-${index + 1}`,
    position: 1_000 + index,
    color: variant?.color ?? template.color,
    size: variant?.size ?? template.size,
    prices: variant?.prices ?? template.prices,
    qty,
    badges: isNew ? ['New'] : template.badges,
    storeTexts: Object.fromEntries(
      Object.entries(template.storeTexts).map(([code, texts]) => [
        code,
        {
          ...texts,
          name: `${texts.name} ${suffix}`,
          metaTitle: `${texts.name} ${suffix} | Loomfront`,
          badges: isNew ? [german(BADGES_DE, 'New')] : texts.badges,
        },
      ]),
    ),
    configurable: null,
    videos: [],
    related: [],
    upsell: [],
    reviews: template.reviews.slice(0, random.int(0, 2)),
  };
}

export async function writeGeneratedProducts(
  db: Kysely<Database>,
  catalog: DemoCatalog,
  count: number,
  /** Ids continue after the demo catalog's (its row counts), so the same N gives the same ids. */
  offsets: Partial<Record<CatalogTable, number>>,
  onProgress?: (done: number) => void,
): Promise<void> {
  const templates = catalog.products.filter(
    (product) => product.type === 'simple' || product.type === 'configurable',
  );
  const websiteIds = Object.fromEntries(
    (await db.selectFrom('websites').select(['code', 'id']).execute()).map((w) => [w.code, w.id]),
  );
  const storeViewIds = Object.fromEntries(
    (await db.selectFrom('store_views').select(['code', 'id']).execute()).map((v) => [
      v.code,
      v.id,
    ]),
  );
  const categoryIds = new Map(
    (await db.selectFrom('categories').select(['url_path', 'id']).execute()).map((c) => [
      c.url_path,
      c.id,
    ]),
  );
  const options = await db
    .selectFrom('attribute_options as o')
    .innerJoin('attributes as a', 'a.id', 'o.attribute_id')
    .select(['a.code', 'o.label', 'o.id'])
    .execute();
  const optionId = (code: string) => (label: string) => {
    const found = options.find(
      (option) => option.code === code && option.label.toLowerCase() === label.toLowerCase(),
    );
    if (!found) throw new Error(`no ${code} option ${label}`);
    return found.id;
  };
  const ratingIds = new Map(
    (await db.selectFrom('ratings').select(['code', 'id']).execute()).map((r) => [r.code, r.id]),
  );
  const nextId = idAllocator(offsets);
  for (let start = 0; start < count; start += CHUNK) {
    const rows = emptyRows();
    const products = Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) =>
      generatedProduct(templates, start + offset),
    );
    productRows(products, {
      rows,
      nextId,
      websiteIds,
      storeViewIds,
      categoryIds,
      ratingIds,
      skuIds: new Map(),
      optionIds: {
        color: optionId('color'),
        size: optionId('size'),
        material: optionId('material'),
      },
    });
    await writeRows(db, rows);
    onProgress?.(start + products.length);
  }
}
