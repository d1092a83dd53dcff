// The payment-processing page (ADR 0056) when the card payment has not gone through: a guest who
// leaves the bank's 3-D Secure page unanswered and comes back reads that the order is being
// confirmed; once the order's time to pay has run out (the suite's commerce gives it one minute,
// e2e/src/global-setup.ts) the page says the order was cancelled and leads to the cart. The
// payment and the expiry job run against the fake Stripe; axe on both states, no console errors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';
import {
  addPillowFromProductPage,
  cartCount,
  checkoutStorefronts,
  expectAccessible,
  guestToPayment,
  storefrontPath,
  text,
  uniqueEmail,
  usAddress,
} from '../src/checkout-steps';
import { CARDS, payByCard, routeStripe } from '../src/stripe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Payment {
  paymentIntentId: string;
  clientSecret: string;
}

/**
 * Places the order with the 3-D Secure card and stops at the bank's page, unanswered. The intent's
 * id and client secret are read from the storefront's answer as it passes (the payment step goes
 * straight to the bank's page; Stripe would append both to return_url on the way back).
 */
async function placeOrderLeftAtTheBank(page: Page): Promise<Payment> {
  await payByCard(page, 'us', CARDS.threeDSecure);
  let payment: (Payment & { status: string }) | undefined;
  await page.route('**/api/magento/placeOrderByStripe', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Payment & { status: string } };
    payment = body.data;
    await route.fulfill({ response, json: body });
  });
  await page.getByTestId('checkout-place-order').click();
  await page.getByRole('button', { name: 'Complete authentication' }).waitFor();
  expect(payment?.status).toBe('REQUIRES_ACTION');
  return { paymentIntentId: payment!.paymentIntentId, clientSecret: payment!.clientSecret };
}

/** The processing page as Stripe's return_url opens it, with the intent's id and secret. */
function processingUrl(payment: Payment): string {
  const query = new URLSearchParams({
    payment_intent: payment.paymentIntentId,
    payment_intent_client_secret: payment.clientSecret,
  });
  return `${storefrontPath('us', '/checkout/payment-processing')}?${query.toString()}`;
}

/** Where the payment stands for commerce, asked as the payer (handlePaymentCallback). */
async function commerceStatus(payment: Payment): Promise<string> {
  const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'us' },
    body: JSON.stringify({
      query: `mutation ($input: HandlePaymentCallbackInput!) {
        handlePaymentCallback(input: $input) { status }
      }`,
      variables: {
        input: { payment_intent_id: payment.paymentIntentId, client_secret: payment.clientSecret },
      },
    }),
  });
  const body = (await answer.json()) as { data: { handlePaymentCallback: { status: string } } };
  return body.data.handlePaymentCallback.status;
}

describe('the payment-processing page', () => {
  it(
    'tells a guest whose payment still waits that the order is being confirmed, and once its time has run out that it was cancelled',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newShopper(browser, {
        locale: checkoutStorefronts.us.language,
      });
      await routeStripe(context);
      const problems = await watchPageProblems(page);
      try {
        await addPillowFromProductPage(page, 'us');
        await guestToPayment(page, 'us', {
          email: uniqueEmail('pending'),
          address: usAddress,
          country: 'US',
        });
        const payment = await placeOrderLeftAtTheBank(page);

        // Back in the shop without answering the bank: the page asks commerce a few times, then
        // says the order is being confirmed, with nothing to press.
        await page.goto(processingUrl(payment));
        const section = page.getByTestId('payment-processing');
        await section
          .getByRole('heading', { name: text('us', 'Checkout.processing.heading') })
          .waitFor();
        const status = page.getByTestId('payment-processing-status');
        await status
          .getByText(text('us', 'Checkout.processing.pending'))
          .waitFor({ timeout: 30_000 });
        expect(await status.getAttribute('role')).toBe('status');
        expect(await section.getByRole('link').count()).toBe(0);
        expect(await section.getByRole('button').count()).toBe(0);
        await expectAccessible(page, 'payment processing, pending');

        // The order's time runs out: the expiry job cancels the intent at Stripe and the order.
        await expect
          .poll(() => commerceStatus(payment), { timeout: 180_000, interval: 1_000 })
          .toBe('EXPIRED');
        await page.reload();
        await status.getByText(text('us', 'Checkout.processing.expired')).waitFor();
        expect(await section.getByRole('link').count()).toBe(1);
        await expectAccessible(page, 'payment processing, expired');

        // The link leads to the cart, which the cancelled order does not give back.
        await section.getByRole('link', { name: text('us', 'Checkout.processing.toCart') }).click();
        await page.waitForURL((url) => url.pathname === storefrontPath('us', '/cart'));
        await page.getByTestId('cart-empty').waitFor();
        expect(await cartCount(page)).toBe(0);
        expect(await problems()).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
