// The shopping cart (Magento QuoteGraphQl semantics). Every operation passes guard.ts; every
// write runs in one transaction holding the cart row (repository.locked), after the catalog and
// stock reads it needs (on the embedded database a read outside the transaction would wait for
// it). Quantities are whole units from 1 to 99 per line, never above what can be sold.
//
// For sibling modules (keep these signatures stable):
//   - `pricedLines(context, cart)`: the lines with product ids, quantities, category ids and base
//     currency unit prices, for cart price rules and totals.
//   - `addToCustomerCart(context, items)`: the signed-in customer's cart, creating it on first
//     use, with `items` added exactly as addProductsToCart adds them (wish list → cart).
//   - `removeItems(context, maskedId, itemIds)`: removes lines of a cart the caller may use.
//   - `guarded(context, maskedId)`: the guard alone, for operations of other modules on a cart.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import { signedInCustomer } from '../../context/signed-in-customer';
import type { Database } from '../../db/schema';
import {
  alreadyExistsError,
  authorizationError,
  inputError,
  noSuchEntityError,
} from '../../errors';
import type {
  CartItemInput,
  CartItemUpdateInput,
  CartUserInputError,
  DownloadableProductLinks,
  SelectedBundleOption,
  SelectedConfigurableOption,
} from '../../generated/graphql';
import type { ProductService } from '../catalog/product-service';
import type { ProductModel } from '../catalog/models';
import { decodeUid, encodeUid, configurableValueUid } from '../catalog/uid';
import type { InventoryService } from '../inventory/service';
import type { ProductStock } from '../inventory/stock-rules';
import { normaliseEmail } from '../customer/profile-input';
import {
  guardCart,
  plausibleMaskedId,
  requireCartId,
  type CartCaller,
  cartNotFound,
} from './guard';
import {
  MASKED_ID_LENGTH,
  MAX_ITEMS_PER_REQUEST,
  MAX_LINES_PER_CART,
  MAX_OPTIONS_PER_ITEM,
  MAX_SALE_QTY,
  MAX_SKU_LENGTH,
  MAX_UID_LENGTH,
  MESSAGES,
  decodeBundleUid,
  decodeConfigurableUid,
  isMaskedIdShape,
  isVirtualCart,
  lineStockError,
  newMaskedId,
  optionsKey,
  partsNeeded,
  quantityError,
  stockError,
  userErrorCode,
} from './line-rules';
import type {
  BundleChoice,
  CartItemModel,
  CartItemOptions,
  CartModel,
  CartProductType,
  ConfigurableChoice,
} from './models';
import type { CartMerge, MergeCarrier, MergeFollowUp } from './merge-carriers';
import type { CartRepository, LoadedCart, NewLine, StoredLine } from './repository';

/** A line as cart price rules and totals see it. */
export interface PricedLine {
  item: CartItemModel;
  /** The product that carries the price: the chosen variant of a configurable, else the product. */
  pricedProductId: number;
  quantity: number;
  /** Active categories of the product added (a configurable's parent, not its variant). */
  categoryIds: number[];
  /** One unit's final price in the website's base currency, minor units (0 when unpriced). */
  unitPriceMinor: number;
}

export interface AddResult {
  cart: CartModel;
  user_errors: CartUserInputError[];
}

/** An entry resolved against the catalog: the line it makes, or why it cannot be added. */
type Resolved =
  | {
      line: Omit<NewLine, 'quantity'>;
      quantity: number;
      /** Units of each product one unit of the line needs (bundles need their parts). */
      parts: Map<number, number>;
    }
  | { error: string };

const LINES = loaderKey<Map<number, Promise<StoredLine[]>>>('cart.lines');
/** Query.cart's guarded reads, by masked id: the cart answer cache and the resolver share one. */
const READS = loaderKey<Map<string, Promise<CartModel>>>('cart.reads');
/** The carts this request read or wrote, by id, as it last saw them. */
const CARTS = loaderKey<Map<number, CartModel>>('cart.carts');

