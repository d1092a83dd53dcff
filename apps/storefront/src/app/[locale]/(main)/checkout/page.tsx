import { redirect } from 'next/navigation';
import { localizePath } from '@/i18n/locale-path';
import { existingCartId } from '@/lib/cart/cart-session';
import {
  checkoutLocale,
  checkoutMetadata,
  type CheckoutParams,
} from '@/lib/checkout/checkout-page';
import { externalCheckoutBase, externalCheckoutUrl } from '@/lib/checkout/external-checkout';
import { entryPath, loadCheckout } from '@/lib/checkout/load-checkout';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

export const generateMetadata = ({ params }: { params: CheckoutParams }) =>
  checkoutMetadata(params);

/**
 * /checkout goes to the first step not done, an empty cart back to /cart. With
 * EXTERNAL_CHECKOUT_URL set, the shopper goes to that checkout instead, with the customer token
 * (empty for a guest) and the cart id in the path (commerce-core §7).
 */
export default async function CheckoutEntry({ params }: { params: CheckoutParams }) {
  const locale = await checkoutLocale(params);
  const view = await loadCheckout(locale);
  if (view === 'unavailable') throw new Error('Checkout is unavailable');
  const path = entryPath(view);
  const external = externalCheckoutBase(process.env.EXTERNAL_CHECKOUT_URL);
  if (external && path !== '/cart') {
    const jar = await requestCookieJar();
    const cartId = await existingCartId({ locale, cookies: jar });
    if (cartId.ok && cartId.data) {
      redirect(externalCheckoutUrl(external, jar.get(cookieNames.customer) ?? '', cartId.data));
    }
  }
  redirect(localizePath(locale, path));
}
