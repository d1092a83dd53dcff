// Gift wrapping (ADR 0046): a store offers it at a price per wrapped unit (configuration
// sales/gift_wrap/active and sales/gift_wrap/price, in the website's base currency and its
// catalog's tax basis); physical lines can be wrapped; the cart carries one gift message.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../context/request-context';
import { loaderKey } from '../../context/request-loaders';
import type { Database } from '../../db/schema';
import { inputError, noSuchEntityError } from '../../errors';
import type { CartMerge, MergeFollowUp } from '../cart/merge-carriers';
import type { CartItemModel, CartModel } from '../cart/models';
import { convertMinor, decimalToMinor } from '../pricing/money';
import type { PricingService } from '../pricing/service';
import type { CartAccess } from '../sales-rule/cart-access';
import type { StoresService } from '../stores/service';
import { giftMessageOf } from './gift-message';
import type { GiftMessageRecord, GiftWrapRepository } from './repository';

export interface GiftWrapSettings {
  available: boolean;
  /** Per wrapped unit, base currency. */
  priceMinor: number;
}

/** Lines named in one request, at most (a cart holds fewer; ADR 0024). */
export const MAX_WRAP_ITEMS_PER_REQUEST = 100;

const WRAPPED = loaderKey<Map<number, Promise<Set<number>>>>('wrapped cart items');

/** Virtual and downloadable products ship nothing to wrap. */
export function isWrappableType(typeId: string): boolean {
  return typeId !== 'virtual' && typeId !== 'downloadable';
}

export class GiftWrapService {
  constructor(
    private readonly repositoryOver: (db: Kysely<Database>) => GiftWrapRepository,
    private readonly repository: GiftWrapRepository,
    private readonly carts: CartAccess,
    private readonly stores: StoresService,
    private readonly pricing: PricingService,
  ) {}

  async settings(context: RequestContext): Promise<GiftWrapSettings> {
    const [active, price] = await Promise.all([
      this.stores.configValue(context, 'sales/gift_wrap/active', '0'),
      this.stores.configValue(context, 'sales/gift_wrap/price', '0'),
    ]);
    const priceMinor = decimalToMinor(price ?? '0') ?? 0;
    return { available: active === '1', priceMinor };
  }

  /** getGiftWrapConfig: the price in the display currency, converted as prices are (ADR 0028). */
  async config(
    context: RequestContext,
  ): Promise<{ available: boolean; priceMinor: number | null }> {
    const [settings, rate] = await Promise.all([
      this.settings(context),
      this.pricing.displayRate(context),
    ]);
    return {
      available: settings.available,
      priceMinor: settings.available ? convertMinor(settings.priceMinor, rate) : null,
    };
  }

  /** Whether a product can be wrapped in this store. */
  async productAvailable(context: RequestContext, typeId: string): Promise<boolean> {
    return isWrappableType(typeId) && (await this.settings(context)).available;
  }

  /** The cart's wrapped line ids, once per request and cart. */
  wrappedItemIds(context: RequestContext, cart: CartModel): Promise<Set<number>> {
    return this.wrappedItemIdsOfItem(context, { cartId: cart.id });
  }

  /** The wrapped line ids of the cart a line belongs to. */
  wrappedItemIdsOfItem(
    context: RequestContext,
    item: Pick<CartItemModel, 'cartId'>,
  ): Promise<Set<number>> {
    const memo = context.loaders.get(WRAPPED, () => new Map());
    let ids = memo.get(item.cartId);
    if (!ids) {
      ids = this.repository.wrappedItemsOfCart(item.cartId);
      memo.set(item.cartId, ids);
    }
    return ids;
  }

  message(cart: CartModel): Promise<GiftMessageRecord | undefined> {
    return this.repository.message(cart.id);
  }

  /** setGiftWrapOnCart: wraps the named lines, or every physical line when none are named. */
  async wrap(
    context: RequestContext,
    maskedId: string,
    uids: readonly string[] | null | undefined,
  ): Promise<CartModel> {
    const settings = await this.settings(context);
    if (!settings.available) throw inputError('Gift wrapping is not available in this store.');
    return this.change(context, maskedId, uids, async (items, repository) => {
      const wrappable = items.filter((item) => isWrappableType(item.productType));
      if (uids && wrappable.length < items.length)
        throw inputError('Virtual and downloadable products cannot be gift wrapped.');
      await repository.wrap(wrappable.map((item) => item.id));
    });
  }

  /** unsetGiftWrapOnCart: unwraps the named lines, or all of them and drops the gift message. */
  async unwrap(
    context: RequestContext,
    maskedId: string,
    uids: readonly string[] | null | undefined,
  ): Promise<CartModel> {
    return this.change(context, maskedId, uids, async (items, repository, cart) => {
      await repository.unwrap(items.map((item) => item.id));
      if (!uids) await repository.removeMessage(cart.id);
    });
  }

  /** setGiftWrapDetails: the cart's one gift message, plain text within bounds. */
  async setDetails(
    context: RequestContext,
    maskedId: string,
    input: { message: string; from: string; to: string },
  ): Promise<CartModel> {
    const message = giftMessageOf(input);
    const settings = await this.settings(context);
    if (!settings.available) throw inputError('Gift wrapping is not available in this store.');
    const cart = await this.carts.locked(context, maskedId, async (locked, db) => {
      await this.repositoryOver(db).setMessage(locked.id, message);
      return locked;
    });
    this.forget(context, cart);
    return cart;
  }

  private async change(
    context: RequestContext,
    maskedId: string,
    uids: readonly string[] | null | undefined,
    work: (
      items: CartItemModel[],
      repository: GiftWrapRepository,
      cart: CartModel,
    ) => Promise<void>,
  ): Promise<CartModel> {
    if (uids && uids.length > MAX_WRAP_ITEMS_PER_REQUEST)
      throw inputError(`At most ${MAX_WRAP_ITEMS_PER_REQUEST} cart items can be named at once.`);
    const cart = await this.carts.locked(context, maskedId, async (locked, db, lines) => {
      const all = [...lines];
      let items = all;
      if (uids) {
        const byUid = new Map(all.map((item) => [this.carts.itemUid(item), item]));
        items = [...new Set(uids)].map((uid) => {
          const item = byUid.get(uid);
          // Magento's text for a line that is not in this cart.
          if (!item) throw noSuchEntityError(`Could not find cart item with id: ${uid}.`);
          return item;
        });
      }
      await work(items, this.repositoryOver(db), locked);
      return locked;
    });
    this.forget(context, cart);
    return cart;
  }

  /**
   * mergeCarts: each line the guest had wrapped is wrapped in the customer's cart (a line summed
   * into one the customer had is wrapped when either was: no choice is lost). The gift message
   * stays with the guest cart, as in Magento.
   */
  async carryMerged(merge: CartMerge, db: Kysely<Database>): Promise<MergeFollowUp | undefined> {
    const repository = this.repositoryOver(db);
    const wrapped = await repository.wrappedItemsOfCart(merge.from.id);
    if (wrapped.size === 0) return undefined;
    await repository.wrap(
      merge.lines.filter((line) => wrapped.has(line.fromItemId)).map((line) => line.intoItemId),
    );
    return async (context) => this.forget(context, merge.into);
  }

  private forget(context: RequestContext, cart: CartModel): void {
    context.loaders.get(WRAPPED, () => new Map()).delete(cart.id);
  }
}
