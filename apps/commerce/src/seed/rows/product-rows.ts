// Product rows: the product, its variants, attributes, prices, stock, media, links and reviews.
import { mediaPathFor } from '../../media/render';
import type { ImageRecipe } from '../../media/patterns';
import type { DemoProduct, DemoProductTexts, DemoStoreView, StoreLabels } from '../catalog/index';
import {
  ATTRIBUTE_IDS,
  priceRowsFor,
  type CatalogRows,
  type CatalogTable,
  type Row,
} from './table-rows';

export interface ProductContext {
  rows: CatalogRows;
  nextId: (table: CatalogTable) => number;
  websiteIds: Record<string, number>;
  storeViewIds: Record<string, number>;
  categoryIds: Map<string, number>;
  optionIds: {
    color(name: string): number;
    size(label: string): number;
    material(label: string): number;
  };
  skuIds: Map<string, number>;
  ratingIds: Map<string, number>;
}

const CREATED = '2025-01-01 00:00:00+00';
const NEWS_FROM_FIRST_DAY = Date.UTC(2025, 2, 1);
const NEWS_FROM_SPAN_DAYS = 540;
const DAY_MS = 86_400_000;

/**
 * When a demo product became new (Magento's "Set Product as New from", the Newest sort): a day
 * within 18 months from March 2025, fixed by the sku (FNV-1a), so reseeding gives the same order
 * and no random draw of the rest of the seed moves.
 */
export function newsFromDate(sku: string): string {
  let hash = 0x811c9dc5;
  for (const char of sku) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const day = NEWS_FROM_FIRST_DAY + (hash % NEWS_FROM_SPAN_DAYS) * DAY_MS;
  return `${new Date(day).toISOString().slice(0, 10)} 00:00:00+00`;
}

/**
 * Shipping weight (kg) and mill country of each main category's pieces. Virtual goods weigh
 * nothing; bundles and grouped products weigh what their parts weigh (Magento's dynamic weight).
 */
const MAKE: Record<string, { weight: string; country: string }> = {
  'bed-linen': { weight: '1.4000', country: 'PT' },
  duvets: { weight: '2.2000', country: 'DE' },
  pillows: { weight: '0.9000', country: 'DE' },
  bath: { weight: '0.7000', country: 'PT' },
  accessories: { weight: '0.5000', country: 'IT' },
  kids: { weight: '0.6000', country: 'PT' },
};

function make(product: DemoProduct): {
  weight: string | null;
  country_of_manufacture: string | null;
} {
  if (product.type === 'virtual' || product.type === 'downloadable')
    return { weight: null, country_of_manufacture: null };
  const main = product.categories[0]?.split('/')[0] ?? '';
  const found = MAKE[main];
  const ownWeight = product.type !== 'bundle' && product.type !== 'grouped';
  return {
    weight: ownWeight ? (found?.weight ?? null) : null,
    country_of_manufacture: found?.country ?? null,
  };
}

