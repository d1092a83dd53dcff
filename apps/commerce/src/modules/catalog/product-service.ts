// Product reads: everything a product shows — its prices, stock-dependent parts, media, links and
// the parts of composite products — batched per request. Resolvers, search and (later) the cart
// read products only through here.
import type { RequestContext } from '../../context/request-context';
import type {
  ConfigurableProductOptionsSelection,
  DownloadableProductLinks,
  MediaGalleryEntry,
  ProductLinks,
  ProductPrices,
  Website,
} from '../../generated/graphql';
import type { PricingService } from '../pricing/service';
import type { InventoryService } from '../inventory/service';
import type { StoresService } from '../stores/service';
import {
  bundleItem,
  configurableOptions,
  configurableSelection,
  configurableVariants,
  type Variant,
} from './composites';
import { catalogLoaders, type CatalogRepositories } from './loaders';
import { galleryEntry, imagesWithRole, imageWithRole } from './media';
import type { ProductModel } from './models';
import { encodeUid } from './uid';

/** Magento's visibility 1: a variant or bundle part, without a page or URL of its own. */
const NOT_VISIBLE_INDIVIDUALLY = 1;

export class ProductService {
  constructor(
    private readonly repos: CatalogRepositories,
    private readonly pricing: PricingService,
    private readonly inventory: InventoryService,
    private readonly stores: StoresService,
  ) {}

  private loaders(context: RequestContext) {
    return catalogLoaders(context, this.repos);
  }

  /** Applies special-price dates that have passed since the index was built (see catalog-index). */
  ensureFreshPrices(): Promise<void> {
    return this.repos.prices.ensure();
  }

  /** A product's own URLs; a visible product without rewrites is still reached at its url_key. */
  async urlRewrites(context: RequestContext, product: ProductModel): Promise<string[]> {
    if (product.visibility === NOT_VISIBLE_INDIVIDUALLY) return [];
    const rows = await this.loaders(context).rewrites.load(product.id);
    return rows.length > 0 ? rows.map((row) => row.request_path) : [product.url_key];
  }

  product(context: RequestContext, id: number): Promise<ProductModel | null> {
    return this.loaders(context).product.load(id);
  }

  /** Products by id, in the order asked, leaving out ids that no longer exist. */
  async products(context: RequestContext, ids: readonly number[]): Promise<ProductModel[]> {
    const products = await Promise.all(ids.map((id) => this.product(context, id)));
    return products.filter((product): product is ProductModel => product !== null);
  }

  /** An enabled product of the current website by sku, and whether it takes stock alerts. */
  async enabledProductBySku(
    context: RequestContext,
    sku: string,
  ): Promise<{ id: number; alertsAvailable: boolean } | null> {
    const row = await this.repos.products.enabledBySku(context.store.storeView.website.id, sku);
    return row ? { id: row.id, alertsAvailable: row.is_product_alert_available } : null;
  }

  /** Enabled products of the current website by sku, each once, keyed by sku (the cart adds by sku). */
  async enabledProductsBySkus(
    context: RequestContext,
    skus: readonly string[],
  ): Promise<Map<string, ProductModel>> {
    const rows = await this.repos.products.enabledBySkus(
      context.store.storeView.website.id,
      [...new Set(skus)],
      context.store.storeView.id,
    );
    // One read: later loads of these products in the request are served from it.
    const loader = this.loaders(context).product;
    for (const row of rows) loader.prime(row.id, row);
    const products: ProductModel[] = rows;
    return new Map(products.map((product) => [product.sku, product]));
  }

  /** The ids of the active categories a product is in (cart price rules match on them). */
  async categoryIds(context: RequestContext, productId: number): Promise<number[]> {
    const rows = await this.loaders(context).productCategories.load(productId);
    return rows.map((row) => row.category_id);
  }

  /**
   * One unit's final price in the website's base currency, in minor units, from the price index
   * (a configurable's child, a simple, or a bundle with a price of its own). Null without a price.
   */
  async unitPriceMinor(context: RequestContext, productId: number): Promise<number | null> {
    const row = await this.loaders(context).priceIndex.load(productId);
    return row ? row.min_final : null;
  }

  /** One unit's regular price (before a special price) in the base currency, beside unitPriceMinor. */
  async regularUnitPriceMinor(context: RequestContext, productId: number): Promise<number | null> {
    const row = await this.loaders(context).priceIndex.load(productId);
    return row ? row.min_regular : null;
  }

  async priceRange(context: RequestContext, product: ProductModel) {
    return this.pricing.priceRange(context, await this.priceIndex(context, product));
  }

  async specialPrice(context: RequestContext, product: ProductModel): Promise<number | null> {
    return this.pricing.specialPrice(context, await this.priceIndex(context, product));
  }

