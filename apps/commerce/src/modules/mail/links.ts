// Links in e-mails point at the storefront: STOREFRONT_URL, then the store's path prefix (the
// `default` store view is the storefront's unprefixed `en`; every other store view is prefixed
// with its code: /us, /me, /sa, /at), then the route and its query. ADR 0041 lists the routes.

export const MAIL_ROUTES = {
  account: '/customer',
  confirmAccount: '/customer/account/confirm',
  resetPassword: '/customer/reset-password',
  confirmNewsletter: '/newsletter/confirm',
  orders: '/customer/order-history',
} as const;

/** The storefront's path prefix of a store view: '' for `default`, else `/<code>`. */
export function storePathPrefix(storeViewCode: string): string {
  return storeViewCode === 'default' ? '' : `/${encodeURIComponent(storeViewCode)}`;
}

export function storefrontLink(
  storefrontUrl: string,
  storeViewCode: string,
  route: string,
  query: Record<string, string> = {},
): string {
  const base = storefrontUrl.replace(/\/+$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${storePathPrefix(storeViewCode)}${route}${search ? `?${search}` : ''}`;
}
