// Card payments in the checkout (ADR 0056): Stripe Elements served by the fake Stripe's stand-in
// (e2e/src/stripe.ts), commerce charging through the fake's API. A guest in the US pays by card,
// a customer in Austria passes 3-D Secure and finds the order in the order history, a guest who
// passes 3-D Secure takes the account offered after it and finds the order there too, a declined
// card shows the spec's text and the shopper pays again; axe on every step, no console errors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newShopper,
  seriousAccessibilityViolations,
  watchPageProblems,
} from '../src/browser';
import { messageText, storefrontMessages } from '../src/messages';
import { CARDS, routeStripe } from '../src/stripe';

const storefronts = {
  us: { prefix: '/us', texts: storefrontMessages('en'), language: 'en-US' },
  at: { prefix: '/at', texts: storefrontMessages('de'), language: 'de-AT' },
} as const;
type Storefront = keyof typeof storefronts;

const text = (storefront: Storefront, key: string, values: Record<string, string> = {}) =>
  messageText(storefronts[storefront].texts, key, values);
const path = (storefront: Storefront, route: string) => `${storefronts[storefront].prefix}${route}`;

/** The stand-in's card inputs are labelled as Stripe's own fields are. */
const CARD_LABELS = {
  us: { number: 'Card number', expiry: 'Expiration date MM / YY', cvc: 'Security code' },
  at: { number: 'Kartennummer', expiry: 'Ablaufdatum MM / JJ', cvc: 'Prüfnummer' },
} as const;

const PILLOW = 'LF-BABY-PILLOW';
const PASSWORD = 'Checkout2026';

let browser: Browser;
let pillowPath = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const answer = await fetch(`${inject('commerceUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'default' },
    body: JSON.stringify({
      query: `{ products(filter: { sku: { eq: "${PILLOW}" } }) { items { url_key } } }`,
    }),
  });
  const body = (await answer.json()) as { data: { products: { items: { url_key: string }[] } } };
  pillowPath = `/${body.data.products.items[0]!.url_key}`;
});
afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, where: string) {
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

async function onStep(page: Page, storefront: Storefront, step: string) {
  await page.waitForURL((url) => url.pathname === path(storefront, `/checkout/${step}`), {
    timeout: 15_000,
  });
  await page.getByTestId(`checkout-${step}`).waitFor();
  await page.waitForLoadState('networkidle');
}

async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('header-cart').getByTestId('header-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

async function addPillow(page: Page, storefront: Storefront) {
  await page.goto(path(storefront, pillowPath));
  await page.waitForLoadState('networkidle');
  await page.getByTestId('add-to-cart-button').first().click();
  await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
}

/**
 * A US guest from the cart to the payment step; axe on every step when asked; with a password,
 * the guest asks for an account with the order.
 */
async function guestToPayment(page: Page, check: boolean, accountPassword?: string) {
  const storefront = 'us';
  const t = (key: string) => text(storefront, key);
  await page.goto(path(storefront, '/cart'));
  await page.getByTestId('proceed-to-checkout').click();
  await onStep(page, storefront, 'user-account');
  if (check) await expectAccessible(page, 'user account');
  const guest = page.getByTestId('checkout-guest-form');
  await guest
    .getByLabel(t('Checkout.userAccount.email'))
    .fill(`card-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  if (accountPassword) {
    await guest.getByLabel(t('Checkout.userAccount.createAccount')).check();
    await guest
      .getByLabel(t('Checkout.userAccount.password'), { exact: true })
      .fill(accountPassword);
  }
  await guest.getByRole('button', { name: t('Checkout.userAccount.continue') }).click();

  await onStep(page, storefront, 'shipping');
  if (check) await expectAccessible(page, 'shipping');
  const label = (key: string) => page.getByLabel(t(`Account.addresses.${key}`), { exact: true });
  await label('country').selectOption('US');
  await label('firstname').fill('Jane');
  await label('lastname').fill('Doe');
  await label('street').fill('350 Fifth Avenue');
  await label('postcode').fill('10118');
  await label('city').fill('New York');
  await label('region').selectOption({ label: 'New York' });
  await label('telephone').fill('+1 212 555 0100');
  await page
    .getByTestId('checkout-shipping-form')
    .getByRole('button', { name: t('Checkout.shipping.saveAddress') })
    .click();
  const methods = page.getByTestId('checkout-shipping-methods');
  await methods.waitFor();
  await methods.locator('input[type="radio"]').first().check();
  await page.getByRole('button', { name: t('Checkout.shipping.continue') }).click();

  await onStep(page, storefront, 'billing');
  if (check) await expectAccessible(page, 'billing');
  await page.getByRole('button', { name: t('Checkout.billing.continue') }).click();
  await onStep(page, storefront, 'payment');
}