  /** The last day of the product's own special price, as Magento's date (YYYY-MM-DD). */
  async specialToDate(context: RequestContext, product: ProductModel): Promise<string | null> {
    const row = await this.loaders(context).ownPrice.load(product.id);
    return row?.special_to ? new Date(row.special_to).toISOString().slice(0, 10) : null;
  }

  private priceIndex(context: RequestContext, product: ProductModel) {
    return this.loaders(context).priceIndex.load(product.id);
  }

  /** Option ids of one attribute (color, size, material) that the product carries. */
  async optionIds(context: RequestContext, product: ProductModel, code: string): Promise<number[]> {
    const rows = await this.loaders(context).attributeValues.load(product.id);
    return rows.filter((row) => row.code === code).map((row) => row.option_id);
  }

  // ---- Media ------------------------------------------------------------------------------

  /** media_gallery: images and videos not hidden from the product page. */
  async mediaGallery(context: RequestContext, product: ProductModel) {
    const rows = await this.loaders(context).media.load(product.id);
    return rows
      .filter((row) => !row.disabled)
      .map((row) => galleryEntry(context.mediaBaseUrl, row));
  }

  async imagesWithRole(context: RequestContext, product: ProductModel, role: string) {
    const rows = await this.loaders(context).media.load(product.id);
    return imagesWithRole(context.mediaBaseUrl, rows, role);
  }

  /** The image with the first of `roles` found, else the visible image at `fallbackIndex`. */
  async image(
    context: RequestContext,
    product: ProductModel,
    roles: string[],
    fallbackIndex: number | null,
  ) {
    const rows = await this.loaders(context).media.load(product.id);
    return imageWithRole(context.mediaBaseUrl, rows, roles, fallbackIndex);
  }

  // ---- Links and composites ---------------------------------------------------------------

  async linkedProducts(
    context: RequestContext,
    product: ProductModel,
    type: 'related' | 'upsell' | 'crosssell',
  ): Promise<ProductModel[]> {
    const rows = await this.loaders(context)[type].load(product.id);
    return this.products(
      context,
      rows.map((row) => row.linked_product_id),
    );
  }

  private async variants(context: RequestContext, product: ProductModel): Promise<Variant[]> {
    const loaders = this.loaders(context);
    const links = await loaders.configurableChildren.load(product.id);
    const variants = await Promise.all(
      links.map(async (link): Promise<Variant | null> => {
        const [child, values, stock] = await Promise.all([
          loaders.product.load(link.child_id),
          loaders.attributeValues.load(link.child_id),
          this.inventory.stockOf(context, link.child_id),
        ]);
        return child ? { child, values, stock } : null;
      }),
    );
    return variants.filter((variant): variant is Variant => variant !== null);
  }

  async configurableOptions(context: RequestContext, product: ProductModel) {
    const [attributes, variants] = await Promise.all([
      this.loaders(context).superAttributes.load(product.id),
      this.variants(context, product),
    ]);
    return configurableOptions(product, attributes, variants, context.mediaBaseUrl);
  }

  async configurableVariants(context: RequestContext, product: ProductModel) {
    const [attributes, variants] = await Promise.all([
      this.loaders(context).superAttributes.load(product.id),
      this.variants(context, product),
    ]);
    return configurableVariants(attributes, variants);
  }

  /**
   * A configurable's super attributes (labelled in the store view) and its enabled children with
   * their values of those attributes: what the cart needs to find the variant chosen.
   */
  async configurableChoices(context: RequestContext, product: ProductModel) {
    const [attributes, variants] = await Promise.all([
      this.loaders(context).superAttributes.load(product.id),
      this.variants(context, product),
    ]);
    return {
      attributes: attributes.map((attribute) => ({
        attributeId: attribute.attribute_id,
        label: attribute.own_label ?? attribute.label,
      })),
      variants: variants.map(({ child, values }) => ({
        child,
        values: new Map(
          values.map((value) => [
            value.attribute_id,
            { valueId: value.option_id, label: value.label },
          ]),
        ),
      })),
    };
  }

  /** A bundle without a price of its own prices dynamically (from its selections). */
  async isDynamicBundle(context: RequestContext, product: ProductModel): Promise<boolean> {
    return (await this.loaders(context).ownPrice.load(product.id)) === null;
  }

  async bundleItems(context: RequestContext, product: ProductModel) {
    const loaders = this.loaders(context);
    const options = await loaders.bundleOptions.load(product.id);
    return Promise.all(
      options.map(async (option) => {
        const selections = await loaders.bundleSelections.load(option.id);
        const parts = await Promise.all(
          selections.map(async (selection) => ({
            selection,
            product: await loaders.product.load(selection.product_id),
          })),
        );
        return bundleItem(product, option, parts);
      }),
    );
  }

  async groupedItems(context: RequestContext, product: ProductModel) {
    const loaders = this.loaders(context);
    const links = await loaders.groupedChildren.load(product.id);
    return Promise.all(
      links.map(async (link) => ({
        position: link.position,
        qty: Number(link.qty),
        product: await loaders.product.load(link.child_id),
      })),
    );
  }

