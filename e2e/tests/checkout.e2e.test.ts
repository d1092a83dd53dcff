// The checkout in the browser (issue 12): a guest in the US from the product page to the thank-you
// page with a check / money order, a customer in Austria (German) with a saved address, and a
// guest who uses the keyboard alone; axe on every step, no console errors, the data of a step
// kept on reload, the validation texts, "no shipping methods for this country", the account made
// with the order or offered after it (which then lists the order in its history), and the
// header's count back at 0 after the order.
import type { Browser, Page } from 'playwright-core';
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
  fillAddress,
  onStep,
  PASSWORD,
  PILLOW,
  productPath,
  registerAustrianCustomerWithAddress,
  saveShippingAddress,
  storefrontPath,
  text,
  thankYouOrderNumber,
  usAddress,
} from '../src/checkout-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the checkout', () => {
  it('takes a guest in the US from the product page to the thank-you page with a check / money order', async () => {
    const storefront = 'us';
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
      viewport: { width: 1440, height: 900 },
    });
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, storefront);
      await page.goto(storefrontPath(storefront, '/cart'));
      await page.getByTestId('proceed-to-checkout').click();
      await onStep(page, storefront, 'user-account');
      await expectAccessible(page, 'user account');

      // "Forgot your password?" beside the login opens the login modal on the reset request.
      await page
        .getByTestId('login-form')
        .getByRole('button', { name: text(storefront, 'Account.auth.forgotLink') })
        .click();
      const modal = page.getByTestId('login-modal');
      await modal.getByTestId('forgot-password-form').waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // The e-mail is required and must be valid.
      const guest = page.getByTestId('checkout-guest-form');
      await guest
        .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
        .click();
      await guest.getByText(text(storefront, 'Account.validation.required')).waitFor();
      await guest.getByLabel(text(storefront, 'Checkout.userAccount.email')).fill('jane@');
      await guest
        .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
        .click();
      await guest.getByText(text(storefront, 'Account.validation.invalidEmail')).waitFor();
      // The create-account box reveals the password field and clears it when unticked.
      const box = guest.getByLabel(text(storefront, 'Checkout.userAccount.createAccount'));
      await box.check();
      const password = guest.getByLabel(text(storefront, 'Checkout.userAccount.password'), {
        exact: true,
      });
      await password.fill('Secret1');
      await box.uncheck();
      expect(await password.count()).toBe(0);
      await box.check();
      expect(await password.inputValue()).toBe('');
      await box.uncheck();
      const email = `guest-${Date.now()}@example.com`;
      await guest.getByLabel(text(storefront, 'Checkout.userAccount.email')).fill(email);
      await guest
        .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
        .click();

      await onStep(page, storefront, 'shipping');
      await expectAccessible(page, 'shipping');
      // Region waits for a country; the phone follows the pattern.
      const form = page.getByTestId('checkout-shipping-form');
      await fillAddress(page, storefront, { ...usAddress, telephone: '12345' }, 'US');
      // A country with regions needs one: the form says so before commerce would refuse it.
      const region = page.getByLabel(text(storefront, 'Account.addresses.region'), {
        exact: true,
      });
      await region.selectOption('');
      await form
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.saveAddress') })
        .click();
      await form.getByText(text(storefront, 'Account.validation.phone')).waitFor();
      await form.getByText(text(storefront, 'Account.validation.required')).waitFor();
      expect(await region.getAttribute('aria-invalid')).toBe('true');
      await region.selectOption({ label: usAddress.region });
      await page
        .getByLabel(text(storefront, 'Account.addresses.telephone'), { exact: true })
        .fill(usAddress.telephone);
      await form
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.saveAddress') })
        .click();
      const methods = page.getByTestId('checkout-shipping-methods');
      await methods.waitFor();
      // The address is in the cart: a reload shows it.
      await page.reload();
      await onStep(page, storefront, 'shipping');
      expect(
        await page
          .getByLabel(text(storefront, 'Account.addresses.street'), { exact: true })
          .inputValue(),
      ).toBe(usAddress.street);
      await methods.locator('input[type="radio"]').first().check();
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.continue') })
        .click();

      await onStep(page, storefront, 'billing');
      await expectAccessible(page, 'billing');
      expect(
        await page.getByLabel(text(storefront, 'Checkout.billing.sameAsShipping')).isChecked(),
      ).toBe(true);
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.billing.continue') })
        .click();

      await onStep(page, storefront, 'payment');
      await expectAccessible(page, 'payment');
      // The steps widget: the earlier steps are done and open again.
      const steps = page.getByTestId('checkout-steps');
      expect(await steps.locator('[data-done="true"]').count()).toBe(3);
      // The order review's edit buttons: personal, shipping, billing and payment.
      expect(
        await page
          .getByTestId('checkout-review')
          .getByRole('link', { name: text(storefront, 'Checkout.review.edit') })
          .count(),
      ).toBe(3);
      await page.getByTestId('checkout-payment-methods').locator('input[value="checkmo"]').check();
      await page.getByTestId('checkout-place-order').click();

      await onStep(page, storefront, 'thank-you');
      await page.getByTestId('order-number').waitFor();
      // The summary of the order as commerce recorded it, also after a reload.
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      await page.reload();
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      await expectAccessible(page, 'thank you');
      await expect.poll(() => cartCount(page)).toBe(0);
      // After the order no step opens again.
      expect(
        await page.getByTestId('checkout-steps').locator('[data-disabled="true"]').count(),
      ).toBe(4);
      // The guest takes the offer of an account with the order's e-mail.
      const offer = page.getByTestId('thank-you-account');
      await offer
        .getByRole('button', { name: text(storefront, 'Checkout.thankYou.createAccount') })
        .click();
      await offer.getByText(text(storefront, 'Account.validation.required')).waitFor();
      await offer
        .getByLabel(text(storefront, 'Checkout.thankYou.password'), { exact: true })
        .fill(PASSWORD);
      await offer
        .getByRole('button', { name: text(storefront, 'Checkout.thankYou.createAccount') })
        .click();
      await page.getByText(text(storefront, 'Checkout.thankYou.created')).first().waitFor();
      expect((await context.cookies()).some((entry) => entry.name === 'customer')).toBe(true);
      // The new account owns the order: its history lists it, and the thank-you page reads it
      // back among the customer's orders.
      const number = await thankYouOrderNumber(page);
      await page.reload();
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      expect(await page.getByTestId('thank-you-account').count()).toBe(0);
      await expectInOrderHistory(page, storefront, number);
      // A new cart starts: the checkout now goes back to the cart.
      await page.goto(storefrontPath(storefront, '/checkout'));
      await page.waitForURL((url) => url.pathname === storefrontPath(storefront, '/cart'));
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a signed-in customer in Austria, in German, through checkout with a saved address', async () => {
    const storefront = 'at';
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.at.language,
      viewport: { width: 1280, height: 900 },
    });
    const problems = await watchPageProblems(page);
    try {
      await registerAustrianCustomerWithAddress(page, {
        firstname: 'Anna',
        lastname: 'Huber',
        email: `anna-${Date.now()}@example.com`,
        street: ['Mariahilfer Straße 12', 'Stiege 2, Tür 5'],
      });

      await addPillowFromProductPage(page, storefront);
      await page.goto(storefrontPath(storefront, '/checkout'));
      // The customer's e-mail is on the cart: the first step not done is shipping.
      await onStep(page, storefront, 'shipping');
      await expectAccessible(page, 'shipping (saved addresses)');
      const list = page.getByTestId('checkout-saved-addresses');
      // Add opens a new address (index -1); cancel goes back to the list.
      await list.getByRole('button', { name: text(storefront, 'Checkout.shipping.add') }).click();
      await page.getByTestId('checkout-shipping-form').waitFor();
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.cancel') })
        .click();
      await list
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.deliverHere') })
        .click();
      await list.getByText(text(storefront, 'Checkout.shipping.selected')).waitFor();
      const methods = page.getByTestId('checkout-shipping-methods');
      await methods.locator('input[type="radio"]').first().check();
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.shipping.continue') })
        .click();

      await onStep(page, storefront, 'billing');
      await page
        .getByRole('button', { name: text(storefront, 'Checkout.billing.continue') })
        .click();
      await onStep(page, storefront, 'payment');
      await expectAccessible(page, 'payment (at)');
      // The first offline method (card payments have their own tests: checkout-card).
      await page
        .getByTestId('checkout-payment-methods')
        .locator('input[type="radio"]:not([value="stripe_payments"])')
        .first()
        .check();
      await page.getByTestId('checkout-place-order').click();
      await onStep(page, storefront, 'thank-you');
      await page.getByText(text(storefront, 'Checkout.thankYou.heading')).waitFor();
      // A customer's order is read back from their orders; no account is offered.
      await page.getByTestId('checkout-summary').getByText('1 Artikel').waitFor();
      expect(await page.getByTestId('thank-you-account').count()).toBe(0);
      await expect.poll(() => cartCount(page)).toBe(0);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates the account a guest asked for at the first step once the order is placed', async () => {
    const storefront = 'us';
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
      viewport: { width: 1280, height: 900 },
    });
    const problems = await watchPageProblems(page);
    try {
      await addPillowFromProductPage(page, storefront);
      await page.goto(storefrontPath(storefront, '/checkout'));
      await onStep(page, storefront, 'user-account');
      const guest = page.getByTestId('checkout-guest-form');
      await guest
        .getByLabel(text(storefront, 'Checkout.userAccount.email'))
        .fill(`account-${Date.now()}@example.com`);
      await guest.getByLabel(text(storefront, 'Checkout.userAccount.createAccount')).check();
      const password = guest.getByLabel(text(storefront, 'Checkout.userAccount.password'), {
        exact: true,
      });
      await password.fill('weak');
      await guest
        .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
        .click();
      await guest.getByText(text(storefront, 'Account.validation.passwordRule')).waitFor();
      await password.fill(PASSWORD);
      await guest
        .getByRole('button', { name: text(storefront, 'Checkout.userAccount.continue') })
        .click();
      await onStep(page, storefront, 'shipping');
      await saveShippingAddress(page, storefront, usAddress, 'US');
      await chooseFirstShippingMethod(page, storefront);
      await onStep(page, storefront, 'billing');
      await continueFromBilling(page, storefront);
      await onStep(page, storefront, 'payment');
      await page.getByText(text(storefront, 'Checkout.review.accountWithOrder')).waitFor();
      await page.getByTestId('checkout-payment-methods').locator('input[value="checkmo"]').check();
      await page.getByTestId('checkout-place-order').click();
      await onStep(page, storefront, 'thank-you');
      await page.getByTestId('order-number').waitFor();
      // Signed in with the new account: no offer, and the customer cookie is set.
      await page.getByTestId('checkout-summary').getByText('1 item').waitFor();
      expect(await page.getByTestId('thank-you-account').count()).toBe(0);
      expect((await context.cookies()).some((entry) => entry.name === 'customer')).toBe(true);
      // The account owns the order: it is in the order history.
      await expectInOrderHistory(page, storefront, await thankYouOrderNumber(page));
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says there are no shipping methods for a country the store does not ship to', async () => {
    const { context, page } = await newShopper(browser, { locale: 'en-GB' });
    const problems = await watchPageProblems(page);
    try {
      await page.goto(await productPath(PILLOW));
      await page.waitForLoadState('networkidle');
      await page.getByTestId('add-to-cart-button').first().click();
      await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.goto('/checkout');
      await page.waitForURL((url) => url.pathname === '/checkout/user-account');
      const guest = page.getByTestId('checkout-guest-form');
      await guest.getByLabel('E-mail address').fill(`gb-${Date.now()}@example.com`);
      await guest.getByRole('button', { name: 'Continue to shipping' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/shipping');
      await page.getByTestId('checkout-shipping-form').waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Country', { exact: true }).selectOption('GB');
      for (const [label, value] of [
        ['First name', 'Oliver'],
        ['Last name', 'Smith'],
        ['Street and house number', '10 Downing Street'],
        ['Postcode', 'SW1A 2AA'],
        ['City', 'London'],
        ['Phone number', '+44 20 7946 0000'],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: 'Use this address' }).click();
      await page.getByTestId('checkout-no-shipping-methods').waitFor();
      expect(await page.getByTestId('checkout-no-shipping-methods').textContent()).toBe(
        'no shipping methods for this country',
      );
      await expectAccessible(page, 'shipping without methods');
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a guest check out with the keyboard alone', async () => {
    const storefront = 'us';
    const { context, page } = await newShopper(browser, {
      locale: checkoutStorefronts.us.language,
      viewport: { width: 1280, height: 900 },
    });
    const problems = await watchPageProblems(page);
    /** Presses Tab until the element has the focus (at most 80 times). */
    const tabTo = async (locator: ReturnType<Page['locator']>) => {
      for (let i = 0; i < 80; i += 1) {
        if (await locator.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('never reached by Tab');
    };
    const type = async (label: string, value: string) => {
      await tabTo(page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    };
    try {
      await addPillowFromProductPage(page, storefront);
      await page.goto(storefrontPath(storefront, '/checkout'));
      await onStep(page, storefront, 'user-account');
      await type(text(storefront, 'Checkout.userAccount.email'), `keys-${Date.now()}@example.com`);
      await page.keyboard.press('Enter');
      await onStep(page, storefront, 'shipping');
      const label = (key: string) => text(storefront, `Account.addresses.${key}`);
      await type(label('firstname'), 'Kim');
      await type(label('lastname'), 'Keys');
      await type(label('street'), '1 Main Street');
      await type(label('postcode'), '73301');
      await type(label('city'), 'Austin');
      await tabTo(page.getByLabel(label('country'), { exact: true }));
      // The US is preselected in the US storefront; the region list follows it.
      await tabTo(page.getByLabel(label('region'), { exact: true }));
      await page.keyboard.type('Texas');
      await type(label('telephone'), '5125550100');
      await page.keyboard.press('Enter');
      const methods = page.getByTestId('checkout-shipping-methods');
      await methods.waitFor();
      await tabTo(methods.locator('input[type="radio"]').first());
      await page.keyboard.press('Space');
      await tabTo(
        page.getByRole('button', { name: text(storefront, 'Checkout.shipping.continue') }),
      );
      await page.keyboard.press('Enter');
      await onStep(page, storefront, 'billing');
      await tabTo(
        page.getByRole('button', { name: text(storefront, 'Checkout.billing.continue') }),
      );
      await page.keyboard.press('Enter');
      await onStep(page, storefront, 'payment');
      const checkmo = page
        .getByTestId('checkout-payment-methods')
        .locator('input[value="checkmo"]');
      await tabTo(checkmo);
      await page.keyboard.press('Space');
      await tabTo(page.getByTestId('checkout-place-order'));
      await page.keyboard.press('Enter');
      await onStep(page, storefront, 'thank-you');
      await page.getByTestId('order-number').waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
