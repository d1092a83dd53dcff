// Between the wish list and the cart: Magento's addWishlistItemsToCart (each item goes to the
// customer's cart as addProductsToCart adds it, and leaves the wish list once it is there) and our
// moveCartItemsToWishlist (cart lines go to the customer's wish list and leave the cart).
//
// Each side keeps its own transaction and lock, so a move is two writes in an order that never
// loses an item: it is first added where it goes, then removed where it was. A failure between
// the two (or two moves of one item at once) leaves it in both places, never in neither.
import type { RequestContext } from '../../context/request-context';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import type {
  CartItemInput,
  WishlistCartUserInputError,
  WishlistCartUserInputErrorType,
} from '../../generated/graphql';
import type { CartModel, CartItemModel } from '../cart/models';
import type { CartService } from '../cart/service';
import type { ProductService } from '../catalog/product-service';
import { decodeUid, encodeUid } from '../catalog/uid';
import type { WishlistItemRow } from './repository';
import { GUEST_REFUSED, itemIdOf, MAX_ITEMS_PER_REQUEST, tooManyEntries } from './rules';
import type { ResolvedEntry, Wishlist, WishlistService, WishlistUserError } from './service';

export interface WishlistToCartResult {
  wishlist: Wishlist;
  status: boolean;
  errors: WishlistCartUserInputError[];
}

export interface CartToWishlistResult {
  cart: CartModel;
  wishlist: Wishlist;
  userErrors: WishlistUserError[];
}

/** The cart's words for a product it cannot take (a grouped set without parts to sell). */
const NOT_SALABLE = 'Product that you are trying to add is not available.';

const CART_CODES: ReadonlySet<string> = new Set<WishlistCartUserInputErrorType>([
  'INSUFFICIENT_STOCK',
  'NOT_SALABLE',
  'PRODUCT_NOT_FOUND',
  'UNDEFINED',
]);

export class WishlistCartMoves {
  constructor(
    private readonly wishlists: WishlistService,
    private readonly carts: CartService,
    private readonly products: ProductService,
  ) {}

  /**
   * addWishlistItemsToCart: the listed items (every item when none are listed), one by one, into
   * the customer's cart; an item the cart takes without an error leaves the wish list. An id the
   * wish list does not hold refuses the whole request, as Magento does.
   */
  async addToCart(
    context: RequestContext,
    wishlistId: string,
    itemIds: readonly string[] | null | undefined,
  ): Promise<WishlistToCartResult> {
    if (itemIds && itemIds.length > MAX_ITEMS_PER_REQUEST) {
      throw inputError(tooManyEntries('item ids'));
    }
    const { customerId, id } = await this.wishlists.ownWishlist(context, wishlistId);
    const rows = await this.wishlists.itemRows(customerId, id);
    let chosen = rows;
    if (itemIds && itemIds.length > 0) {
      const unknown = itemIds.filter((raw) => !rows.some((row) => row.id === itemIdOf(raw)));
      if (unknown.length > 0) {
        throw inputError(
          `The wishlist item ids "${unknown.map((raw) => raw.slice(0, 32)).join(',')}" were not found.`,
        );
      }
      const wanted = new Set(itemIds.map(itemIdOf));
      chosen = rows.filter((row) => wanted.has(row.id));
    }
    const errors: WishlistCartUserInputError[] = [];
    const moved: number[] = [];
    for (const row of chosen) {
      const entries = await this.cartEntriesOf(context, row);
      const { user_errors: cartErrors } =
        entries.length > 0
          ? await this.carts.addToCustomerCart(context, entries)
          : { user_errors: [{ code: 'NOT_SALABLE' as const, message: NOT_SALABLE }] };
      if (cartErrors.length === 0) {
        moved.push(row.id);
        continue;
      }
      for (const error of cartErrors) {
        if (!error) continue;
        errors.push({
          code: CART_CODES.has(error.code)
            ? (error.code as WishlistCartUserInputErrorType)
            : 'UNDEFINED',
          message: error.message,
          wishlistId: String(id),
          wishlistItemId: String(row.id),
        });
      }
    }
    const wishlist =
      moved.length > 0
        ? await this.wishlists.dropItems(customerId, id, moved)
        : await this.wishlists.wishlistOf(customerId, id);
    return { wishlist, status: errors.length === 0, errors };
  }