  // ---- Magento's secondary and deprecated fields (ADR 0023) -------------------------------

  /** ProductInterface.price: Magento's deprecated ProductPrices, from the price index. */
  async legacyPrices(context: RequestContext, product: ProductModel): Promise<ProductPrices> {
    return this.pricing.legacyPrices(context, await this.priceIndex(context, product));
  }

  /** The first day of the product's own special price, as special_to_date (YYYY-MM-DD). */
  async specialFromDate(context: RequestContext, product: ProductModel): Promise<string | null> {
    const row = await this.loaders(context).ownPrice.load(product.id);
    return row?.special_from ? new Date(row.special_from).toISOString().slice(0, 10) : null;
  }

  /**
   * media_gallery_entries: every media row, by position, the ones hidden from the product page
   * flagged `disabled` as Magento lists them. `file` is the path under base_media_url.
   */
  async mediaGalleryEntries(
    context: RequestContext,
    product: ProductModel,
  ): Promise<MediaGalleryEntry[]> {
    const rows = await this.loaders(context).media.load(product.id);
    return rows.map((row) => ({
      id: row.id,
      uid: encodeUid(row.id),
      file: `/${row.file.replace(/^\/+/, '')}`,
      label: row.label,
      position: row.position,
      disabled: row.disabled,
      media_type: row.media_type,
      types: Array.isArray(row.roles) ? row.roles.map(String) : [],
      content: null,
      video_content:
        row.media_type === 'external-video'
          ? {
              media_type: 'external-video',
              video_provider: row.video_provider,
              video_url: row.video_url,
              video_title: row.video_title,
              video_description: row.video_description,
              video_metadata: row.video_metadata,
            }
          : null,
    }));
  }

  /** product_links: related, up-sell, then cross-sell links (Magento's link type order), by position. */
  async productLinks(
    context: RequestContext,
    product: ProductModel,
  ): Promise<Array<ProductLinks & { __typename: 'ProductLinks' }>> {
    const loaders = this.loaders(context);
    const groups = await Promise.all([
      loaders.related.load(product.id),
      loaders.upsell.load(product.id),
      loaders.crosssell.load(product.id),
    ]);
    return groups.flat().map((link) => ({
      __typename: 'ProductLinks',
      sku: product.sku,
      link_type: link.link_type,
      linked_product_sku: link.linked_product_sku,
      linked_product_type: link.linked_product_type,
      position: link.position,
    }));
  }

  /** The websites the product is assigned to. */
  async websites(context: RequestContext, product: ProductModel): Promise<Website[]> {
    const rows = await this.loaders(context).websiteIds.load(product.id);
    return this.stores.websites(rows.map((row) => row.website_id));
  }

  /**
   * Magento's canonical_url: the product's URL key with the product URL suffix, only while the
   * store's "Use Canonical Link Meta Tag For Products" is on; otherwise null.
   */
  async canonicalUrl(context: RequestContext, product: ProductModel): Promise<string | null> {
    const config = await this.stores.storeConfig(context);
    return config.product_canonical_tag
      ? `${product.url_key}${config.product_url_suffix ?? ''}`
      : null;
  }

  /**
   * configurable_product_options_selection: the values still available given the ones chosen,
   * the variant once all are chosen, and its images (the parent's while it has none).
   */
  async configurableSelection(
    context: RequestContext,
    product: ProductModel,
    selectedUids: readonly string[],
  ): Promise<
    Omit<ConfigurableProductOptionsSelection, 'variant'> & { variant: ProductModel | null }
  > {
    const [attributes, variants] = await Promise.all([
      this.loaders(context).superAttributes.load(product.id),
      this.variants(context, product),
    ]);
    const selection = configurableSelection(
      product,
      attributes,
      variants,
      selectedUids,
      context.mediaBaseUrl,
    );
    const variantGallery = selection.variant
      ? await this.mediaGallery(context, selection.variant)
      : [];
    return {
      ...selection,
      media_gallery:
        variantGallery.length > 0 ? variantGallery : await this.mediaGallery(context, product),
    };
  }

  /**
   * downloadable_product_links: the files the product delivers. They are sold together with the
   * product (links_purchased_separately 0), so a link has no price of its own, and none limits
   * downloads or is shareable.
   */
  async downloadableLinks(
    context: RequestContext,
    product: ProductModel,
  ): Promise<DownloadableProductLinks[]> {
    const rows = await this.loaders(context).downloadableLinks.load(product.id);
    return rows.map((row) => ({
      id: row.id,
      uid: encodeUid(`downloadable/${row.id}`),
      title: row.title,
      sort_order: row.sort_order,
      price: 0,
      sample_url: row.sample_url,
      is_shareable: false,
      number_of_downloads: 0,
      link_type: null,
      sample_file: null,
      sample_type: null,
    }));
  }
}
