import { isMessageGroup, type CompiledMessage, type Messages } from './messages';

/**
 * The messages each part of a page hands to its client islands (ADR 0039). Server components read
 * every message on the server; only what a client island translates travels to the browser, once
 * in the RSC payload. `shell` is the document (header, switchers, notifications, error
 * boundaries, the home page); `listing` and `product` wrap their pages' content. A dotted entry
 * sends one key of a namespace. `client-messages.test.ts` keeps each list equal to what the
 * scope's client components translate.
 */
export const clientMessageScopes = {
  shell: [
    'AddToCart',
    'Errors',
    'Forms',
    'Header',
    'ListingSearch.seeAllResults',
    'Notifications',
    'Switchers',
    // The wish list state's notifications (components/wishlist/wishlist-provider.tsx).
    'Wishlist',
  ],
  listing: [
    'AddToCart.addToCart',
    'AddToCart.adding',
    'Forms',
    'Listing',
    'ListingSearch',
    // The cards' wish list toggles.
    'Wishlist.add',
    'Wishlist.remove',
    // The quick view's price, options and stock line.
    'Product.chooseOptions',
    'Product.credit',
    'Product.from',
    'Product.inStock',
    'Product.outOfStock',
    'Product.priceRange',
    'Product.regularPrice',
    'Product.specialPrice',
  ],
  // The product page's wish list toggle.
  product: ['AddToCart', 'Product', 'Wishlist.add', 'Wishlist.remove'],
  account: ['Account', 'Forms', 'Switchers'],
  // The cart page: its lines, forms and totals, and the notify-me form of an out-of-stock line.
  cart: ['Cart', 'Product.notify'],
  // The checkout's steps: their forms, the address fields, the inline login, the order summary.
  checkout: ['Account.addresses', 'Account.auth', 'Account.validation', 'Cart.totals', 'Checkout'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageScope = keyof typeof clientMessageScopes;

/** The sub-tree of `messages` at each dotted path; a missing path is left out. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: Messages | CompiledMessage | undefined = messages;
    for (const key of keys) source = isMessageGroup(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = isMessageGroup(next) ? next : (target[key] = {});
    }
    target[keys[keys.length - 1]!] = source;
  }
  return picked;
}
