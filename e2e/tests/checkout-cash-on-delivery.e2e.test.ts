// Cash on delivery (`cashondelivery`), offered in the Middle East stores only (the seed's
// loomfrontcom_me website): a guest in Saudi Arabia pays with it from the product page to the
// thank-you page; a US shopper at the same step is not offered it. Axe on the payment step and
// the thank-you page, no console errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper, watchPageProblems } from '../src/browser';
import {
  addPillowFromProductPage,
  cartCount,
  checkoutStorefronts,
  expectAccessible,
  guestToPayment,
  offeredPaymentMethods,
  onStep,
  uniqueEmail,
  usAddress,
} from '../src/checkout-steps';

const riyadh = {
  firstname: 'Noura',
  lastname: 'Al-Harbi',
  street: 'King Fahd Road 1200',
  postcode: '12214',
  city: 'Riyadh',
  region: 'Riyadh',
  telephone: '+966 11 234 5678',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cash on delivery', () => {
  it('takes a guest in Saudi Arabia from the product page to the thank-you page paying cash on delivery', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.sa.language,
    });
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, 'sa');
      await guestToPayment(page, 'sa', {
        email: uniqueEmail('cod'),
        address: riyadh,
        country: 'SA',
      });
      expect(await offeredPaymentMethods(page)).toContain('cashondelivery');
      expect(await page.getByTestId('checkout-payment-methods').textContent()).toContain(
        'Cash On Delivery',
      );
      await page
        .getByTestId('checkout-payment-methods')
        .locator('input[value="cashondelivery"]')
        .check();
      await expectAccessible(page, 'payment (sa)');
      await page.getByTestId('checkout-place-order').click();

      await onStep(page, 'sa', 'thank-you');
      expect(await page.getByTestId('order-number').textContent()).toMatch(/\d{6,}/);
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      await expectAccessible(page, 'thank you (sa)');
      await expect.poll(() => cartCount(page)).toBe(0);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not offered to a shopper in the US', async () => {
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
    });
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, 'us');
      await guestToPayment(page, 'us', {
        email: uniqueEmail('no-cod'),
        address: usAddress,
        country: 'US',
      });
      const methods = page.getByTestId('checkout-payment-methods');
      await methods.locator('input[value="checkmo"]').waitFor();
      expect(await offeredPaymentMethods(page)).not.toContain('cashondelivery');
      expect(await methods.textContent()).not.toContain('Cash On Delivery');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
