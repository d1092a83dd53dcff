// Customer accounts in the browser (issue 10): registration, login (page, modal and keyboard only),
// the profile, the address book, logout and the account guard, in the US (English) storefront at a
// phone width and the Austrian (German) one at a desktop width, with axe on every account page.
// Screenshots of login/register and the profile are kept in a temporary folder (printed).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newShopper,
  seriousAccessibilityViolations,
  watchPageProblems,
} from '../src/browser';
import { horizontalOverflow } from '../src/page-checks';
import { messageText, storefrontMessages } from '../src/messages';

const messages = storefrontMessages;
const storefronts = {
  us: { prefix: '/us', texts: messages('en'), language: 'en-US' },
  at: { prefix: '/at', texts: messages('de'), language: 'de-AT' },
  me: { prefix: '/me', texts: messages('en'), language: 'en-AE' },
} as const;
type Storefront = keyof typeof storefronts;

/** A message of the storefront's language by its dotted path, e.g. `Account.auth.email`. */
function text(storefront: Storefront, path: string, values: Record<string, string> = {}): string {
  return messageText(storefronts[storefront].texts, path, values);
}

const screenshots =
  process.env.ACCOUNT_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'loomfront-accounts-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  console.info(`account screenshots: ${screenshots}`);
});
afterAll(async () => {
  await browser?.close();
});

let shopperCount = 0;
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(shopperCount += 1)}@example.com`;
const PASSWORD = 'Linen2026';

async function shopper(storefront: Storefront, width: number) {
  return newShopper(browser, {
    locale: storefronts[storefront].language,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
}

const path = (storefront: Storefront, route: string) => `${storefronts[storefront].prefix}${route}`;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** Fills the registration form of the login/register panel and submits it. */
async function register(page: Page, storefront: Storefront, email: string, firstname = 'Anna') {
  const t = (key: string) => text(storefront, `Account.auth.${key}`);
  await page.getByRole('tab', { name: t('registerTab') }).click();
  const form = page.getByTestId('register-form');
  await form.getByLabel(t('firstname')).fill(firstname);
  await form.getByLabel(t('lastname')).fill('Huber');
  await form.getByLabel(t('email')).fill(email);
  await form.getByLabel(t('password'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t('confirmPassword')).fill(PASSWORD);
  await form.getByRole('button', { name: t('registerSubmit') }).click();
}

async function login(page: Page, storefront: Storefront, email: string, password = PASSWORD) {
  const t = (key: string) => text(storefront, `Account.auth.${key}`);
  const form = page.getByTestId('login-form');
  await form.getByLabel(t('email')).fill(email);
  await form.getByLabel(t('password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: t('loginSubmit') }).click();
}

/** The first link to `route` in an e-mail commerce wrote for `to`, waiting for its sender. */
async function linkFromMail(to: string, route: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(inject('mailDir')).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(inject('mailDir'), file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
      if (!recipients.some((address) => address.address === to)) continue;
      const found = (mail.text ?? '').match(new RegExp(`https?://[^\\s]*${route}[^\\s]*`));
      if (found) {
        const url = new URL(found[0]);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No e-mail to ${to} with a link to ${route}`);
}

/**
 * Opens a page and waits until its islands have hydrated: a click before then is lost, or submits
 * a form to the page itself.
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // On a busy machine the scripts may still be running once the network is quiet: wait until
  // React has reached every form (it keeps its fiber on each element it hydrates), then until the
  // main thread is idle, as hydration runs in slices and commits at the end.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('form')).every((form) =>
      Object.keys(form).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
}

/**
 * How many pixels of the account menu's current tab lie outside the menu's visible width (on a
 * phone the menu is one row that scrolls sideways).
 */
async function currentAccountTabHidden(page: Page, storefront: Storefront): Promise<number> {
  const menu = page.getByRole('navigation', { name: text(storefront, 'Account.nav.label') });
  const current = menu.locator('a[aria-current="page"]');
  await current.waitFor();
  return current.evaluate((tab) => {
    const row = tab.closest('ul');
    if (!row) return Number.POSITIVE_INFINITY;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    return Math.max(0, rowBox.left - tabBox.left) + Math.max(0, tabBox.right - rowBox.right);
  });
}

/**
 * Opens My profile with its scripts held back, so that the server's HTML can be read and typed
 * into before React hydrates it. The returned function lets the scripts through and waits until
 * the page answers: its tabs switch (they hydrate with the forms, in the same commit).
 */
async function visitProfileBeforeHydration(
  page: Page,
  storefront: Storefront,
): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = '**/_next/static/chunks/**';
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  // Next's scripts hold back DOMContentLoaded: wait for the server's form instead.
  await page.goto(path(storefront, '/customer/my-profile'), { waitUntil: 'commit' });
  await page.getByTestId('personal-data-form').waitFor();
  return async () => {
    release();
    await page.waitForLoadState('networkidle');
    await page.unroute(scripts);
    const tab = (name: 'password' | 'personal') => page.locator(`#profile-tab-${name}`);
    await expect
      .poll(async () => {
        await tab('password').click();
        return tab('password').getAttribute('aria-selected');
      })
      .toBe('true');
    await tab('personal').click();
  };
}

