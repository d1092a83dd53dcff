// Card payments in the browser against the fake Stripe (apps/commerce/src/testing/fake-stripe.ts):
// Stripe.js (js.stripe.com) and its API (api.stripe.com) are routed to the fake's stand-in, and
// every other address off this machine is refused, so no test reaches the internet.
import type { BrowserContext } from 'playwright-core';
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
