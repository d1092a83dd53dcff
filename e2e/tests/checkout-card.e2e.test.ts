// Card payments in the checkout (ADR 0056): Stripe Elements served by the fake Stripe's stand-in
// (e2e/src/stripe.ts), commerce charging through the fake's API. A guest in the US pays by card,
// a customer in Austria passes 3-D Secure and finds the order in the order history, a guest who
// passes 3-D Secure takes the account offered after it and finds the order there too, a declined
// card shows the spec's text and the shopper pays again; axe on every step, no console errors.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';
import {
  addPillowFromProductPage,
  cartCount,
  checkoutStorefronts,
  chooseFirstShippingMethod,
  continueFromBilling,
  expectAccessible,
  expectInOrderHistory,
  guestToPayment,
  onStep,
  PASSWORD,
  registerAustrianCustomerWithAddress,
  storefrontPath,
  text,
  thankYouOrderNumber,
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

/**
 * A US guest from the cart to the payment step; axe on every step when asked; with a password,
 * the guest asks for an account with the order.
 */
async function usGuestToPayment(page: Page, accessible: boolean, accountPassword?: string) {
  await guestToPayment(page, 'us', {
    email: uniqueEmail('card'),
    address: usAddress,
    country: 'US',
    accessible,
    ...(accountPassword ? { accountPassword } : {}),
  });
}

/**
 * Holds the processing page's handlePaymentCallback until the header's cart count has answered (at
 * most 10 s). `countCameFirst` answers whether it did.
 */
async function countBeforeCallback(page: Page): Promise<{ countCameFirst: Promise<boolean> }> {
  let counted: () => void = () => undefined;
  const count = new Promise<true>((resolve) => {
    counted = () => resolve(true);
  });
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname === '/api/magento/cartTotalQty') counted();
  };
  page.on('response', onResponse);
  let settle: (came: boolean) => void = () => undefined;
  const countCameFirst = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  await page.route(
    '**/api/magento/handlePaymentCallback',
    async (route) => {
      const came = await Promise.race([
        count,
        new Promise<false>((timeUp) => setTimeout(() => timeUp(false), 10_000)),
      ]);
      page.off('response', onResponse);
      settle(came);
      await route.continue();
    },
    { times: 1 },
  );
  return { countCameFirst };
}