/** Waits for a notification; when it does not come, keeps a screenshot and the cookies to look at. */
async function waitForNotice(page: Page, message: string, label: string) {
  try {
    await page.getByText(message).waitFor();
  } catch (error) {
    await page.screenshot({ path: join(screenshots, `missing-notice-${label}.png`) });
    const cookies = (await page.context().cookies()).map((entry) => entry.name).join(', ');
    throw new Error(`No "${message}" on ${page.url()} (cookies: ${cookies})`, { cause: error });
  }
}

async function expectNoSeriousViolations(page: Page, label: string) {
  // After a client-side navigation Next streams the new title in a moment later.
  await page.waitForFunction(() => document.title !== '');
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
}

describe('registration, profile, addresses and logout', () => {
  // The whole journey once per storefront, each at one width: a phone in English, a desktop in
  // German. Every account page is seen at both widths and in both languages, though not each
  // storefront at each width.
  for (const [storefront, width] of [
    ['us', 390],
    ['at', 1440],
  ] as const) {
    it(`a shopper registers, edits the profile and the address book and logs out in the ${storefront} storefront at ${width} px`, async () => {
      const { context, page } = await shopper(storefront, width);
      const problems = await watchPageProblems(page);
      const email = uniqueEmail(`${storefront}${width}`);
      try {
        await visit(page, path(storefront, '/customer/login-register'));
        await expectNoSeriousViolations(page, 'login/register');
        // No social provider is configured in this shop: no social buttons.
        expect(await page.getByTestId('social-login').count()).toBe(0);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(screenshots, `login-register-${storefront}-${width}.png`),
          fullPage: true,
        });

        // The dictionary messages (spec §5), in the storefront's language.
        await page.getByRole('tab', { name: text(storefront, 'Account.auth.registerTab') }).click();
        const form = page.getByTestId('register-form');
        await form
          .getByRole('button', { name: text(storefront, 'Account.auth.registerSubmit') })
          .click();
        await form.getByText(text(storefront, 'Account.validation.required')).first().waitFor();
        await form.getByLabel(text(storefront, 'Account.auth.firstname')).fill('1');
        await form
          .getByLabel(text(storefront, 'Account.auth.password'), { exact: true })
          .fill('short');
        await form.getByLabel(text(storefront, 'Account.auth.confirmPassword')).fill('other');
        await form.getByLabel(text(storefront, 'Account.auth.email')).fill('anna@');
        await form.getByLabel(text(storefront, 'Account.auth.lastname')).click();
        for (const key of ['realName', 'passwordRule', 'passwordsMismatch', 'invalidEmail']) {
          await form.getByText(text(storefront, `Account.validation.${key}`)).waitFor();
        }
        // The show/hide toggle.
        const password = form.getByLabel(text(storefront, 'Account.auth.password'), {
          exact: true,
        });
        expect(await password.getAttribute('type')).toBe('password');
        await form
          .getByRole('button', { name: text(storefront, 'Account.auth.showPassword') })
          .first()
          .click();
        expect(await password.getAttribute('type')).toBe('text');

        await register(page, storefront, email);
        await page.waitForURL((url) => url.pathname === path(storefront, '/customer'));
        await page
          .getByRole('heading', {
            name: text(storefront, 'Account.overview.greeting', { name: 'Anna' }),
          })
          .waitFor();
        // The tokens are httpOnly cookies; the page never sees them.
        expect((await cookie(context, 'customer'))?.httpOnly).toBe(true);
        expect((await cookie(context, 'refreshToken'))?.httpOnly).toBe(true);
        expect(await page.evaluate(() => document.cookie)).not.toContain('customer=');
        await expectNoSeriousViolations(page, 'my account');

        // Signed in, the header's account icon (desktop) and wishlist icon go to the wishlist.
        expect(await page.getByTestId('header-wishlist').getAttribute('href')).toBe(
          path(storefront, '/customer/my-wishlist'),
        );

        // My profile: personal data, the date of birth locked once saved. The shopper types
        // before the page has hydrated (its scripts are held back): what was typed is kept.
        const hydrate = await visitProfileBeforeHydration(page, storefront);
        const personal = page.getByTestId('personal-data-form');
        await personal.getByLabel(text(storefront, 'Account.profile.lastname')).fill('Gruber');
        await personal
          .getByLabel(text(storefront, 'Account.profile.dateOfBirth'))
          .fill('1990-04-12');
        await hydrate();
        expect(
          await personal.getByLabel(text(storefront, 'Account.profile.lastname')).inputValue(),
        ).toBe('Gruber');
        await personal
          .getByRole('button', { name: text(storefront, 'Account.profile.save') })
          .click();
        await page.getByText(text(storefront, 'Account.profile.saved')).waitFor();
        // Reloaded, the server's HTML already shows the saved values, before any script runs.
        const hydrateAgain = await visitProfileBeforeHydration(page, storefront);
        const dob = page.getByLabel(text(storefront, 'Account.profile.dateOfBirth'));
        expect(await dob.inputValue()).toBe('1990-04-12');
        expect(await dob.getAttribute('readonly')).not.toBeNull();
        await page.getByText(text(storefront, 'Account.profile.dateOfBirthLocked')).waitFor();
        expect(
          await page.getByLabel(text(storefront, 'Account.profile.lastname')).inputValue(),
        ).toBe('Gruber');
        await hydrateAgain();
        expect(await dob.inputValue()).toBe('1990-04-12');
        await expectNoSeriousViolations(page, 'my profile');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(screenshots, `my-profile-${storefront}-${width}.png`),
          fullPage: true,
        });

        // Changing the e-mail needs the current password: a wrong one is refused.
        const newEmail = uniqueEmail(`changed-${storefront}${width}`);
        const emailForm = page.getByTestId('change-email-form');
        await emailForm.getByLabel(text(storefront, 'Account.profile.newEmail')).fill(newEmail);
        await emailForm
          .getByLabel(text(storefront, 'Account.profile.currentPassword'))
          .fill('Wrong2026');
        await emailForm
          .getByRole('button', { name: text(storefront, 'Account.profile.emailSave') })
          .click();
        await page.locator('[data-notification-type="danger"]').first().waitFor();
        await emailForm
          .getByLabel(text(storefront, 'Account.profile.currentPassword'))
          .fill(PASSWORD);
        await emailForm
          .getByRole('button', { name: text(storefront, 'Account.profile.emailSave') })
          .click();
        await page.getByText(text(storefront, 'Account.profile.emailSaved')).waitFor();
        await page.getByText(newEmail).waitFor();

        // The password tab.
        await page
          .getByRole('tab', { name: text(storefront, 'Account.profile.passwordTab') })
          .click();
        await page.getByTestId('change-password-form').waitFor();
        await expectNoSeriousViolations(page, 'password change');

        // Addresses: add, edit, delete.
        await visit(page, path(storefront, '/customer/addresses-details'));
        await page.getByText(text(storefront, 'Account.addresses.empty')).waitFor();
        await expectNoSeriousViolations(page, 'addresses');
        await page.getByRole('link', { name: text(storefront, 'Account.addresses.add') }).click();
        const address = page.getByTestId('address-form');
        await address.waitFor();
        await expectNoSeriousViolations(page, 'new address');
        const a = (key: string, values: Record<string, string> = {}) =>
          text(storefront, `Account.addresses.${key}`, values);
        await address.getByLabel(a('firstname'), { exact: true }).fill('Anna');
        await address.getByLabel(a('lastname'), { exact: true }).fill('Gruber');
        await address.getByLabel(a('street'), { exact: true }).fill('Kärntner Straße 1');
        await address.getByLabel(a('apartment'), { exact: true }).fill('Top 4');
        await address.getByLabel(a('postcode'), { exact: true }).fill('1010');
        await address.getByLabel(a('city'), { exact: true }).fill('Wien');
        // The countries the store ships to, from commerce; the US asks for a state.
        const country = address.getByLabel(a('country'), { exact: true });
        expect(await country.evaluate((el) => el.tagName)).toBe('SELECT');
        await country.selectOption(storefront === 'us' ? 'US' : 'AT');
        const region = address.getByLabel(a('region'), { exact: true });
        if ((await region.evaluate((el) => el.tagName)) === 'SELECT') {
          const first = await region.locator('option').nth(1).getAttribute('value');
          await region.selectOption(first!);
        }
        await address.getByLabel(a('telephone'), { exact: true }).fill('+43 1 512 00 00');
        await address.getByLabel(a('defaultShipping'), { exact: true }).check();
        await address.getByRole('button', { name: a('save') }).click();
        await page.waitForURL(
          (url) => url.pathname === path(storefront, '/customer/addresses-details'),
        );
        const list = page.getByTestId('address-list');
        await list.getByText('Kärntner Straße 1').waitFor();
        await list.getByText('Top 4').waitFor();
        await list.getByText(a('isDefaultShipping')).waitFor();

        await list.getByRole('link', { name: a('editAddress', { name: 'Anna Gruber' }) }).click();
        await page.getByTestId('address-form').waitFor();
        await expectNoSeriousViolations(page, 'edit address');
        await page.getByLabel(a('street'), { exact: true }).fill('Graben 21');
        await page.getByLabel(a('apartment'), { exact: true }).fill('');
        // Magento refuses to delete a default address: this one stops being the default.
        await page.getByLabel(a('defaultShipping'), { exact: true }).uncheck();
        await page.getByRole('button', { name: a('save') }).click();
        await page.waitForURL(
          (url) => url.pathname === path(storefront, '/customer/addresses-details'),
        );
        await list.getByText('Graben 21').waitFor();
        expect(await list.getByText('Top 4').count()).toBe(0);

        page.once('dialog', (dialog) => void dialog.accept());
        await list
          .getByRole('button', { name: a('deleteAddress', { name: 'Anna Gruber' }) })
          .click();
        await page.getByText(a('empty')).waitFor();

        // Every other account page renders, whole and accessible.
        for (const [route, heading] of [
          ['/customer/my-newsletter', 'Account.newsletter.heading'],
          ['/customer/my-reviews', 'Account.reviews.heading'],
          ['/customer/my-wishlist', 'Account.wishlist.heading'],
          ['/customer/order-history', 'Account.orders.heading'],
          ['/customer/language', 'Account.language.heading'],
          ['/customer/shipping-location', 'Account.shippingLocation.heading'],
        ] as const) {
          await visit(page, path(storefront, route));
          await page
            .getByRole('heading', {
              level: 1,
              name: text(storefront, heading),
            })
            .waitFor();
          await expectNoSeriousViolations(page, route);
          expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
          expect(await currentAccountTabHidden(page, storefront), route).toBe(0);
        }

        // The newsletter choice is saved on the customer.
        await visit(page, path(storefront, '/customer/my-newsletter'));
        await page.getByLabel(text(storefront, 'Account.newsletter.subscribe')).check();
        await page
          .getByRole('button', { name: text(storefront, 'Account.newsletter.save') })
          .click();
        // The us website subscribes at once; the Austrian one asks for the e-mail's confirmation.
        await page
          .getByText(
            text(
              storefront,
              storefront === 'at'
                ? 'Account.newsletter.confirmationSent'
                : 'Account.newsletter.saved',
            ),
          )
          .waitFor();
        if (storefront === 'at') {
          await visit(page, await linkFromMail(newEmail, '/newsletter/confirm'));
          await page
            .getByTestId('newsletter-confirm-result')
            .getByText(text(storefront, 'Account.newsletter.confirmed'))
            .waitFor();
          await visit(page, path(storefront, '/customer/my-newsletter'));
        }
        expect(
          await page.getByLabel(text(storefront, 'Account.newsletter.subscribe')).isChecked(),
        ).toBe(true);

        // Logout clears the tokens and the cart id and goes home.
        await visit(page, path(storefront, '/customer'));
        await page.getByTestId('logout').click();
        await page.waitForURL((url) => url.pathname === storefronts[storefront].prefix);
        // Home has hydrated: its notifications would otherwise take the guard's message below.
        await page.waitForLoadState('networkidle');
        expect(await cookie(context, 'customer')).toBeUndefined();
        expect(await cookie(context, 'refreshToken')).toBeUndefined();
        expect(await cookie(context, 'cart')).toBeUndefined();

        // The account guard: back to the customer route, with the notification.
        await visit(page, path(storefront, '/customer/my-profile'));
        await page.waitForURL((url) => url.pathname === path(storefront, '/customer'));
        await waitForNotice(
          page,
          text(storefront, 'Account.notAuthorized'),
          `guard-${storefront}-${width}`,
        );
        await expectNoSeriousViolations(page, 'customer as guest');

        // The new e-mail logs in; the old one no longer does (a danger toast, spec §8).
        await login(page, storefront, email);
        await page
          .locator('[data-notification-type="danger"]')
          .getByText(text(storefront, 'Account.auth.registrationError'))
          .waitFor();
        await login(page, storefront, newEmail);
        await page
          .getByRole('heading', {
            name: text(storefront, 'Account.overview.greeting', { name: 'Anna' }),
          })
          .waitFor();
        expect(await problems()).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});

