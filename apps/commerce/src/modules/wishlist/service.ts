// Wish lists (Magento WishlistGraphQl). Magento Open Source gives each customer one wish list and
// creates it the first time it is asked for, so Customer.wishlist and wishlists always answer one.
// Items are added, updated and removed with Magento's mutations: each entry that cannot be applied
// is a user error beside the ones that were (ADR 0017); every change to one wish list runs in one
// transaction holding its row. Another customer's wish list id answers as a missing one, and an
// item id of another wish list as one that does not belong to this one.
import type { RequestContext } from '../../context/request-context';
import { signedInCustomer } from '../../context/signed-in-customer';
import { authorizationError, inputError } from '../../errors';
import type {
  ResolversTypes,
  SelectedBundleOption,
  SelectedConfigurableOption,
  WishListUserInputErrorType,
  WishlistItemInput,
  WishlistItemUpdateInput,
} from '../../generated/graphql';
import { pageOf } from '../../input/paging';
import type { ProductModel } from '../catalog/models';
import type { ProductService } from '../catalog/product-service';
import { encodeUid } from '../catalog/uid';
import type { WishlistItemRow, WishlistRepository, WishlistRow } from './repository';
import {
  bundleChoicesOf,
  DESCRIPTION_TOO_LONG,
  GUEST_REFUSED,
  ITEM_NOT_SPECIFIED,
  itemIdOf,
  itemNotInWishlist,
  MAX_DESCRIPTION_LENGTH,
  MAX_ITEM_QUANTITY,
  MAX_ITEMS_PER_REQUEST,
  MAX_OPTIONS_PER_ITEM,
  MAX_SKU_LENGTH,
  MAX_WISHLIST_ITEMS,
  OPTIONS_NOT_AVAILABLE,
  productNotFound,
  QUANTITY_OUT_OF_RANGE,
  quantityProblem,
  sameConfiguration,
  sortedSelections,
  tooManyEntries,
  tooManyOptions,
  WISHLIST_FULL,
  WISHLIST_NOT_FOUND,
  wishlistIdOf,
  type ItemConfiguration,
} from './rules';
import type { StoredBundleSelection } from './tables';

export type Wishlist = ResolversTypes['Wishlist'];
type WishlistItemModel = ResolversTypes['WishlistItemInterface'];

export interface WishlistUserError {
  code: WishListUserInputErrorType;
  message: string;
}

/** A mutation's answer: the wish list as it is after the change, and the entries refused. */
export interface WishlistChange {
  wishlist: Wishlist;
  userErrors: WishlistUserError[];
}

/** An entry resolved against the catalog: what it keeps, or why it cannot be kept. */
export type ResolvedEntry =
  { config: ItemConfiguration; quantity: number } | { error: WishlistUserError };

/** A product's chosen configuration, or why it cannot be kept. */
type Configured =
  | { ok: true; childProductId: number | null; bundleOptions: StoredBundleSelection[] }
  | { ok: false; error: WishlistUserError };

const undefinedError = (message: string): WishlistUserError => ({ code: 'UNDEFINED', message });
const notFoundError = (sku: string): WishlistUserError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: productNotFound(sku),
});

export class WishlistService {
  constructor(
    private readonly repository: WishlistRepository,
    private readonly products: ProductService,
  ) {}

  async customerWishlist(context: RequestContext): Promise<Wishlist> {
    const customer = signedInCustomer(context);
    return toWishlist(await this.repository.forCustomer(customer.id));
  }

  /** Customer.wishlists: the one wish list (a page past it shows it again, as Magento's collection does). */
  async customerWishlists(
    context: RequestContext,
    args: { currentPage?: number | null; pageSize?: number | null },
  ): Promise<Wishlist[]> {
    const customer = signedInCustomer(context);
    pageOf(args);
    return [toWishlist(await this.repository.forCustomer(customer.id))];
  }

  /**
   * Customer.wishlist_v2(id): the customer's own wish list, else null; another customer's id
   * answers as a missing one.
   */
  async customerWishlistById(context: RequestContext, id: string): Promise<Wishlist | null> {
    const customer = signedInCustomer(context);
    const numeric = wishlistIdOf(id);
    if (numeric === null || numeric === 'default') return null;
    const row = await this.repository.find(customer.id, numeric);
    return row ? toWishlist(row) : null;
  }