function productRow(id: number, product: DemoProduct, overrides: Partial<Row> = {}): Row {
  return {
    id,
    type_id: product.type,
    sku: product.sku,
    url_key: product.urlKey,
    name: product.name,
    description: product.description,
    short_description: product.shortDescription,
    head_description: product.headDescription,
    tag_line: product.tagLine,
    care: product.care,
    details: product.details,
    fabric: JSON.stringify(product.fabric),
    badges: JSON.stringify(product.badges),
    product_promo_block_type: product.promoBlockType,
    has_size_guide_table: product.hasSizeGuideTable,
    is_returnable: product.isReturnable,
    is_product_alert_available: product.isProductAlertAvailable,
    color_descriptive: product.colorDescriptive,
    category_collection_link_label: product.categoryCollectionLink?.label ?? null,
    category_collection_link_url_path: product.categoryCollectionLink?.urlPath ?? null,
    category_collection_link_icon_url: product.categoryCollectionLink
      ? mediaPathFor(product.categoryCollectionLink.icon, 'tile')
      : null,
    meta_title: product.metaTitle,
    meta_description: product.metaDescription,
    meta_keywords: null,
    status: 1,
    visibility: 4,
    ...make(product),
    news_from_date: newsFromDate(product.sku),
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

/**
 * Gallery images (square, on desktop and phones alike) and, hidden from the gallery as Magento's
 * "hide from product page" does, the card files that carry the listing roles: one file serves
 * the vertical and the horizontal card, which shows a narrower crop of it.
 */
export function mediaRows(
  context: ProductContext,
  productId: number,
  images: Array<{
    recipe: ImageRecipe;
    label: string;
    storeLabels: StoreLabels;
    disabled: boolean;
  }>,
) {
  images.forEach((image, index) => {
    context.rows.product_media.push(
      media(
        context,
        productId,
        image.recipe,
        'gallery',
        { label: image.label, storeLabels: image.storeLabels },
        index + 1,
        image.disabled,
        index === 0 ? ['image'] : [],
      ),
    );
  });
  const [main, hover] = images;
  if (main) {
    const card = (image: (typeof images)[number], roles: string[], position: number) =>
      context.rows.product_media.push(
        media(context, productId, image.recipe, 'card', image, position, true, roles),
      );
    card(
      main,
      ['small_image', 'thumbnail', 'vertical_image', 'horizontal_image'],
      images.length + 1,
    );
    if (hover)
      card(
        hover,
        ['hover_image', 'vertical_image_hover', 'horizontal_image_hover'],
        images.length + 2,
      );
  }
}

function media(
  context: ProductContext,
  productId: number,
  recipe: ImageRecipe,
  size: 'gallery' | 'card',
  { label, storeLabels }: { label: string; storeLabels: StoreLabels },
  position: number,
  disabled: boolean,
  roles: string[],
): Row {
  const file = mediaPathFor(recipe, size);
  const id = context.nextId('product_media');
  for (const [code, storeLabel] of Object.entries(storeLabels))
    context.rows.product_media_store_labels.push({
      media_id: id,
      store_view_id: storeViewOf(context, code),
      label: storeLabel,
      video_title: null,
      video_description: null,
    });
  return {
    id,
    product_id: productId,
    media_type: 'image',
    file,
    desktop_file: file,
    mobile_file: file,
    label,
    position,
    disabled,
    roles: JSON.stringify(roles),
    video_provider: null,
    video_url: null,
    video_title: null,
    video_description: null,
    video_metadata: null,
  };
}

/** A product's texts in each store view that has its own (product_store_values). */
function storeValueRows(
  context: ProductContext,
  productId: number,
  storeTexts: Partial<Record<DemoStoreView, Partial<DemoProductTexts>>>,
): void {
  for (const [code, texts] of Object.entries(storeTexts)) {
    context.rows.product_store_values.push({
      product_id: productId,
      store_view_id: storeViewOf(context, code),
      name: texts.name ?? null,
      short_description: texts.shortDescription ?? null,
      description: texts.description ?? null,
      head_description: texts.headDescription ?? null,
      tag_line: texts.tagLine ?? null,
      care: texts.care ?? null,
      details: texts.details ?? null,
      fabric: texts.fabric ? JSON.stringify(texts.fabric) : null,
      badges: texts.badges ? JSON.stringify(texts.badges) : null,
      color_descriptive: texts.colorDescriptive ?? null,
      category_collection_link_label: texts.categoryCollectionLinkLabel ?? null,
      meta_title: texts.metaTitle ?? null,
      meta_description: texts.metaDescription ?? null,
      meta_keywords: null,
    });
  }
}

function storeViewOf(context: ProductContext, code: string): number {
  const id = context.storeViewIds[code];
  if (id === undefined) throw new Error(`unknown store view ${code}`);
  return id;
}

export function productRows(products: DemoProduct[], context: ProductContext): void {
  const { rows } = context;
  for (const product of products) {
    const id = context.nextId('products');
    context.skuIds.set(product.sku, id);
    rows.products.push(productRow(id, product));
    storeValueRows(context, id, product.storeTexts);
    for (const websiteId of Object.values(context.websiteIds))
      rows.product_websites.push({ product_id: id, website_id: websiteId });
    // A product is listed in its category and every ancestor below the default category.
    const paths = new Set(
      product.categories.flatMap((path) =>
        path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/')),
      ),
    );
    for (const path of paths) {
      // Ancestors reuse the position: a main category interleaves its subcategories' lists.
      rows.category_products.push({
        category_id: context.categoryIds.get(path)!,
        product_id: id,
        position: product.position,
      });
    }
    rows.product_attribute_values.push({
      product_id: id,
      attribute_id: ATTRIBUTE_IDS.material,
      option_id: context.optionIds.material(product.material),
    });
    if (product.color)
      rows.product_attribute_values.push({
        product_id: id,
        attribute_id: ATTRIBUTE_IDS.color,
        option_id: context.optionIds.color(product.color),
      });
    if (product.size)
      rows.product_attribute_values.push({
        product_id: id,
        attribute_id: ATTRIBUTE_IDS.size,
        option_id: context.optionIds.size(product.size),
      });
    rows.product_prices.push(...priceRowsFor(id, product.prices, context.websiteIds));
    mediaRows(context, id, product.images);
    // Editorial shots: hidden from the gallery, reached through their custom_gallery role.
    product.customGallery.forEach((image, index) =>
      rows.product_media.push(
        media(context, id, image.recipe, 'gallery', image, 100 + index, true, ['custom_gallery']),
      ),
    );
    for (const [index, video] of product.videos.entries()) {
      const file = mediaPathFor(video.preview, 'gallery');
      const mediaId = context.nextId('product_media');
      for (const [code, texts] of Object.entries(video.storeTexts))
        rows.product_media_store_labels.push({
          media_id: mediaId,
          store_view_id: storeViewOf(context, code),
          label: texts.label,
          video_title: texts.title,
          video_description: texts.description,
        });
      rows.product_media.push({
        id: mediaId,
        product_id: id,
        media_type: 'external-video',
        file,
        desktop_file: file,
        mobile_file: file,
        label: video.label,
        position: product.images.length + 10 + index,
        disabled: false,
        roles: '[]',
        video_provider: video.provider,
        video_url: video.url,
        video_title: video.title,
        video_description: video.description,
        video_metadata: null,
      });
    }
    rows.url_rewrites.push({
      id: context.nextId('url_rewrites'),
      store_view_id: null,
      entity_type: 'product',
      entity_id: id,
      request_path: product.urlKey,
      target_path: `catalog/product/view/id/${id}`,
      redirect_code: 0,
    });

    const virtual = product.type === 'virtual' || product.type === 'downloadable';
    if (product.configurable) {
      product.configurable.options.forEach((code, index) =>
        rows.configurable_attributes.push({
          product_id: id,
          attribute_id: ATTRIBUTE_IDS[code],
          // No label of its own: the attribute's, per store view (Magento's use_default).
          label: null,
          position: index + 1,
        }),
      );
      for (const variant of product.configurable.variants) {
        const childId = context.nextId('products');
        context.skuIds.set(variant.sku, childId);
        rows.products.push(
          productRow(childId, product, {
            type_id: 'simple',
            sku: variant.sku,
            url_key: variant.sku.toLowerCase(),
            name: variant.name,
            visibility: 1,
            color_descriptive: variant.colorDescriptive,
            category_collection_link_label: null,
            category_collection_link_url_path: null,
            category_collection_link_icon_url: null,
          }),
        );
        // A variant shows its parent's texts with its own name and colour, as its row does.
        storeValueRows(
          context,
          childId,
          Object.fromEntries(
            Object.entries(product.storeTexts).map(([code, texts]) => [
              code,
              {
                ...texts,
                ...variant.storeTexts[code as DemoStoreView],
                categoryCollectionLinkLabel: undefined,
              },
            ]),
          ),
        );
        for (const websiteId of Object.values(context.websiteIds))
          rows.product_websites.push({ product_id: childId, website_id: websiteId });
        rows.configurable_links.push({ parent_id: id, child_id: childId });
        rows.product_attribute_values.push(
          {
            product_id: childId,
            attribute_id: ATTRIBUTE_IDS.color,
            option_id: context.optionIds.color(variant.color),
          },
          {
            product_id: childId,
            attribute_id: ATTRIBUTE_IDS.size,
            option_id: context.optionIds.size(variant.size),
          },
          {
            product_id: childId,
            attribute_id: ATTRIBUTE_IDS.material,
            option_id: context.optionIds.material(product.material),
          },
        );
        rows.product_prices.push(...priceRowsFor(childId, variant.prices, context.websiteIds));
        mediaRows(context, childId, [
          {
            recipe: variant.image,
            label: variant.name,
            storeLabels: Object.fromEntries(
              Object.entries(variant.storeTexts).map(([code, texts]) => [code, texts.name]),
            ),
            disabled: false,
          },
        ]);
        rows.inventory.push({
          product_id: childId,
          qty: variant.qty,
          reserved: 0,
          stock_status: variant.qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          manage_stock: true,
        });
      }
    }
    const ownQty = product.configurable
      ? product.configurable.variants.reduce((sum, variant) => sum + variant.qty, 0)
      : product.qty;
    rows.inventory.push({
      product_id: id,
      qty: product.configurable || product.bundle || product.grouped ? 0 : product.qty,
      reserved: 0,
      stock_status: ownQty > 0 || product.bundle || product.grouped ? 'IN_STOCK' : 'OUT_OF_STOCK',
      manage_stock: !virtual && !product.bundle && !product.grouped,
    });
    product.reviews.forEach((review) => {
      const reviewId = context.nextId('reviews');
      rows.reviews.push({
        id: reviewId,
        product_id: id,
        store_view_id: review.storeView ? storeViewOf(context, review.storeView) : null,
        nickname: review.nickname,
        summary: review.summary,
        text: review.text,
        status: 'approved',
        created_at: `${review.createdAt}+00`,
      });
      for (const [name, value] of Object.entries(review.ratings))
        rows.review_rating_votes.push({
          review_id: reviewId,
          rating_id: context.ratingIds.get(name)!,
          value,
        });
    });
  }
  // Second pass: links need every product's id.
  for (const product of products) {
    const id = context.skuIds.get(product.sku)!;
    const idOf = (sku: string) => {
      const linked = context.skuIds.get(sku);
      if (linked === undefined) throw new Error(`${product.sku} links to unknown ${sku}`);
      return linked;
    };
    for (const option of product.bundle ?? []) {
      const optionId = context.nextId('bundle_options');
      rows.bundle_options.push({
        id: optionId,
        product_id: id,
        title: option.title,
        type: option.type,
        required: option.required,
        position: option.position,
      });
      for (const [code, title] of Object.entries(option.storeTitles))
        rows.bundle_option_store_titles.push({
          option_id: optionId,
          store_view_id: storeViewOf(context, code),
          title,
        });
      for (const item of option.items) {
        rows.bundle_selections.push({
          id: context.nextId('bundle_selections'),
          option_id: optionId,
          product_id: idOf(item.sku),
          qty: String(item.qty),
          can_change_qty: false,
          is_default: item.isDefault,
          position: item.position,
        });
      }
    }
    for (const item of product.grouped ?? [])
      rows.grouped_links.push({
        parent_id: id,
        child_id: idOf(item.sku),
        qty: String(item.qty),
        position: item.position,
      });
    product.related.forEach((sku, index) =>
      rows.product_links.push({
        product_id: id,
        linked_product_id: idOf(sku),
        link_type: 'related',
        position: index + 1,
      }),
    );
    product.upsell.forEach((sku, index) =>
      rows.product_links.push({
        product_id: id,
        linked_product_id: idOf(sku),
        link_type: 'upsell',
        position: index + 1,
      }),
    );
    product.downloadable?.forEach((link, index) => {
      const linkId = context.nextId('downloadable_links');
      rows.downloadable_links.push({
        id: linkId,
        product_id: id,
        title: link.title,
        sample_url: link.sampleUrl,
        sort_order: index + 1,
      });
      for (const [code, title] of Object.entries(link.storeTitles))
        rows.downloadable_link_store_titles.push({
          link_id: linkId,
          store_view_id: storeViewOf(context, code),
          title,
        });
    });
  }
}
