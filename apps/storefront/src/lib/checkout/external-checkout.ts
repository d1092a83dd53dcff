// Commerce-core §7 "External checkout": when enabled, the shopper is sent to an external checkout
// address with the customer token (empty for a guest) and the cart id in the path; otherwise the
// internal /checkout is used. Pure; the server reads EXTERNAL_CHECKOUT_URL and the cookies.

/** The configured external checkout's base address, when it is a usable http(s) address. */
export function externalCheckoutBase(raw: string | undefined): URL | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** {base}/{customer token or empty}/{cart id}, each segment escaped, the base's query kept. */
export function externalCheckoutUrl(base: URL, customerToken: string, cartId: string): string {
  const url = new URL(base.href);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = `${path}/${encodeURIComponent(customerToken)}/${encodeURIComponent(cartId)}`;
  return url.href;
}
