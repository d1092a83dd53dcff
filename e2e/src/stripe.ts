// Card payments in the browser against the fake Stripe (apps/commerce/src/testing/fake-stripe.ts):
// Stripe.js (js.stripe.com) and its API (api.stripe.com) are routed to the fake's stand-in, and
// every other address off this machine is refused, so no test reaches the internet.
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** Stripe's test card numbers, as a shopper types them (fake-stripe.ts TEST_CARD_NUMBERS). */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

export async function routeStripe(context: BrowserContext): Promise<void> {
  const fake = inject('stripeUrl');
  // Routes run last-registered first: this refusal only sees what the two below leave.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  await context.route('https://js.stripe.com/**', async (route) => {
    await route.fulfill({ response: await route.fetch({ url: `${fake}/js/v3/stripe.js` }) });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${fake}${pathname}${search}` }) });
  });
}

/** The stand-in's card inputs are labelled as Stripe's own fields are, in English or German. */
export const CARD_LABELS = {
  us: { number: 'Card number', expiry: 'Expiration date MM / YY', cvc: 'Security code' },
  at: { number: 'Kartennummer', expiry: 'Ablaufdatum MM / JJ', cvc: 'Prüfnummer' },
} as const;

/** Chooses the card method and types a card into Stripe Elements (the stand-in's inputs). */
export async function payByCard(
  page: Page,
  storefront: keyof typeof CARD_LABELS,
  number: string,
): Promise<void> {
  await page
    .getByTestId('checkout-payment-methods')
    .locator('input[value="stripe_payments"]')
    .check();
  const labels = CARD_LABELS[storefront];
  const field = page.getByTestId('card-element');
  await field.getByLabel(labels.number).fill(number);
  await field.getByLabel(labels.expiry).fill('12/34');
  await field.getByLabel(labels.cvc).fill('123');
}
