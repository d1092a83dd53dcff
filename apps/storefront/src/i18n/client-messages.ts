import type { Messages } from './messages';

/**
 * The messages each part of a page hands to its client islands (ADR 0039). Server components read
 * every message on the server; only what a client island translates travels to the browser, once
 * in the RSC payload. `shell` is the document (header, switchers, notifications, error
 * boundaries, the home page); `listing` and `product` wrap their pages' content. A dotted entry
 * sends one key of a namespace. `client-messages.test.ts` keeps each list equal to what the
 * scope's client components translate.
 */
export const clientMessageScopes = {
  shell: ['Errors', 'Forms', 'Header', 'ListingSearch.seeAllResults', 'Notifications', 'Switchers'],
  listing: [
    'Forms',
    'Listing',
    'ListingSearch',
    'Wishlist',
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
  product: ['Product'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageScope = keyof typeof clientMessageScopes;

/** The sub-tree of `messages` at each dotted path; a missing path is left out. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: Messages | string | undefined = messages;
    for (const key of keys) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = typeof next === 'object' ? next : (target[key] = {});
    }
    target[keys[keys.length - 1]!] = source;
  }
  return picked;
}