  /** Wishlist.items_count. The wish list reached it through its owner, so its id is the owner's. */
  itemsCount(wishlistId: string): Promise<number> {
    return this.repository.countItems(Number(wishlistId));
  }

  /** Wishlist.items_v2: a page of the list's items, oldest first. */
  async items(
    context: RequestContext,
    wishlistId: string,
    args: { currentPage?: number | null; pageSize?: number | null },
  ): Promise<ResolversTypes['WishlistItems']> {
    const page = pageOf(args);
    const id = Number(wishlistId);
    const [rows, total] = await Promise.all([
      this.repository.items(id, page.pageSize, page.offset),
      this.repository.countItems(id),
    ]);
    return {
      items: await Promise.all(rows.map((row) => this.itemOf(context, row))),
      page_info: {
        current_page: page.currentPage,
        page_size: page.pageSize,
        total_pages: Math.ceil(total / page.pageSize),
      },
    };
  }

  /** Wishlist.items (deprecated): every item, in Magento's older WishlistItem shape. */
  async legacyItems(
    context: RequestContext,
    wishlistId: string,
  ): Promise<Array<ResolversTypes['WishlistItem']>> {
    const rows = await this.repository.items(Number(wishlistId), MAX_WISHLIST_ITEMS);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        qty: row.quantity,
        description: row.description,
        added_at: magentoDateTime(row.added_at),
        product: await this.products.product(context, row.product_id),
      })),
    );
  }

  /**
   * addProductsToWishlist: each entry is added, or added to the quantity of the same item already
   * kept (the same product, child and bundle selections), or refused with a user error.
   */
  async addProducts(
    context: RequestContext,
    wishlistId: string,
    entries: readonly WishlistItemInput[],
  ): Promise<WishlistChange> {
    const customer = customerOf(context);
    if (entries.length > MAX_ITEMS_PER_REQUEST) throw inputError(tooManyEntries('items'));
    for (const entry of entries) checkOptionCount(entry);
    const id = await this.wishlistIdFor(customer.id, wishlistId);
    // Products are read before the transaction opens: the catalog reads outside it, and on the
    // embedded database (one connection) such a read would wait for it forever.
    const resolved = await Promise.all(entries.map((entry) => this.resolveEntry(context, entry)));
    const { wishlist, userErrors } = await this.addResolved(customer.id, id, resolved);
    return { wishlist, userErrors };
  }

  /**
   * Adds entries already resolved against the catalog (a cart's lines, say) to the customer's
   * wish list, in one transaction; `added` tells, entry by entry, which were kept.
   */
  async addResolved(
    customerId: number,
    id: number,
    resolved: readonly ResolvedEntry[],
  ): Promise<WishlistChange & { added: boolean[] }> {
    return this.repository.changing(customerId, id, async (repository, wishlist) => {
      if (!wishlist) throw inputError(WISHLIST_NOT_FOUND);
      const userErrors: WishlistUserError[] = [];
      const added: boolean[] = [];
      const rows = await repository.items(id, MAX_WISHLIST_ITEMS + 1);
      const refuse = (error: WishlistUserError) => {
        userErrors.push(error);
        added.push(false);
      };
      for (const entry of resolved) {
        if ('error' in entry) {
          refuse(entry.error);
          continue;
        }
        const same = rows.find((row) => sameConfiguration(configurationOf(row), entry.config));
        if (same) {
          const quantity = same.quantity + entry.quantity;
          if (quantity > MAX_ITEM_QUANTITY) {
            refuse(undefinedError(QUANTITY_OUT_OF_RANGE));
            continue;
          }
          await repository.updateItem(id, same.id, { quantity });
          same.quantity = quantity;
        } else {
          if (rows.length >= MAX_WISHLIST_ITEMS) {
            refuse(undefinedError(WISHLIST_FULL));
            continue;
          }
          rows.push(
            await repository.insertItem(id, {
              product_id: entry.config.productId,
              child_product_id: entry.config.childProductId,
              bundle_options: sortedSelections(entry.config.bundleOptions),
              quantity: entry.quantity,
              description: null,
            }),
          );
        }
        added.push(true);
      }
      const changed = added.some(Boolean);
      return {
        wishlist: toWishlist(changed ? await repository.touch(id) : wishlist),
        userErrors,
        added,
      };
    });
  }

  /** The customer's wish list that `raw` names (0: their own, made on first use), or its refusal. */
  async ownWishlist(
    context: RequestContext,
    raw: string,
  ): Promise<{ customerId: number; id: number }> {
    const customer = customerOf(context);
    return { customerId: customer.id, id: await this.wishlistIdFor(customer.id, raw) };
  }

  /** The items of a wish list of the customer, oldest first. */
  async itemRows(customerId: number, id: number): Promise<WishlistItemRow[]> {
    if (!(await this.repository.find(customerId, id))) throw inputError(WISHLIST_NOT_FOUND);
    return this.repository.items(id, MAX_WISHLIST_ITEMS);
  }

  /** Removes items of a wish list of the customer (ids it does not hold are passed over). */
  async dropItems(customerId: number, id: number, itemIds: readonly number[]): Promise<Wishlist> {
    return this.repository.changing(customerId, id, async (repository, wishlist) => {
      if (!wishlist) throw inputError(WISHLIST_NOT_FOUND);
      if (itemIds.length === 0) return toWishlist(wishlist);
      for (const itemId of itemIds) await repository.deleteItem(id, itemId);
      return toWishlist(await repository.touch(id));
    });
  }

  /** The wish list as the customer's own, for an answer. */
  async wishlistOf(customerId: number, id: number): Promise<Wishlist> {
    const row = await this.repository.find(customerId, id);
    if (!row) throw inputError(WISHLIST_NOT_FOUND);
    return toWishlist(row);
  }

  /** removeProductsFromWishlist: an id not among this wish list's items is a user error. */
  async removeProducts(
    context: RequestContext,
    wishlistId: string,
    itemIds: readonly string[],
  ): Promise<WishlistChange> {
    const customer = customerOf(context);
    if (itemIds.length > MAX_ITEMS_PER_REQUEST) throw inputError(tooManyEntries('item ids'));
    const id = await this.wishlistIdFor(customer.id, wishlistId);
    return this.repository.changing(customer.id, id, async (repository, wishlist) => {
      if (!wishlist) throw inputError(WISHLIST_NOT_FOUND);
      const userErrors: WishlistUserError[] = [];
      const rows = await repository.items(id, MAX_WISHLIST_ITEMS + 1);
      let changed = false;
      for (const raw of itemIds) {
        const itemId = itemIdOf(raw);
        const index = rows.findIndex((row) => row.id === itemId);
        if (index < 0) {
          userErrors.push(undefinedError(itemNotInWishlist(shown(raw))));
          continue;
        }
        await repository.deleteItem(id, rows[index]!.id);
        rows.splice(index, 1);
        changed = true;
      }
      return {
        wishlist: toWishlist(changed ? await repository.touch(id) : wishlist),
        userErrors,
      };
    });
  }

  /**
   * updateProductsInWishlist: an item's quantity, description, and (with options) its chosen
   * child or bundle selections. An item reconfigured into one the wish list already keeps joins
   * it, as Magento's Wishlist::updateItem does.
   */
  async updateProducts(
    context: RequestContext,
    wishlistId: string,
    entries: readonly WishlistItemUpdateInput[],
  ): Promise<WishlistChange> {
    const customer = customerOf(context);
    if (entries.length > MAX_ITEMS_PER_REQUEST) throw inputError(tooManyEntries('items'));
    for (const entry of entries) {
      checkOptionCount(entry);
      if ((entry.description?.length ?? 0) > MAX_DESCRIPTION_LENGTH) {
        throw inputError(DESCRIPTION_TOO_LONG);
      }
    }
    const id = await this.wishlistIdFor(customer.id, wishlistId);
    // New configurations are worked out before the transaction (the catalog reads outside it).
    const before = await this.repository.items(id, MAX_WISHLIST_ITEMS + 1);
    const reconfigured = await Promise.all(
      entries.map(async (entry): Promise<Configured | null> => {
        if (!hasOptions(entry)) return null;
        const row = before.find((candidate) => candidate.id === itemIdOf(entry.wishlist_item_id));
        const product = row && (await this.products.product(context, row.product_id));
        if (!product) return null;
        return this.configure(context, product, null, null, entry);
      }),
    );
    return this.repository.changing(customer.id, id, async (repository, wishlist) => {
      if (!wishlist) throw inputError(WISHLIST_NOT_FOUND);
      const userErrors: WishlistUserError[] = [];
      const rows = await repository.items(id, MAX_WISHLIST_ITEMS + 1);
      let changed = false;
      for (const [index, entry] of entries.entries()) {
        const itemId = itemIdOf(entry.wishlist_item_id);
        const row = rows.find((candidate) => candidate.id === itemId);
        if (!row) {
          userErrors.push(undefinedError(ITEM_NOT_SPECIFIED));
          continue;
        }
        const quantity = entry.quantity ?? row.quantity;
        const problem = quantityProblem(quantity);
        if (problem) {
          userErrors.push(undefinedError(problem));
          continue;
        }
        const description =
          entry.description === undefined ? row.description : (entry.description ?? null);
        let config = configurationOf(row);
        if (hasOptions(entry)) {
          const configured = reconfigured[index];
          // The item was added while the request was read: its options were not checked.
          if (!configured) {
            userErrors.push(undefinedError(OPTIONS_NOT_AVAILABLE));
            continue;
          }
          if (!configured.ok) {
            userErrors.push(configured.error);
            continue;
          }
          config = {
            productId: row.product_id,
            childProductId: configured.childProductId,
            bundleOptions: configured.bundleOptions,
          };
        }
        const other = rows.find(
          (candidate) =>
            candidate.id !== row.id && sameConfiguration(configurationOf(candidate), config),
        );
        if (other) {
          const joined = other.quantity + quantity;
          if (joined > MAX_ITEM_QUANTITY) {
            userErrors.push(undefinedError(QUANTITY_OUT_OF_RANGE));
            continue;
          }
          await repository.updateItem(id, other.id, { quantity: joined });
          await repository.deleteItem(id, row.id);
          other.quantity = joined;
          rows.splice(rows.indexOf(row), 1);
        } else {
          const bundleOptions = sortedSelections(config.bundleOptions);
          await repository.updateItem(id, row.id, {
            quantity,
            description,
            child_product_id: config.childProductId,
            bundle_options: bundleOptions,
          });
          Object.assign(row, {
            quantity,
            description,
            child_product_id: config.childProductId,
            bundle_options: bundleOptions,
          });
        }
        changed = true;
      }
      return {
        wishlist: toWishlist(changed ? await repository.touch(id) : wishlist),
        userErrors,
      };
    });
  }

  /** The wish list an argument names, when it is the customer's: 0 is their own, made on first use. */
  private async wishlistIdFor(customerId: number, raw: string): Promise<number> {
    const id = wishlistIdOf(raw);
    if (id === 'default') return (await this.repository.forCustomer(customerId)).id;
    if (id === null || !(await this.repository.find(customerId, id))) {
      throw inputError(WISHLIST_NOT_FOUND);
    }
    return id;
  }

  /**
   * An entry of addProductsToWishlist as Magento reads it: the product is the one named by
   * parent_sku, else by sku; a configurable's child is the sku (with parent_sku) or the variant
   * its selected options choose.
   */
  private async resolveEntry(
    context: RequestContext,
    entry: WishlistItemInput,
  ): Promise<ResolvedEntry> {
    const sku = entry.sku.trim();
    const parentSku = entry.parent_sku?.trim() || null;
    const productSku = parentSku ?? sku;
    if (productSku === '' || productSku.length > MAX_SKU_LENGTH) {
      return { error: notFoundError(productSku) };
    }
    const found = await this.products.enabledProductBySku(context, productSku);
    const product = found && (await this.products.product(context, found.id));
    if (!product) return { error: notFoundError(productSku) };
    const problem = quantityProblem(entry.quantity);
    if (problem) return { error: undefinedError(problem) };
    const configured = await this.configure(context, product, sku, parentSku, entry);
    if (!configured.ok) return { error: configured.error };
    return {
      config: {
        productId: product.id,
        childProductId: configured.childProductId,
        bundleOptions: configured.bundleOptions,
      },
      quantity: entry.quantity,
    };
  }

  /** The child or bundle selections an entry's sku and options choose for `product`. */
  private async configure(
    context: RequestContext,
    product: ProductModel,
    sku: string | null,
    parentSku: string | null,
    entry: Pick<WishlistItemInput, 'selected_options' | 'entered_options'>,
  ): Promise<Configured> {
    const selected = present(entry.selected_options);
    const entered = present(entry.entered_options);
    const refused = (error: WishlistUserError): Configured => ({ ok: false, error });
    if (product.type_id === 'configurable') {
      if (entered.length > 0) return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
      const variants = await this.products.configurableVariants(context, product);
      if (parentSku !== null && sku !== null && sku !== parentSku) {
        const child = variants.find((variant) => variant.product.sku === sku);
        if (!child) return refused(notFoundError(sku));
        return { ok: true, childProductId: child.product.id, bundleOptions: [] };
      }
      if (selected.length === 0) return { ok: true, childProductId: null, bundleOptions: [] };
      const wanted = new Set(selected.map((uid) => uid.trim()));
      const child = variants.find(
        (variant) =>
          variant.attributes.length === wanted.size &&
          variant.attributes.every((attribute) => wanted.has(attribute.uid)),
      );
      if (!child) return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
      return { ok: true, childProductId: child.product.id, bundleOptions: [] };
    }
    if (product.type_id === 'bundle') {
      const choices = bundleChoicesOf(selected, entered);
      if (!choices) return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
      const options = await this.products.bundleItems(context, product);
      const chosen: StoredBundleSelection[] = [];
      for (const choice of choices) {
        const option = options.find((candidate) => candidate.option_id === choice.optionId);
        const selection = option?.options.find((candidate) => candidate.id === choice.selectionId);
        if (!option || !selection) return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
        if (choice.quantity > MAX_ITEM_QUANTITY) {
          return refused(undefinedError(QUANTITY_OUT_OF_RANGE));
        }
        const inOption = chosen.filter((kept) => kept.option_id === choice.optionId);
        const single = option.type === 'radio' || option.type === 'select';
        if (
          inOption.some((kept) => kept.selection_id === choice.selectionId) ||
          (single && inOption.length > 0)
        ) {
          return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
        }
        chosen.push({
          option_id: choice.optionId,
          selection_id: choice.selectionId,
          quantity: choice.quantity,
        });
      }
      return { ok: true, childProductId: null, bundleOptions: sortedSelections(chosen) };
    }
    // Simple, virtual, downloadable and grouped products have no options to choose here.
    if (selected.length > 0 || entered.length > 0) {
      return refused(undefinedError(OPTIONS_NOT_AVAILABLE));
    }
    return { ok: true, childProductId: null, bundleOptions: [] };
  }

  /** A stored item as its WishlistItemInterface type shows it. */
  private async itemOf(context: RequestContext, row: WishlistItemRow): Promise<WishlistItemModel> {
    const product = await this.products.product(context, row.product_id);
    const base = {
      id: String(row.id),
      quantity: row.quantity,
      description: row.description,
      added_at: magentoDateTime(row.added_at),
      customizable_options: [],
      product,
    };
    switch (product?.type_id) {
      case 'configurable': {
        const child = row.child_product_id
          ? await this.products.product(context, row.child_product_id)
          : null;
        return {
          __typename: 'ConfigurableWishlistItem',
          ...base,
          child_sku: child?.sku ?? product.sku,
          configurable_options: child
            ? await this.selectedConfigurableOptions(context, product, child.id)
            : [],
        };
      }
      case 'bundle':
        return {
          __typename: 'BundleWishlistItem',
          ...base,
          bundle_options: await this.selectedBundleOptions(context, product, row.bundle_options),
        };
      case 'downloadable':
        return {
          __typename: 'DownloadableWishlistItem',
          ...base,
          // The links are sold together with the product, so each is part of what it keeps.
          links_v2: await this.products.downloadableLinks(context, product),
          samples: [],
        };
      case 'grouped':
        return { __typename: 'GroupedProductWishlistItem', ...base };
      case 'virtual':
        return { __typename: 'VirtualWishlistItem', ...base };
      default:
        return { __typename: 'SimpleWishlistItem', ...base };
    }
  }

  /** The chosen child's value of each of the configurable's attributes. */
  private async selectedConfigurableOptions(
    context: RequestContext,
    product: ProductModel,
    childId: number,
  ): Promise<SelectedConfigurableOption[]> {
    const [options, variants] = await Promise.all([
      this.products.configurableOptions(context, product),
      this.products.configurableVariants(context, product),
    ]);
    const variant = variants.find((candidate) => candidate.product.id === childId);
    if (!variant) return [];
    return options.flatMap((option) => {
      const value = variant.attributes.find(
        (attribute) => attribute.code === option.attribute_code,
      );
      if (!value || value.value_index == null || value.label == null) return [];
      return [
        {
          configurable_product_option_uid: option.uid,
          configurable_product_option_value_uid: value.uid,
          id: option.id ?? 0,
          option_label: option.label ?? '',
          value_id: value.value_index,
          value_label: value.label,
        },
      ];
    });
  }

  /** The chosen selections, by the bundle's options, as Magento's SelectedBundleOption. */
  private async selectedBundleOptions(
    context: RequestContext,
    product: ProductModel,
    stored: readonly StoredBundleSelection[],
  ): Promise<SelectedBundleOption[]> {
    if (stored.length === 0) return [];
    const options = await this.products.bundleItems(context, product);
    return options.flatMap((option) => {
      const chosen = stored.filter((selection) => selection.option_id === option.option_id);
      const values = chosen.flatMap((selection) => {
        const part = option.options.find((candidate) => candidate.id === selection.selection_id);
        if (!part) return [];
        return [
          {
            id: selection.selection_id,
            uid: encodeUid(
              `bundle/${selection.option_id}/${selection.selection_id}/${selection.quantity}`,
            ),
            label: part.label ?? '',
            price: part.price ?? 0,
            quantity: selection.quantity,
          },
        ];
      });
      if (values.length === 0) return [];
      return [
        {
          id: option.option_id ?? 0,
          uid: option.uid ?? encodeUid(`bundle/${option.option_id}`),
          label: option.title ?? '',
          type: option.type ?? '',
          values,
        },
      ];
    });
  }
}

