import 'server-only';
// The checkout pages' data, on the server (ADR 0054): the session's cart with its checkout state,
// once per request. Checkout pages are never cached (server/page-cache.ts), so they render the
// shopper's own data into their HTML and a reload shows what the cart holds.
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { sessionCheckout } from '@/lib/commerce/checkout-methods';
import { failureMessage } from '@/lib/commerce/result';
import type { CheckoutView } from '@/lib/commerce/types/checkout';
import { requestCookieJar, type CookieJar } from '@/lib/cookies';
import {
  allowedStep,
  checkoutPath,
  firstOpenStep,
  type CheckoutProgress,
  type CheckoutStep,
} from './steps';

/** A server component cannot write cookies; forgetting a gone cart waits for the next API call. */
async function renderCookieJar(): Promise<CookieJar> {
  const jar = await requestCookieJar();
  return {
    get: (name) => jar.get(name),
    set: (name, value, options) => {
      try {
        jar.set(name, value, options);
      } catch {
        // Rendering: the API route writes it on the shopper's next call.
      }
    },
    delete: (name) => {
      try {
        jar.delete(name);
      } catch {
        // As above.
      }
    },
  };
}

/** The session's checkout; null without a cart, 'unavailable' when commerce did not answer. */
export const loadCheckout = cache(
  async (locale: Locale): Promise<CheckoutView | null | 'unavailable'> => {
    const result = await sessionCheckout({ locale, cookies: await renderCookieJar() });
    if (!result.ok) {
      console.error(`[checkout] ${locale}: ${failureMessage(result)}`);
      return 'unavailable';
    }
    return result.data;
  },
);

export function progressOf(view: CheckoutView): CheckoutProgress {
  return {
    hasEmail: Boolean(view.email),
    isVirtual: view.isVirtual,
    hasShippingAddress: view.shippingAddress !== null,
    hasShippingMethod: view.selectedShippingMethod !== null,
    hasBillingAddress: view.billingAddress !== null,
  };
}

/** Where /checkout sends the shopper: the cart when it is empty, else the first step not done. */
export function entryPath(view: CheckoutView | null): string {
  if (!view || view.cart.items.length === 0) return '/cart';
  return checkoutPath(firstOpenStep(progressOf(view)));
}

/**
 * The checkout for a step's page: an empty cart goes back to /cart, a step whose earlier steps
 * are not done yet to the first one not done. Throws when commerce is away (the error page).
 */
export async function checkoutForStep(locale: Locale, step: CheckoutStep): Promise<CheckoutView> {
  const view = await loadCheckout(locale);
  if (view === 'unavailable') throw new Error('Checkout is unavailable');
  if (!view || view.cart.items.length === 0) redirect(localizePath(locale, '/cart'));
  const allowed = allowedStep(step, progressOf(view));
  if (allowed !== step) redirect(localizePath(locale, checkoutPath(allowed)));
  return view;
}