describe('card payments in the checkout', () => {
  it('takes a guest in the US from the product page to the thank-you page paying by card', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
      viewport: { width: 1440, height: 900 },
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, 'us');
      await usGuestToPayment(page, true);
      await expectAccessible(page, 'payment');
      // The card field appears only for the card method, with its label.
      expect(await page.getByTestId('card-element').count()).toBe(0);
      await payByCard(page, 'us', CARDS.visa);
      await page.getByText(text('us', 'Checkout.payment.card.label')).waitFor();
      await expectAccessible(page, 'payment with the card field');
      await page.getByTestId('checkout-place-order').click();

      await onStep(page, 'us', 'thank-you');
      expect(await page.getByTestId('order-number').textContent()).toMatch(/\d{6,}/);
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      await expectAccessible(page, 'thank you');
      await expect.poll(() => cartCount(page)).toBe(0);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the spec text for a declined card or a failed 3-D Secure and lets the shopper pay again', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, 'us');
      await usGuestToPayment(page, false);
      await payByCard(page, 'us', CARDS.declined);
      await page.getByTestId('checkout-place-order').click();
      // Spec §9's words; the shopper stays on the payment step, the cart given back.
      await page.getByText('Payment failed. Please try another payment method').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/us/checkout/payment');
      await expect.poll(() => cartCount(page)).toBeGreaterThan(0);

      // A failed 3-D Secure comes back through the processing page to the same words and step.
      // The header's count there asks for the cart while it is closed for the payment, and is
      // let through first: the cart must survive that, to be given back when the payment fails.
      await payByCard(page, 'us', CARDS.threeDSecure);
      await page.getByTestId('checkout-place-order').click();
      const { countCameFirst } = await countBeforeCallback(page);
      await page.getByRole('button', { name: 'Fail authentication' }).click();
      await onStep(page, 'us', 'payment');
      expect(await countCameFirst).toBe(true);
      await page.getByText('Payment failed. Please try another payment method').first().waitFor();
      await expect.poll(() => cartCount(page)).toBeGreaterThan(0);

      await payByCard(page, 'us', CARDS.visa);
      await page.getByTestId('checkout-place-order').click();
      await onStep(page, 'us', 'thank-you');
      await page.getByTestId('order-number').waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a customer in Austria through 3-D Secure to the thank-you page and the order history', async () => {
    const storefront = 'at';
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.at.language,
      viewport: { width: 390, height: 844 },
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await registerAustrianCustomerWithAddress(page, {
        firstname: 'Anna',
        lastname: 'Huber',
        email: `anna-card-${Date.now()}@example.com`,
        street: ['Mariahilfer Straße 12'],
      });

      await addPillowFromProductPage(page, storefront);
      await page.goto(storefrontPath(storefront, '/checkout'));
      await onStep(page, storefront, 'shipping');
      await expectAccessible(page, 'shipping');
      const list = page.getByTestId('checkout-saved-addresses');
      await list
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.deliverHere') })
        .first()
        .click();
      await list.getByText(text(storefront, 'Checkout.shipping.selected')).waitFor();
      await chooseFirstShippingMethod(page, storefront);
      await onStep(page, storefront, 'billing');
      await expectAccessible(page, 'billing');
      await continueFromBilling(page, storefront);
      await onStep(page, storefront, 'payment');
      await payByCard(page, storefront, CARDS.threeDSecure);
      await expectAccessible(page, 'payment with the card field (at)');
      await page.getByTestId('checkout-place-order').click();

      // The bank's challenge (the fake's page), then Stripe's return to the processing page.
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL(
        (url) => url.pathname === storefrontPath(storefront, '/checkout/payment-processing'),
      );
      await onStep(page, storefront, 'thank-you');
      const number = /\d{6,}/.exec((await page.getByTestId('order-number').textContent()) ?? '');
      expect(number).not.toBeNull();
      await page.getByTestId('checkout-summary').getByText('1 Artikel').waitFor();
      await expectAccessible(page, 'thank you (at)');
      await expect.poll(() => cartCount(page)).toBe(0);

      await page.goto(storefrontPath(storefront, '/customer/order-history'));
      const order = page.getByTestId('order-summary').filter({
        has: page.getByRole('heading', {
          name: text(storefront, 'Account.orders.orderHeading', { number: number![0] }),
        }),
      });
      await order.waitFor();
      expect(await order.getByTestId('order-status').textContent()).toBe(
        text(storefront, 'Account.orders.statuses.processing'),
      );
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers a guest the account after 3-D Secure, which then finds the order in its history', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, 'us');
      // The account is asked for at the first step, but its password does not outlive the
      // redirect to the bank: the thank-you page offers the account again.
      await usGuestToPayment(page, false, PASSWORD);
      await payByCard(page, 'us', CARDS.threeDSecure);
      await page.getByTestId('checkout-place-order').click();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await onStep(page, 'us', 'thank-you');
      const number = await thankYouOrderNumber(page);
      const offer = page.getByTestId('thank-you-account');
      await offer
        .getByLabel(text('us', 'Checkout.thankYou.password'), { exact: true })
        .fill(PASSWORD);
      await offer
        .getByRole('button', { name: text('us', 'Checkout.thankYou.createAccount') })
        .click();
      await page.getByText(text('us', 'Checkout.thankYou.created')).first().waitFor();
      await expectInOrderHistory(page, 'us', number);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has an accessible payment-processing page that is never indexed nor cached', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.at.language,
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      // A link without a valid intent: nothing is asked of commerce, the page says so.
      const response = await page.goto(
        storefrontPath(
          'at',
          '/checkout/payment-processing?payment_intent=pi_x&payment_intent_client_secret=nope',
        ),
      );
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
      await page.getByTestId('payment-processing').waitFor();
      await page.getByText(text('at', 'Checkout.processing.invalid')).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      await expectAccessible(page, 'payment processing');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