/** Chooses the card method and types a card into Stripe Elements (the stand-in's inputs). */
async function payByCard(page: Page, storefront: Storefront, number: string) {
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

describe('card payments in the checkout', () => {
  it('takes a guest in the US from the product page to the thank-you page paying by card', async () => {
    const { context, page } = await newShopper(browser, {
      locale: storefronts.us.language,
      viewport: { width: 1440, height: 900 },
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillow(page, 'us');
      await guestToPayment(page, true);
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
    const { context, page } = await newShopper(browser, { locale: storefronts.us.language });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillow(page, 'us');
      await guestToPayment(page, false);
      await payByCard(page, 'us', CARDS.declined);
      await page.getByTestId('checkout-place-order').click();
      // Spec §9's words; the shopper stays on the payment step, the cart given back.
      await page.getByText('Payment failed. Please try another payment method').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/us/checkout/payment');
      await expect.poll(() => cartCount(page)).toBeGreaterThan(0);

      // A failed 3-D Secure comes back through the processing page to the same words and step.
      await payByCard(page, 'us', CARDS.threeDSecure);
      await page.getByTestId('checkout-place-order').click();
      await page.getByRole('button', { name: 'Fail authentication' }).click();
      await onStep(page, 'us', 'payment');
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
      locale: storefronts.at.language,
      viewport: { width: 390, height: 844 },
    });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      const auth = (key: string) => text(storefront, `Account.auth.${key}`);
      await page.goto(path(storefront, '/customer/login-register'));
      await page.getByRole('tab', { name: auth('registerTab') }).click();
      const register = page.getByTestId('register-form');
      await register.getByLabel(auth('firstname')).fill('Anna');
      await register.getByLabel(auth('lastname')).fill('Huber');
      await register.getByLabel(auth('email')).fill(`anna-card-${Date.now()}@example.com`);
      await register.getByLabel(auth('password'), { exact: true }).fill(PASSWORD);
      await register.getByLabel(auth('confirmPassword')).fill(PASSWORD);
      await register.getByRole('button', { name: auth('registerSubmit') }).click();
      await page.waitForURL((url) => url.pathname === path(storefront, '/customer'));
      const saved = await page.evaluate(async () => {
        const call = (method: string, body: unknown) =>
          fetch(`/api/magento/${method}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-storefront-locale': 'at' },
            body: JSON.stringify(body),
          });
        const countries = (await (await call('countries', {})).json()) as {
          data: Array<{ id: string; regions: Array<{ id: number; code: string; name: string }> }>;
        };
        const vienna = countries.data
          .find((country) => country.id === 'AT')!
          .regions.find((region) => region.name === 'Wien')!;
        const response = await call('createCustomerAddress', {
          address: {
            firstname: 'Anna',
            lastname: 'Huber',
            street: ['Mariahilfer Straße 12'],
            city: 'Wien',
            postcode: '1070',
            country_code: 'AT',
            region: vienna.name,
            region_code: vienna.code,
            region_id: vienna.id,
            telephone: '+43 1 234 567 89',
          },
        });
        return response.status;
      });
      expect(saved).toBe(200);

      await addPillow(page, storefront);
      await page.goto(path(storefront, '/checkout'));
      await onStep(page, storefront, 'shipping');
      await expectAccessible(page, 'shipping');
      const list = page.getByTestId('checkout-saved-addresses');
      await list
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.deliverHere') })
        .first()
        .click();
      await list.getByText(text(storefront, 'Checkout.shipping.selected')).waitFor();
      await page
        .getByTestId('checkout-shipping-methods')
        .locator('input[type="radio"]')
        .first()
        .check();
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.continue') })
        .click();
      await onStep(page, storefront, 'billing');
      await expectAccessible(page, 'billing');
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.billing.continue') })
        .click();
      await onStep(page, storefront, 'payment');
      await payByCard(page, storefront, CARDS.threeDSecure);
      await expectAccessible(page, 'payment with the card field (at)');
      await page.getByTestId('checkout-place-order').click();

      // The bank's challenge (the fake's page), then Stripe's return to the processing page.
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL(
        (url) => url.pathname === path(storefront, '/checkout/payment-processing'),
      );
      await onStep(page, storefront, 'thank-you');
      const number = /\d{6,}/.exec((await page.getByTestId('order-number').textContent()) ?? '');
      expect(number).not.toBeNull();
      await page.getByTestId('checkout-summary').getByText('1 Artikel').waitFor();
      await expectAccessible(page, 'thank you (at)');
      await expect.poll(() => cartCount(page)).toBe(0);

      await page.goto(path(storefront, '/customer/order-history'));
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
    const storefront = 'us';
    const { context, page } = await newShopper(browser, { locale: storefronts.us.language });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      await addPillow(page, storefront);
      // The account is asked for at the first step, but its password does not outlive the
      // redirect to the bank: the thank-you page offers the account again.
      await guestToPayment(page, false, PASSWORD);
      await payByCard(page, storefront, CARDS.threeDSecure);
      await page.getByTestId('checkout-place-order').click();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await onStep(page, storefront, 'thank-you');
      const number = /\d{6,}/.exec((await page.getByTestId('order-number').textContent()) ?? '');
      expect(number).not.toBeNull();
      const offer = page.getByTestId('thank-you-account');
      await offer
        .getByLabel(text(storefront, 'Checkout.thankYou.password'), { exact: true })
        .fill(PASSWORD);
      await offer
        .getByRole('button', { name: text(storefront, 'Checkout.thankYou.createAccount') })
        .click();
      await page.getByText(text(storefront, 'Checkout.thankYou.created')).first().waitFor();

      await page.goto(path(storefront, '/customer/order-history'));
      await page
        .getByTestId('order-summary')
        .filter({
          has: page.getByRole('heading', {
            name: text(storefront, 'Account.orders.orderHeading', { number: number![0] }),
          }),
        })
        .waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has an accessible payment-processing page that is never indexed nor cached', async () => {
    const { context, page } = await newShopper(browser, { locale: storefronts.at.language });
    await routeStripe(context);
    const problems = await watchPageProblems(page);
    try {
      // A link without a valid intent: nothing is asked of commerce, the page says so.
      const response = await page.goto(
        path(
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