export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly products: ProductService,
    private readonly inventory: InventoryService,
    /** What mergeCarts carries besides the lines (gift wrapping, the coupon): merge-carriers.ts. */
    private readonly mergeCarriers: () => readonly MergeCarrier[] = () => [],
  ) {}

  // ---- The guard --------------------------------------------------------------------------

  private caller(context: RequestContext): CartCaller {
    return {
      customerId: context.customer?.id ?? null,
      storeViewId: context.store.storeView.id,
    };
  }

  /** The cart `maskedId` names, if the caller may use it (guard.ts); Magento's errors otherwise. */
  async guarded(context: RequestContext, maskedId: string | null | undefined): Promise<CartModel> {
    const id = requireCartId(maskedId);
    if (!plausibleMaskedId(id)) throw cartNotFound(id);
    const loaded = await this.repository.byMaskedId(id);
    const cart = guardCart(loaded?.cart, id, this.caller(context));
    this.setLines(context, cart, loaded!.lines);
    return cart;
  }

  /** Runs `work` on the locked cart, guarded again under the lock. */
  private write<T>(
    context: RequestContext,
    maskedId: string,
    work: (cart: CartModel, repository: CartRepository, lines: StoredLine[]) => Promise<T>,
  ): Promise<T> {
    return this.locked(context, [maskedId], (carts, repository) => {
      const loaded = carts.get(maskedId);
      const cart = guardCart(loaded?.cart, maskedId, this.caller(context));
      return work(cart, repository, loaded!.lines);
    });
  }

  /** repository.locked, forgetting the lines this request read before the write. */
  private async locked<T>(
    context: RequestContext,
    maskedIds: readonly string[],
    work: (
      carts: Map<string, LoadedCart>,
      repository: CartRepository,
      trx: Kysely<Database>,
    ) => Promise<T>,
  ): Promise<T> {
    // Lines read before the write are stale once it runs; the work primes the new ones.
    this.forgetLines(context);
    return this.repository.locked(maskedIds, work);
  }

  // ---- Creating and finding carts ---------------------------------------------------------

  /**
   * Query.cart. Read once per request: the cart answer cache (graphql/cart-answers.ts) asks for
   * the cart's version before the resolver asks for the cart, and both get the same read.
   */
  cart(context: RequestContext, maskedId: string): Promise<CartModel> {
    const reads = context.loaders.get(READS, () => new Map<string, Promise<CartModel>>());
    let read = reads.get(maskedId);
    if (!read) {
      read = this.guarded(context, maskedId);
      reads.set(maskedId, read);
    }
    return read;
  }

  /**
   * Query.customerCart: the signed-in customer's active cart, created on first use (one per
   * customer, by a unique index: two first calls at once end with the same cart). A cart left in
   * another store view of the website moves to the current one, as Magento moves it.
   */
  async customerCart(context: RequestContext): Promise<CartModel> {
    const customer = signedInCustomer(context);
    const storeViewId = context.store.storeView.id;
    let cart = await this.repository.activeOfCustomer(customer.id);
    if (!cart) {
      cart =
        (await this.repository.insert({
          maskedId: newMaskedId(),
          storeViewId,
          customerId: customer.id,
        })) ?? (await this.repository.activeOfCustomer(customer.id));
      if (!cart) throw new Error('The customer cart could not be created');
    }
    if (cart.storeViewId !== storeViewId) {
      await this.repository.moveToStore(cart.id, storeViewId);
      cart = { ...cart, storeViewId };
    }
    return cart;
  }

  /**
   * Mutation.createEmptyCart: a signed-in customer gets their cart's id (as Magento's
   * createEmptyCartForCustomer); a guest a new cart, with the id they chose if they chose one.
   */
  async createEmptyCart(
    context: RequestContext,
    chosenId: string | null | undefined,
  ): Promise<string> {
    if (context.customer) return (await this.customerCart(context)).maskedId;
    return (await this.createGuest(context, chosenId)).maskedId;
  }

  /** Mutation.createGuestCart (Magento 2.4.7). */
  async createGuestCart(
    context: RequestContext,
    chosenId: string | null | undefined,
  ): Promise<CartModel> {
    if (context.customer) {
      throw alreadyExistsError("Use 'Query.customerCart' for logged in customer.");
    }
    return this.createGuest(context, chosenId);
  }

  private async createGuest(
    context: RequestContext,
    chosenId: string | null | undefined,
  ): Promise<CartModel> {
    if (chosenId !== null && chosenId !== undefined) {
      if (chosenId.length !== MASKED_ID_LENGTH) {
        throw inputError('Cart ID length should to be 32 symbols.');
      }
      if (!isMaskedIdShape(chosenId)) {
        throw inputError('Cart ID may contain only letters, digits, "-" and "_".');
      }
    }
    const cart = await this.repository.insert({
      maskedId: chosenId ?? newMaskedId(),
      storeViewId: context.store.storeView.id,
      customerId: null,
    });
    if (!cart) throw alreadyExistsError(`Cart with ID "${chosenId}" already exists.`);
    return cart;
  }

  // ---- Adding ----------------------------------------------------------------------------

  /**
   * Mutation.addProductsToCart: each entry is added on its own; the ones that cannot be added
   * come back as user_errors with Magento's code and text, the others are saved together.
   */
  async addProducts(
    context: RequestContext,
    maskedId: string,
    entries: readonly CartItemInput[],
  ): Promise<AddResult> {
    const id = requireCartId(maskedId, 'cartId');
    checkEntries(entries);
    // The guard runs once, under the lock: a refused cart costs the catalog reads, a good one
    // (nearly every request) saves a round trip.
    if (!plausibleMaskedId(id)) throw cartNotFound(id);
    const resolved = await this.resolveEntries(context, entries);
    const stock = await this.stockOf(context, resolved);
    return this.write(context, id, (cart, repository, lines) =>
      this.addResolved(context, cart, repository, lines, resolved, stock),
    );
  }

  /** Adds to the signed-in customer's cart (created on first use), as addProductsToCart does. */
  async addToCustomerCart(
    context: RequestContext,
    entries: readonly CartItemInput[],
  ): Promise<AddResult> {
    const cart = await this.customerCart(context);
    return this.addProducts(context, cart.maskedId, entries);
  }

  private async addResolved(
    context: RequestContext,
    cart: CartModel,
    repository: CartRepository,
    existing: readonly StoredLine[],
    resolved: readonly Resolved[],
    stock: ReadonlyMap<number, ProductStock>,
  ): Promise<AddResult> {
    const byKey = new Map(existing.map((line) => [lineKey(line), line]));
    const inserts = new Map<string, NewLine>();
    const updates = new Map<number, number>();
    const errors: CartUserInputError[] = [];
    const fail = (message: string) => errors.push({ code: userErrorCode(message), message });
    for (const entry of resolved) {
      if ('error' in entry) {
        fail(entry.error);
        continue;
      }
      const key = lineKey(entry.line);
      const stored = byKey.get(key);
      const pending = inserts.get(key);
      const current = stored
        ? (updates.get(stored.id) ?? stored.quantity)
        : (pending?.quantity ?? 0);
      const next = current + entry.quantity;
      const problem = quantityError(next) ?? partsError(next, entry.parts, stock);
      if (problem) {
        fail(problem);
        continue;
      }
      if (stored) updates.set(stored.id, next);
      else if (pending) pending.quantity = next;
      else if (existing.length + inserts.size >= MAX_LINES_PER_CART) fail(MESSAGES.tooManyLines);
      else inserts.set(key, { ...entry.line, quantity: next });
    }
    let inserted: StoredLine[] = [];
    // The lines' writes make the cart updated now (migration 0025's triggers): no touch.
    if (inserts.size > 0 || updates.size > 0) {
      inserted = await repository.saveLines(cart.id, [...inserts.values()], updates);
    }
    this.primeLines(context, cart, existing, updates, [], inserted);
    return { cart, user_errors: errors };
  }

  /** Each entry against the catalog, with a few batched reads for the whole request. */
  private async resolveEntries(
    context: RequestContext,
    entries: readonly CartItemInput[],
  ): Promise<Resolved[]> {
    const skus = entries.flatMap((entry) =>
      entry.parent_sku ? [entry.sku, entry.parent_sku] : [entry.sku],
    );
    const bySku = await this.products.enabledProductsBySkus(context, skus);
    return Promise.all(entries.map((entry) => this.resolveEntry(context, entry, bySku)));
  }

  private async resolveEntry(
    context: RequestContext,
    entry: CartItemInput,
    bySku: ReadonlyMap<string, ProductModel>,
  ): Promise<Resolved> {
    const quantity = entry.quantity;
    if (!Number.isFinite(quantity) || quantity <= 0) return { error: MESSAGES.qtyNotPositive };
    if (!Number.isInteger(quantity)) return { error: MESSAGES.qtyDecimal };
    const product = bySku.get(entry.sku);
    if (!product) return { error: MESSAGES.productNotFound };
    if (entry.parent_sku) {
      const parent = bySku.get(entry.parent_sku);
      if (!parent) return { error: MESSAGES.productNotFound };
      if (parent.type_id === 'configurable') {
        return this.resolveVariant(context, parent, quantity, (variants) =>
          variants.find((variant) => variant.child.id === product.id),
        );
      }
    }
    switch (product.type_id) {
      case 'simple':
      case 'virtual':
      case 'downloadable':
        return {
          line: plainLine(product.id, product.type_id),
          quantity,
          parts: new Map([[product.id, 1]]),
        };
      case 'configurable':
        return this.resolveConfigurable(context, product, quantity, entry.selected_options ?? []);
      case 'bundle':
        return this.resolveBundle(context, product, quantity, entry);
      case 'grouped':
        return { error: MESSAGES.groupedQuantity };
      default:
        return { error: MESSAGES.unsupportedType(product.type_id) };
    }
  }

  private async resolveVariant(
    context: RequestContext,
    parent: ProductModel,
    quantity: number,
    pick: (
      variants: Awaited<ReturnType<ProductService['configurableChoices']>>['variants'],
    ) => Awaited<ReturnType<ProductService['configurableChoices']>>['variants'][number] | undefined,
  ): Promise<Resolved> {
    const choices = await this.products.configurableChoices(context, parent);
    const variant = pick(choices.variants);
    if (!variant) return { error: MESSAGES.optionsNotAvailable };
    const configurable: ConfigurableChoice[] = [];
    for (const attribute of choices.attributes) {
      const value = variant.values.get(attribute.attributeId);
      if (!value) return { error: MESSAGES.optionsNotAvailable };
      configurable.push({ attributeId: attribute.attributeId, valueId: value.valueId });
    }
    const options: CartItemOptions = { configurable };
    return {
      line: {
        productId: parent.id,
        productType: 'configurable',
        variantProductId: variant.child.id,
        options,
        optionsKey: optionsKey(variant.child.id, options),
      },
      quantity,
      parts: new Map([[variant.child.id, 1]]),
    };
  }

  private async resolveConfigurable(
    context: RequestContext,
    product: ProductModel,
    quantity: number,
    selected: ReadonlyArray<string | null>,
  ): Promise<Resolved> {
    const uids = selected.filter((uid): uid is string => !!uid);
    if (uids.length === 0) return { error: MESSAGES.chooseOptions };
    const chosen = new Map<number, number>();
    for (const uid of uids) {
      const value = decodeConfigurableUid(uid);
      if (!value) return { error: MESSAGES.optionsNotAvailable };
      chosen.set(value.attributeId, value.valueId);
    }
    const choices = await this.products.configurableChoices(context, product);
    if (choices.attributes.some((attribute) => !chosen.has(attribute.attributeId))) {
      return { error: MESSAGES.chooseOptions };
    }
    if (chosen.size !== choices.attributes.length) return { error: MESSAGES.optionsNotAvailable };
    return this.resolveVariant(context, product, quantity, (variants) =>
      variants.find((variant) =>
        choices.attributes.every(
          (attribute) =>
            variant.values.get(attribute.attributeId)?.valueId ===
            chosen.get(attribute.attributeId),
        ),
      ),
    );
  }

  /**
   * A bundle by Magento's uids: `selected_options` carry `bundle/<option>/<selection>/<qty>`,
   * `entered_options` carry `bundle/<option>/<selection>` with the quantity as value. A selection
   * whose quantity the shop fixed keeps it; every required option needs a selection.
   */
  private async resolveBundle(
    context: RequestContext,
    product: ProductModel,
    quantity: number,
    entry: CartItemInput,
  ): Promise<Resolved> {
    const picks: Array<{ optionId: number; selectionId: number; qty: number | null }> = [];
    for (const uid of entry.selected_options ?? []) {
      if (!uid) continue;
      const decoded = decodeBundleUid(uid);
      if (!decoded) return { error: MESSAGES.optionsNotAvailable };
      picks.push(decoded);
    }
    for (const option of entry.entered_options ?? []) {
      if (!option) continue;
      const decoded = decodeBundleUid(option.uid);
      if (!decoded) return { error: MESSAGES.optionsNotAvailable };
      const qty = Number(option.value);
      if (option.value.trim() === '' || !Number.isFinite(qty)) {
        return { error: MESSAGES.qtyNotPositive };
      }
      picks.push({ optionId: decoded.optionId, selectionId: decoded.selectionId, qty });
    }
    const items = await this.products.bundleItems(context, product);
    const bundle: BundleChoice[] = [];
    for (const pick of picks) {
      const item = items.find((candidate) => candidate.option_id === pick.optionId);
      const selection = item?.options.find((candidate) => candidate.id === pick.selectionId);
      if (!item || !selection?.product) return { error: MESSAGES.optionsNotAvailable };
      const single = item.type === 'select' || item.type === 'radio';
      if (single && bundle.some((choice) => choice.optionId === pick.optionId)) {
        return { error: MESSAGES.optionsNotAvailable };
      }
      if (bundle.some((choice) => choice.selectionId === pick.selectionId)) continue;
      const qty = selection.can_change_quantity && pick.qty !== null ? pick.qty : selection.qty;
      const problem = quantityError(qty ?? 1);
      if (problem) return { error: problem };
      bundle.push({
        optionId: pick.optionId,
        selectionId: pick.selectionId,
        productId: selection.product.id,
        qty: qty ?? 1,
      });
    }
    const missing = items.some(
      (item) => item.required && !bundle.some((choice) => choice.optionId === item.option_id),
    );
    if (missing || bundle.length === 0) return { error: MESSAGES.requiredBundleOptions };
    const options: CartItemOptions = { bundle };
    return {
      line: {
        productId: product.id,
        productType: 'bundle',
        variantProductId: null,
        options,
        optionsKey: optionsKey(null, options),
      },
      quantity,
      parts: partsNeeded(1, bundle),
    };
  }

  /** The stock of every product the resolved entries need, in one batch. */
  private async stockOf(
    context: RequestContext,
    resolved: readonly Resolved[],
  ): Promise<Map<number, ProductStock>> {
    const ids = new Set<number>();
    for (const entry of resolved) {
      if ('line' in entry) for (const id of entry.parts.keys()) ids.add(id);
    }
    return this.stockOfIds(context, ids);
  }

  private async stockOfIds(
    context: RequestContext,
    ids: Iterable<number>,
  ): Promise<Map<number, ProductStock>> {
    const list = [...ids];
    const stocks = await Promise.all(list.map((id) => this.inventory.stockOf(context, id)));
    return new Map(list.map((id, index) => [id, stocks[index]!]));
  }

  // ---- Changing and removing -------------------------------------------------------------

  /**
   * Mutation.updateCartItems: quantity 0 removes the line, as in Magento. All changes are
   * checked first and saved together; one refused change saves none.
   */
  async updateItems(
    context: RequestContext,
    maskedId: string | null | undefined,
    changes: ReadonlyArray<CartItemUpdateInput | null>,
  ): Promise<CartModel> {
    const id = requireCartId(maskedId);
    const wanted = changes.filter((change): change is CartItemUpdateInput => !!change);
    if (wanted.length === 0) throw inputError('Required parameter "cart_items" is missing.');
    if (wanted.length > MAX_ITEMS_PER_REQUEST) {
      throw inputError(`At most ${MAX_ITEMS_PER_REQUEST} cart items can be changed at once.`);
    }
    const quantities = new Map<number, number>();
    for (const change of wanted) {
      const itemId = itemIdOf(change.cart_item_uid, change.cart_item_id);
      if (change.quantity === null || change.quantity === undefined) {
        throw inputError('Required parameter "quantity" for "cart_items" is missing.');
      }
      if (change.quantity !== 0) {
        const problem = quantityError(change.quantity);
        if (problem) throw inputError(problem);
      }
      quantities.set(itemId, change.quantity);
    }
    const cart = await this.guarded(context, id);
    const lines = await this.linesOf(context, cart);
    const byId = new Map(lines.map((line) => [line.id, line]));
    for (const itemId of quantities.keys()) {
      if (!byId.has(itemId))
        throw noSuchEntityError(`Could not find cart item with id: ${itemId}.`);
    }
    const stock = await this.stockOfIds(
      context,
      [...quantities.keys()].flatMap((itemId) => [...linePartIds(byId.get(itemId)!)]),
    );
    return this.write(context, id, async (locked, repository, lines) => {
      const current = new Map(lines.map((line) => [line.id, line]));
      const removals: number[] = [];
      const updates = new Map<number, number>();
      for (const [itemId, quantity] of quantities) {
        const line = current.get(itemId);
        if (!line) throw noSuchEntityError(`Could not find cart item with id: ${itemId}.`);
        if (quantity === 0) {
          removals.push(itemId);
          continue;
        }
        const problem = partsError(quantity, lineParts(line), stock);
        if (problem) throw inputError(problem);
        updates.set(itemId, quantity);
      }
      await repository.deleteLines(locked.id, removals);
      await repository.saveLines(locked.id, [], updates);
      this.primeLines(context, locked, [...current.values()], updates, removals, []);
      return locked;
    });
  }

  /** Mutation.removeItemFromCart. */
  async removeItem(
    context: RequestContext,
    maskedId: string | null | undefined,
    uid: string | null | undefined,
    legacyId: number | null | undefined,
  ): Promise<CartModel> {
    const id = requireCartId(maskedId);
    if (!uid && (legacyId === null || legacyId === undefined)) {
      throw inputError('Required parameter "cart_item_uid" is missing.');
    }
    const itemId = itemIdOf(uid, legacyId);
    return this.removeItems(context, id, [itemId]);
  }

  /**
   * Removes lines of a cart the caller may use; an id the cart does not hold fails with Magento's
   * "The cart doesn't contain the item" and removes nothing.
   */
  async removeItems(
    context: RequestContext,
    maskedId: string,
    itemIds: readonly number[],
  ): Promise<CartModel> {
    if (itemIds.length > MAX_LINES_PER_CART) {
      throw inputError(`At most ${MAX_LINES_PER_CART} cart items can be removed at once.`);
    }
    return this.write(context, maskedId, async (cart, repository, lines) => {
      const held = new Set(lines.map((line) => line.id));
      if (itemIds.some((itemId) => !held.has(itemId))) {
        throw noSuchEntityError("The cart doesn't contain the item");
      }
      await repository.deleteLines(cart.id, itemIds);
      this.primeLines(context, cart, lines, new Map(), itemIds, []);
      return cart;
    });
  }

  /** Mutation.clearCart (Magento 2.4.7): every line goes, the cart stays. */
  async clear(context: RequestContext, maskedId: string | null | undefined): Promise<CartModel> {
    const id = requireCartId(maskedId, 'uid');
    return this.write(context, id, async (cart, repository) => {
      await repository.clear(cart.id);
      await repository.touch(cart.id);
      this.primeLines(context, cart, [], new Map(), [], []);
      return cart;
    });
  }

  /**
   * Mutation.mergeCarts (Magento's Quote::merge): a guest cart's lines move into the signed-in
   * customer's cart (theirs by default) and the guest cart is deactivated. The same product with
   * the same options becomes one line with the quantities summed, at most the maximum sale
   * quantity and at most what can be sold (never less than the customer already had); a line that
   * cannot be sold at all comes across unchanged and shows its error. Lines beyond the cart's
   * limit stay behind. In the same transaction the carriers take across what the shopper chose
   * on the guest cart (each line's gift wrapping, the coupon); their follow-ups run after it, in
   * order. Addresses, shipping and payment stay behind, as in Magento.
   */
  async merge(
    context: RequestContext,
    sourceId: string,
    destinationId: string | null | undefined,
  ): Promise<CartModel> {
    const customer = signedInCustomer(context);
    if (!sourceId || sourceId.trim() === '') {
      throw inputError('Required parameter "source_cart_id" is missing');
    }
    const destination = destinationId
      ? await this.guarded(context, destinationId)
      : await this.customerCart(context);
    const asGuest: CartCaller = { customerId: null, storeViewId: context.store.storeView.id };
    if (!plausibleMaskedId(sourceId)) throw cartNotFound(sourceId);
    const loadedSource = await this.repository.byMaskedId(sourceId);
    guardCart(loadedSource?.cart, sourceId, asGuest);
    const sourceLines = loadedSource!.lines;
    const stock = await this.stockOfIds(
      context,
      sourceLines.flatMap((line) => [...linePartIds(line)]),
    );
    const owner: CartCaller = { customerId: customer.id, storeViewId: asGuest.storeViewId };
    const { into, followUps } = await this.locked(
      context,
      [sourceId, destination.maskedId],
      async (carts, repository, trx) => {
        const from = guardCart(carts.get(sourceId)?.cart, sourceId, asGuest);
        const into = guardCart(carts.get(destination.maskedId)?.cart, destination.maskedId, owner);
        const fromLines = carts.get(sourceId)!.lines;
        const intoLines = carts.get(destination.maskedId)!.lines;
        const byKey = new Map(intoLines.map((line) => [lineKey(line), line]));
        const inserts: NewLine[] = [];
        const updates = new Map<number, number>();
        /** Source line id → the key of the line it goes into. */
        const goesInto = new Map<number, string>();
        for (const line of fromLines) {
          const key = lineKey(line);
          const target = byKey.get(key);
          const had = target?.quantity ?? 0;
          const quantity = mergedQuantity(had, line.quantity, lineParts(line), stock);
          if (target) {
            if (quantity !== had) updates.set(target.id, quantity);
            goesInto.set(line.id, key);
          } else if (intoLines.length + inserts.length < MAX_LINES_PER_CART) {
            inserts.push({
              productId: line.productId,
              productType: line.productType,
              variantProductId: line.variantProductId,
              quantity,
              options: line.options,
              optionsKey: line.optionsKey,
            });
            goesInto.set(line.id, key);
          }
        }
        const inserted = await repository.saveLines(into.id, inserts, updates);
        for (const line of inserted) byKey.set(lineKey(line), line);
        await repository.deactivate(from.id);
        await repository.touch(into.id);
        const merge: CartMerge = {
          from,
          into,
          lines: [...goesInto].map(([fromItemId, key]) => ({
            fromItemId,
            intoItemId: byKey.get(key)!.id,
          })),
        };
        const followUps: MergeFollowUp[] = [];
        for (const carrier of this.mergeCarriers()) {
          const followUp = await carrier.carry(merge, trx);
          if (followUp) followUps.push(followUp);
        }
        return { into, followUps };
      },
    );
    // The merge has committed: a follow-up that fails is logged, never turned into a failed merge
    // (the shopper would retry a source that is no longer active).
    for (const followUp of followUps) {
      try {
        await followUp(context);
      } catch (error) {
        context.logger.error({ err: error }, 'a mergeCarts follow-up failed');
      }
    }
    return into;
  }

  /** Mutation.setGuestEmailOnCart: guests only, on their own (guest) cart. */
  async setGuestEmail(
    context: RequestContext,
    maskedId: string | null | undefined,
    email: string | null | undefined,
  ): Promise<CartModel> {
    if (context.customer) {
      throw authorizationError('The request is not allowed for logged in customers');
    }
    const id = requireCartId(maskedId);
    if (!email || email.trim() === '') throw inputError('Required parameter "email" is missing');
    const valid = normaliseEmail(email);
    if (!valid) throw inputError('Invalid email format');
    return this.write(context, id, async (cart, repository) => {
      await repository.setEmail(cart.id, valid);
      return { ...cart, email: valid };
    });
  }

  // ---- Reading ---------------------------------------------------------------------------

  /** The cart's lines, oldest first, read once per request (after any write of the request). */
  linesOf(context: RequestContext, cart: CartModel): Promise<StoredLine[]> {
    const memo = context.loaders.get(LINES, () => new Map<number, Promise<StoredLine[]>>());
    let lines = memo.get(cart.id);
    if (!lines) {
      lines = this.repository.lines([cart.id], MAX_LINES_PER_CART);
      memo.set(cart.id, lines);
    }
    return lines;
  }

  /** Forgets the lines read in this request (a write of the request changed them). */
  forgetLines(context: RequestContext): void {
    context.loaders.get(LINES, () => new Map<number, Promise<StoredLine[]>>()).clear();
  }

  /**
   * A cart this request already read through the guard or wrote, by id: what a line's field
   * resolvers reach their cart through without reading it again; undefined for another.
   */
  knownCart(context: RequestContext, cartId: number): CartModel | undefined {
    return context.loaders.get(CARTS, () => new Map<number, CartModel>()).get(cartId);
  }

  /** Whether this request already read the cart `maskedId` names through the guard. */
  wasGuarded(context: RequestContext, maskedId: string): boolean {
    const known = context.loaders.get(CARTS, () => new Map<number, CartModel>());
    return [...known.values()].some((cart) => cart.maskedId === maskedId);
  }

  private setLines(context: RequestContext, cart: CartModel, lines: StoredLine[]): void {
    context.loaders.get(CARTS, () => new Map<number, CartModel>()).set(cart.id, cart);
    context.loaders
      .get(LINES, () => new Map<number, Promise<StoredLine[]>>())
      .set(cart.id, Promise.resolve(lines));
  }

  /** The lines a write of this request left, so its answer needs no second read. */
  private primeLines(
    context: RequestContext,
    cart: CartModel,
    before: readonly StoredLine[],
    quantities: ReadonlyMap<number, number>,
    removed: readonly number[],
    inserted: readonly StoredLine[],
  ): void {
    const gone = new Set(removed);
    const lines = [
      ...before
        .filter((line) => !gone.has(line.id))
        .map((line) => ({ ...line, quantity: quantities.get(line.id) ?? line.quantity })),
      ...inserted,
    ].sort((a, b) => a.id - b.id);
    this.setLines(context, cart, lines);
  }

  async items(context: RequestContext, cart: CartModel): Promise<CartItemModel[]> {
    return this.linesOf(context, cart);
  }

  async totalQuantity(context: RequestContext, cart: CartModel): Promise<number> {
    const lines = await this.linesOf(context, cart);
    return lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  async isVirtual(context: RequestContext, cart: CartModel): Promise<boolean> {
    const lines = await this.linesOf(context, cart);
    return isVirtualCart(lines.map((line) => line.productType));
  }

  async hasOutOfStockItems(context: RequestContext, cart: CartModel): Promise<boolean> {
    const lines = await this.linesOf(context, cart);
    const errors = await Promise.all(lines.map((line) => this.itemStockError(context, line)));
    return errors.some((error) => error !== null);
  }

  /** The item's stock error (the shop sells less than the line holds), or null. */
  async itemStockError(context: RequestContext, item: CartItemModel): Promise<string | null> {
    const parts = lineParts(item);
    const stock = await this.stockOfIds(context, parts.keys());
    for (const [productId, perUnit] of parts) {
      const problem = lineStockError(item.quantity * perUnit, stock.get(productId)!);
      if (problem) return problem;
    }
    return null;
  }

  /**
   * The item's saleable quantity: the product's own saleable_qty (the chosen variant's for a
   * configurable); for a bundle, how many bundles its parts allow.
   */
  async itemSaleableQty(context: RequestContext, item: CartItemModel): Promise<number> {
    const parts = lineParts(item);
    const stock = await this.stockOfIds(context, parts.keys());
    let units = Number.POSITIVE_INFINITY;
    for (const [productId, perUnit] of parts) {
      units = Math.min(units, Math.floor(stock.get(productId)!.saleableQty / perUnit));
    }
    return Number.isFinite(units) ? units : 0;
  }

  async product(context: RequestContext, productId: number): Promise<ProductModel> {
    const product = await this.products.product(context, productId);
    if (!product) throw new Error(`Cart line product ${productId} is missing`);
    return product;
  }

  async configurableOptions(
    context: RequestContext,
    item: CartItemModel,
  ): Promise<SelectedConfigurableOption[]> {
    const chosen = item.options.configurable ?? [];
    if (chosen.length === 0) return [];
    const parent = await this.product(context, item.productId);
    const { attributes, variants } = await this.products.configurableChoices(context, parent);
    const variant = variants.find((candidate) => candidate.child.id === item.variantProductId);
    return chosen.map((choice) => {
      const attribute = attributes.find(
        (candidate) => candidate.attributeId === choice.attributeId,
      );
      return {
        id: choice.attributeId,
        configurable_product_option_uid: encodeUid(choice.attributeId),
        configurable_product_option_value_uid: configurableValueUid(
          choice.attributeId,
          choice.valueId,
        ),
        option_label: attribute?.label ?? '',
        value_id: choice.valueId,
        value_label: variant?.values.get(choice.attributeId)?.label ?? '',
      };
    });
  }

  async bundleOptions(
    context: RequestContext,
    item: CartItemModel,
  ): Promise<SelectedBundleOption[]> {
    const chosen = item.options.bundle ?? [];
    if (chosen.length === 0) return [];
    const bundle = await this.product(context, item.productId);
    const items = await this.products.bundleItems(context, bundle);
    const options: SelectedBundleOption[] = [];
    for (const option of items) {
      const picks = chosen.filter((choice) => choice.optionId === option.option_id);
      if (picks.length === 0) continue;
      const values = await Promise.all(
        picks.map(async (pick) => {
          const selection = option.options.find((candidate) => candidate.id === pick.selectionId);
          const part = selection?.product ?? (await this.products.product(context, pick.productId));
          const range = part ? await this.products.priceRange(context, part) : null;
          return {
            id: pick.selectionId,
            uid: encodeUid(`bundle/${pick.optionId}/${pick.selectionId}/${pick.qty}`),
            label: selection?.label ?? part?.name ?? '',
            price: range?.minimum_price.final_price.value ?? 0,
            quantity: pick.qty,
          };
        }),
      );
      options.push({
        id: option.option_id ?? 0,
        uid: encodeUid(`bundle/${option.option_id}`),
        label: option.title ?? '',
        type: option.type ?? 'select',
        values,
      });
    }
    return options;
  }

  /** A downloadable line delivers every link of its product (links are not sold separately). */
  async downloadableLinks(
    context: RequestContext,
    item: CartItemModel,
  ): Promise<DownloadableProductLinks[]> {
    const product = await this.product(context, item.productId);
    return this.products.downloadableLinks(context, product);
  }

  /** The lines as cart price rules and totals need them (see the header). */
  async pricedLines(context: RequestContext, cart: CartModel): Promise<PricedLine[]> {
    const lines = await this.linesOf(context, cart);
    return Promise.all(
      lines.map(async (line) => {
        const pricedProductId = line.variantProductId ?? line.productId;
        const [categoryIds, unitPriceMinor] = await Promise.all([
          this.products.categoryIds(context, line.productId),
          this.unitPriceMinor(context, line),
        ]);
        return {
          item: line,
          pricedProductId,
          quantity: line.quantity,
          categoryIds,
          unitPriceMinor,
        };
      }),
    );
  }

  /** A dynamic bundle costs its parts; anything else its own (or its variant's) final price. */
  private async unitPriceMinor(context: RequestContext, line: CartItemModel): Promise<number> {
    if (line.productType === 'bundle') {
      const own = await this.products.unitPriceMinor(context, line.productId);
      const product = await this.product(context, line.productId);
      if (!(await this.products.isDynamicBundle(context, product)) && own !== null) return own;
      const parts = await Promise.all(
        (line.options.bundle ?? []).map(
          async (choice) =>
            ((await this.products.unitPriceMinor(context, choice.productId)) ?? 0) * choice.qty,
        ),
      );
      return parts.reduce((sum, price) => sum + price, 0);
    }
    return (
      (await this.products.unitPriceMinor(context, line.variantProductId ?? line.productId)) ?? 0
    );
  }
}