  /**
   * moveCartItemsToWishlist: the listed lines of a cart the customer may use (every line when
   * none are listed) into the customer's wish list; the lines it keeps leave the cart. A uid the
   * cart does not hold refuses the whole request, as removeItemFromCart does.
   */
  async moveFromCart(
    context: RequestContext,
    cartId: string,
    uids: readonly string[] | null | undefined,
  ): Promise<CartToWishlistResult> {
    if (!context.customer) throw authorizationError(GUEST_REFUSED);
    if (uids && uids.length > MAX_ITEMS_PER_REQUEST) {
      throw inputError(tooManyEntries('cart item uids'));
    }
    const cart = await this.carts.guarded(context, cartId);
    const lines = await this.carts.items(context, cart);
    let chosen: CartItemModel[] = lines;
    if (uids && uids.length > 0) {
      const ids = new Set<number>();
      for (const uid of uids) {
        const lineId = uid.length <= 64 ? decodeUid(uid) : null;
        if (lineId === null || !lines.some((line) => line.id === lineId)) {
          throw noSuchEntityError("The cart doesn't contain the item");
        }
        ids.add(lineId);
      }
      chosen = lines.filter((line) => ids.has(line.id));
    }
    const { customerId, id } = await this.wishlists.ownWishlist(context, '0');
    const resolved: ResolvedEntry[] = chosen.map((line) => ({
      config: {
        productId: line.productId,
        childProductId: line.variantProductId,
        bundleOptions: (line.options.bundle ?? []).map((choice) => ({
          option_id: choice.optionId,
          selection_id: choice.selectionId,
          quantity: choice.qty,
        })),
      },
      quantity: line.quantity,
    }));
    const added = await this.wishlists.addResolved(customerId, id, resolved);
    const moved = chosen.filter((_line, index) => added.added[index]).map((line) => line.id);
    const after =
      moved.length > 0 ? await this.carts.removeItems(context, cart.maskedId, moved) : cart;
    return { cart: after, wishlist: added.wishlist, userErrors: added.userErrors };
  }

  /**
   * What the cart is asked to add for a wish list item: a configurable's child by its sku with
   * the parent's, a bundle's selections by Magento's uids, a grouped set's parts at their
   * default quantities, anything else by its sku. Nothing when there is nothing to add.
   */
  private async cartEntriesOf(
    context: RequestContext,
    row: WishlistItemRow,
  ): Promise<CartItemInput[]> {
    const product = await this.products.product(context, row.product_id);
    if (!product) return [];
    switch (product.type_id) {
      case 'configurable': {
        const child = row.child_product_id
          ? await this.products.product(context, row.child_product_id)
          : null;
        return [
          child
            ? { sku: child.sku, parent_sku: product.sku, quantity: row.quantity }
            : { sku: product.sku, quantity: row.quantity },
        ];
      }
      case 'bundle':
        return [
          {
            sku: product.sku,
            quantity: row.quantity,
            selected_options: row.bundle_options.map((choice) =>
              encodeUid(`bundle/${choice.option_id}/${choice.selection_id}/${choice.quantity}`),
            ),
          },
        ];
      case 'grouped': {
        const parts = await this.products.groupedItems(context, product);
        return parts.flatMap((part) =>
          part.product
            ? [{ sku: part.product.sku, quantity: Math.max(1, part.qty) * row.quantity }]
            : [],
        );
      }
      default:
        return [{ sku: product.sku, quantity: row.quantity }];
    }
  }
}