describe('registration that needs a confirmed e-mail', () => {
  // The demo's Middle East website asks new accounts to confirm their e-mail first.
  it('stays logged out after registering, confirms the account from the e-mail and then logs in', async () => {
    const { context, page } = await shopper('me', 390);
    const problems = await watchPageProblems(page);
    const email = uniqueEmail('me-confirm');
    try {
      await visit(page, path('me', '/customer/login-register'));
      await register(page, 'me', email, 'Layla');
      await page
        .getByTestId('register-confirmation')
        .getByText(text('me', 'Account.auth.confirmationRequired'))
        .waitFor();
      expect(await cookie(context, 'customer')).toBeUndefined();
      expect(await cookie(context, 'refreshToken')).toBeUndefined();

      // Before confirming, the account cannot log in.
      await visit(page, path('me', '/customer/login-register'));
      await login(page, 'me', email);
      await page
        .locator('[data-notification-type="danger"]')
        .getByText(text('me', 'Account.auth.registrationError'))
        .waitFor();
      expect(await cookie(context, 'customer')).toBeUndefined();

      // The e-mail's link confirms the account and offers the login form.
      const link = await linkFromMail(email, '/customer/account/confirm');
      expect(link.startsWith('/me/customer/account/confirm?')).toBe(true);
      await visit(page, link);
      await page
        .getByTestId('confirm-result')
        .getByText(text('me', 'Account.confirm.success'))
        .waitFor();
      await expectNoSeriousViolations(page, 'account confirmation');
      await login(page, 'me', email);
      await page.waitForURL((url) => url.pathname === path('me', '/customer'));
      await page
        .getByRole('heading', {
          name: text('me', 'Account.overview.greeting', { name: 'Layla' }),
        })
        .waitFor();
      expect((await cookie(context, 'customer'))?.httpOnly).toBe(true);

      // The link works once.
      await visit(page, link);
      await page
        .getByTestId('confirm-result')
        .getByText(text('me', 'Account.confirm.failed'))
        .waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('forms sent before their scripts run', () => {
  it('never put an e-mail or a password into the address', async () => {
    const context = await browser.newContext({
      baseURL: inject('storefrontUrl'),
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(path('us', '/customer/login-register'));
      const form = page.getByTestId('login-form');
      await form.locator('input[type=email]').fill('early@example.com');
      await form.locator('input[type=password]').fill(PASSWORD);
      await form.locator('button[type=submit]').click();
      await page.waitForLoadState('load');
      expect(page.url()).not.toContain(PASSWORD);
      expect(page.url()).not.toContain('early');
    } finally {
      await context.close();
    }
  });
});

describe('the login modal', () => {
  it("opens from a guest's account icon, logs in and leaves the shopper on the page", async () => {
    const setup = await shopper('us', 1440);
    const email = uniqueEmail('modal');
    try {
      await visit(setup.page, path('us', '/customer/login-register'));
      await register(setup.page, 'us', email);
      await setup.page.waitForURL((url) => url.pathname === '/us/customer');
    } finally {
      await setup.context.close();
    }

    const { context, page } = await shopper('us', 1440);
    try {
      await visit(page, '/us/bed-linen');
      await page.getByTestId('header-account').click();
      const modal = page.getByTestId('login-modal');
      await modal.getByTestId('login-form').waitFor();
      await expectNoSeriousViolations(page, 'login modal');
      await page.screenshot({ path: join(screenshots, 'login-modal-us-1440.png') });
      await modal.getByRole('button', { name: 'Forgot your password?' }).click();
      await modal.getByTestId('forgot-password-form').waitFor();
      await modal.getByRole('button', { name: 'Back to log in' }).click();
      await login(page, 'us', email);
      await modal.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/us/bed-linen');
      await expect
        .poll(() => page.getByTestId('header-account').getAttribute('href'))
        .toBe('/us/customer/my-wishlist');
    } finally {
      await context.close();
    }
  });
});

describe('keyboard only', () => {
  it('registers and logs in with the keyboard alone', async () => {
    const { context, page } = await shopper('at', 1440);
    const email = uniqueEmail('keyboard');
    const t = (key: string) => text('at', `Account.auth.${key}`);
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.id ?? '';
      });
    /** Presses Tab until the focused element's label or id matches, at most 40 times. */
    async function tabTo(name: string) {
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.id ?? '');
        const label = await page.evaluate(() => {
          const el = document.activeElement;
          return el?.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
        });
        if (
          label.replace(/\s*\*$/, '').trim() === name ||
          (await focusedName()) === name ||
          id === name
        )
          return;
      }
      throw new Error(`Tab never reached ${name}`);
    }
    try {
      await visit(page, '/at/customer/login-register');
      await tabTo(t('loginTab'));
      await page.keyboard.press('ArrowRight');
      expect(await focusedName()).toBe(t('registerTab'));
      await tabTo(t('firstname'));
      await page.keyboard.type('Lena');
      await tabTo(t('lastname'));
      await page.keyboard.type('Berger');
      await tabTo(t('email'));
      await page.keyboard.type(email);
      await tabTo(t('password'));
      await page.keyboard.type(PASSWORD);
      await tabTo(t('confirmPassword'));
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/at/customer');

      await page.getByTestId('logout').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/at');

      await visit(page, '/at/customer/login-register');
      await tabTo(t('email'));
      await page.keyboard.type(email);
      await tabTo(t('password'));
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/at/customer');
    } finally {
      await context.close();
    }
  });
});

describe('session and pages', () => {
  it('refreshes an expired access token on the server before the page renders', async () => {
    const { context, page } = await shopper('us', 1440);
    try {
      await visit(page, '/us/customer/login-register');
      await register(page, 'us', uniqueEmail('refresh'));
      await page.waitForURL((url) => url.pathname === '/us/customer');
      // The page's islands have asked what they ask with the access token. (One still on its way
      // when the refresh below retires that token would be refused, and log the shopper out.)
      await page.waitForLoadState('networkidle');
      const before = await cookie(context, 'refreshToken');
      // The customer cookie has ended (as it does five minutes before its token expires).
      await context.clearCookies({ name: 'customer' });
      await visit(page, '/us/customer/my-profile');
      expect(new URL(page.url()).pathname).toBe('/us/customer/my-profile');
      expect((await cookie(context, 'customer'))?.value).toBeTruthy();
      const after = await cookie(context, 'refreshToken');
      expect(after?.value).toBeTruthy();
      expect(after?.value).not.toBe(before?.value);
    } finally {
      await context.close();
    }
  });

  it('keeps the shopper signed in when a page and an island call both arrive after the access cookie ended', async () => {
    const { context, page } = await shopper('us', 1440);
    try {
      await visit(page, '/us/customer/login-register');
      await register(page, 'us', uniqueEmail('race'));
      await page.waitForURL((url) => url.pathname === '/us/customer');
      await page.waitForLoadState('networkidle');
      await context.clearCookies({ name: 'customer' });
      // The proxy (for the page) and the API route (for the island) each see the refresh token
      // alone; both share the browser's cookies.
      const base = inject('storefrontUrl');
      const [island, document] = await Promise.all([
        context.request.post(`${base}/api/magento/wishlistItemsCount`, {
          headers: { 'Content-Type': 'application/json', 'x-storefront-locale': 'us' },
          data: {},
        }),
        context.request.get(`${base}/us/customer/my-profile`, { maxRedirects: 0 }),
      ]);
      expect(document.status()).toBe(200);
      const answer = (await island.json()) as { data?: unknown; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toBe(0);
      await visit(page, '/us/customer/my-profile');
      expect(new URL(page.url()).pathname).toBe('/us/customer/my-profile');
    } finally {
      await context.close();
    }
  });

  it('logs out a shopper whose token commerce no longer knows, and sends them home', async () => {
    const { context, page } = await shopper('us', 1440);
    try {
      await context.addCookies([
        {
          name: 'customer',
          value: 'x'.repeat(43),
          url: inject('storefrontUrl'),
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      await visit(page, '/us/customer/my-profile');
      await page.waitForURL((url) => url.pathname === '/us');
      expect(await cookie(context, 'customer')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('sends ref=passwordReset to login/register with the same query and opens the reset request', async () => {
    const { context, page } = await shopper('us', 390);
    try {
      await visit(page, '/us/?ref=passwordReset&email=anna%40example.com');
      await page.waitForURL(
        (url) =>
          url.pathname === '/us/customer/login-register' &&
          url.search === '?ref=passwordReset&email=anna%40example.com',
      );
      await page.getByTestId('forgot-password-form').waitFor();
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('If there is an account for nobody@example.com').waitFor();
      await expectNoSeriousViolations(page, 'forgot password');
    } finally {
      await context.close();
    }
  });

  it("resets the password from the e-mail's link and logs in with the new one", async () => {
    const { context, page } = await shopper('at', 1440);
    const email = uniqueEmail('reset');
    try {
      await visit(page, '/at/customer/login-register');
      await register(page, 'at', email);
      await page.waitForURL((url) => url.pathname === '/at/customer');
      await page.getByTestId('logout').click();
      await page.waitForURL((url) => url.pathname === '/at');

      await visit(page, '/at/customer/login-register');
      await page.getByRole('button', { name: text('at', 'Account.auth.forgotLink') }).click();
      const forgot = page.getByTestId('forgot-password-form');
      await forgot.getByLabel(text('at', 'Account.auth.email')).fill(email);
      await forgot.getByRole('button', { name: text('at', 'Account.auth.forgotSubmit') }).click();
      await page.getByText(text('at', 'Account.auth.forgotSent', { email })).waitFor();

      const link = await linkFromMail(email, '/customer/reset-password');
      expect(link.startsWith('/at/customer/reset-password?')).toBe(true);
      await visit(page, link);
      const form = page.getByTestId('reset-password-form');
      expect(await form.getByLabel(text('at', 'Account.auth.email')).inputValue()).toBe(email);
      await expectNoSeriousViolations(page, 'reset password form');
      await form
        .getByLabel(text('at', 'Account.reset.newPassword'), { exact: true })
        .fill('Woolux2027');
      await form
        .getByLabel(text('at', 'Account.auth.confirmPassword'), { exact: true })
        .fill('Woolux2027');
      await form.getByRole('button', { name: text('at', 'Account.reset.submit') }).click();
      await page.getByTestId('reset-password-done').waitFor();

      // The link is single-use.
      await visit(page, link);
      const again = page.getByTestId('reset-password-form');
      await again
        .getByLabel(text('at', 'Account.reset.newPassword'), { exact: true })
        .fill('Woolux2028');
      await again
        .getByLabel(text('at', 'Account.auth.confirmPassword'), { exact: true })
        .fill('Woolux2028');
      await again.getByRole('button', { name: text('at', 'Account.reset.submit') }).click();
      await again.getByRole('alert').filter({ hasText: /\S/ }).waitFor();

      await visit(page, '/at/customer/login-register');
      await login(page, 'at', email, 'Woolux2027');
      await page.waitForURL((url) => url.pathname === '/at/customer');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows a reset link without its token as incomplete, with a new request form', async () => {
    const { context, page } = await shopper('at', 390);
    try {
      await visit(page, '/at/customer/reset-password');
      await page.getByText(text('at', 'Account.reset.missingToken')).waitFor();
      await expectNoSeriousViolations(page, 'reset password');
    } finally {
      await context.close();
    }
  });
});

describe('reviews', () => {
  it('asks a guest to log in, and lets a signed-in shopper write a review', async () => {
    const { context, page } = await shopper('us', 1440);
    try {
      await visit(page, '/us/aurelia-sateen-bed-linen-set');
      await page.getByTestId('review-login-prompt').waitFor();
      await visit(page, '/us/customer/login-register');
      await register(page, 'us', uniqueEmail('review'), 'Maria');
      await page.waitForURL((url) => url.pathname === '/us/customer');
      await visit(page, '/us/aurelia-sateen-bed-linen-set');
      expect(await page.getByTestId('review-login-prompt').count()).toBe(0);
      await page.getByRole('button', { name: 'Write a review' }).click();
      const form = page.getByTestId('review-form');
      await form.waitFor();
      for (const group of await form.locator('fieldset').all()) {
        await group.getByRole('radio').last().check();
      }
      expect(await form.getByLabel('Nickname').inputValue()).toBe('Maria');
      await form.getByLabel('Summary').fill('Beautifully soft');
      await form.getByLabel('Review').fill('<b>Soft</b> and cool in summer.');
      await expectNoSeriousViolations(page, 'review form');
      await form.getByRole('button', { name: 'Submit review' }).click();
      await page.getByText('Thank you for your review').waitFor();
      await visit(page, '/us/customer/my-reviews');
      await page.getByText('Beautifully soft').waitFor();
      // Plain text, shown as written.
      await page.getByText('<b>Soft</b> and cool in summer.').waitFor();
    } finally {
      await context.close();
    }
  });
});