// ---- Helpers ------------------------------------------------------------------------------

function plainLine(productId: number, type: CartProductType): Omit<NewLine, 'quantity'> {
  return {
    productId,
    productType: type,
    variantProductId: null,
    options: {},
    optionsKey: optionsKey(null, {}),
  };
}

function lineKey(line: { productId: number; optionsKey: string }): string {
  return `${line.productId}|${line.optionsKey}`;
}

/** Units of each product one unit of a stored line needs. */
function lineParts(line: CartItemModel): Map<number, number> {
  if (line.productType === 'bundle') return partsNeeded(1, line.options.bundle ?? []);
  return new Map([[line.variantProductId ?? line.productId, 1]]);
}

function linePartIds(line: CartItemModel): Iterable<number> {
  return lineParts(line).keys();
}

function partsError(
  quantity: number,
  parts: ReadonlyMap<number, number>,
  stock: ReadonlyMap<number, ProductStock>,
): string | null {
  for (const [productId, perUnit] of parts) {
    const problem = stockError(quantity * perUnit, stock.get(productId)!);
    if (problem) return problem;
  }
  return null;
}

/** mergeCarts' quantity for one line (see CartService.merge). */
function mergedQuantity(
  had: number,
  added: number,
  parts: ReadonlyMap<number, number>,
  stock: ReadonlyMap<number, ProductStock>,
): number {
  const wanted = Math.min(had + added, MAX_SALE_QTY);
  let sellable = Number.POSITIVE_INFINITY;
  for (const [productId, perUnit] of parts) {
    // A line added to the guest cart while the merge waited for its lock has no stock read yet:
    // it comes across capped only by the maximum, and shows its error if it cannot be sold.
    const known = stock.get(productId);
    if (known) sellable = Math.min(sellable, Math.floor(known.saleableQty / perUnit));
  }
  if (sellable <= 0) return Math.max(wanted, had);
  return Math.max(Math.min(wanted, sellable), had);
}