/** Magento's guard of the wish list mutations, with its words. */
function customerOf(context: RequestContext) {
  if (!context.customer) throw authorizationError(GUEST_REFUSED);
  return context.customer;
}

function checkOptionCount(entry: {
  selected_options?: ReadonlyArray<unknown> | null;
  entered_options?: ReadonlyArray<unknown> | null;
}): void {
  if (
    (entry.selected_options?.length ?? 0) + (entry.entered_options?.length ?? 0) >
    MAX_OPTIONS_PER_ITEM
  ) {
    throw inputError(tooManyOptions);
  }
}

function hasOptions(entry: WishlistItemUpdateInput): boolean {
  return (entry.selected_options?.length ?? 0) + (entry.entered_options?.length ?? 0) > 0;
}

function present<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((value): value is T => value !== null && value !== undefined);
}

function configurationOf(row: WishlistItemRow): ItemConfiguration {
  return {
    productId: row.product_id,
    childProductId: row.child_product_id,
    bundleOptions: row.bundle_options,
  };
}

/** An item id as a message shows it: as sent, cut short. */
function shown(raw: string): string {
  return raw.length > 32 ? `${raw.slice(0, 32)}…` : raw;
}

/** Magento's date and time: "YYYY-MM-DD HH:MM:SS" in UTC. */
function magentoDateTime(value: Date | string): string {
  return new Date(value).toISOString().replace('T', ' ').slice(0, 19);
}

function toWishlist(row: WishlistRow): Wishlist {
  return {
    id: String(row.id),
    sharing_code: row.sharing_code,
    updated_at: magentoDateTime(row.updated_at),
  };
}
