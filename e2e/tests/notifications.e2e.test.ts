import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, newShopper, seriousAccessibilityViolations } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the backend leaves for the next page: the `message` cookie. */
async function leaveBackendMessages(context: BrowserContext, messages: unknown) {
  await context.addCookies([
    {
      name: 'message',
      value: encodeURIComponent(JSON.stringify(messages)),
      url: inject('storefrontUrl'),
      sameSite: 'Lax',
    },
  ]);
}

const shownMessages = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .locator('[data-notification-type]')
    .allInnerTexts();

describe('notifications', () => {
  it('pending backend messages are deduplicated, capped at three with the oldest dropped, and shown once', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await leaveBackendMessages(context, [
        { message: 'Alpha notice' },
        { message: 'Alpha notice' },
        { message: 'Bravo notice', type: 'success' },
        { message: 'Charlie notice', type: 'warning' },
        { message: 'Delta notice', type: 'danger' },
      ]);
      await page.goto('/');
      await expect.poll(async () => (await shownMessages(page)).length).toBe(3);
      const texts = (await shownMessages(page)).join('\n');
      expect(texts).not.toContain('Alpha notice');
      for (const kept of ['Bravo notice', 'Charlie notice', 'Delta notice'])
        expect(texts).toContain(kept);
      expect(await page.getByRole('alert').getByText('Delta notice').count()).toBe(1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'message')).toBeUndefined();
      await page.reload();
      // The header's current-currency data is in the page, not shown (the selector shows it).
      await page.getByTestId('current-currency').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      expect(await shownMessages(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a notification dismisses itself after three seconds unless it is persistent', async () => {
    const { context, page } = await newShopper(browser);
    try {
      await leaveBackendMessages(context, [
        { message: 'Short-lived notice' },
        { message: 'Persistent notice', persist: true },
      ]);
      await page.goto('/');
      await expect.poll(async () => (await shownMessages(page)).length).toBe(2);
      const shownAt = Date.now();
      await expect
        .poll(async () => (await shownMessages(page)).join(), { timeout: 6_000 })
        .not.toContain('Short-lived notice');
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);
      await page.waitForTimeout(1_000);
      expect((await shownMessages(page)).join()).toContain('Persistent notice');

      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect.poll(async () => (await shownMessages(page)).length).toBe(0);
    } finally {
      await context.close();
    }
  });
});