/** The cart item id a client sends: the uid (base64 of the id), else the deprecated number. */
function itemIdOf(uid: string | null | undefined, legacyId: number | null | undefined): number {
  if (uid) {
    const id = uid.length <= MAX_UID_LENGTH ? decodeUid(uid) : null;
    if (id === null)
      throw noSuchEntityError(`Could not find cart item with id: ${uid.slice(0, 64)}.`);
    return id;
  }
  if (legacyId === null || legacyId === undefined) {
    throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
  }
  return legacyId;
}

/** Bounds of an addProductsToCart request, checked before anything is read. */
function checkEntries(entries: readonly CartItemInput[]): void {
  if (entries.length === 0) throw inputError('Required parameter "cartItems" is missing');
  if (entries.length > MAX_ITEMS_PER_REQUEST) {
    throw inputError(`At most ${MAX_ITEMS_PER_REQUEST} items can be added to the cart at once.`);
  }
  for (const entry of entries) {
    if (entry.sku.length > MAX_SKU_LENGTH || (entry.parent_sku?.length ?? 0) > MAX_SKU_LENGTH) {
      throw inputError(`A SKU has at most ${MAX_SKU_LENGTH} characters.`);
    }
    const options = (entry.selected_options?.length ?? 0) + (entry.entered_options?.length ?? 0);
    if (options > MAX_OPTIONS_PER_ITEM) {
      throw inputError(`An item takes at most ${MAX_OPTIONS_PER_ITEM} options.`);
    }
    for (const uid of entry.selected_options ?? []) {
      if (uid && uid.length > MAX_UID_LENGTH) throw inputError('An option uid is too long.');
    }
    for (const option of entry.entered_options ?? []) {
      if (option && (option.uid.length > MAX_UID_LENGTH || option.value.length > 255)) {
        throw inputError('An entered option is too long.');
      }
    }
  }
}
