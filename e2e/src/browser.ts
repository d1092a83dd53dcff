import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** A fresh shopper: own cookies, English, desktop viewport, on the suite's storefront or `baseURL`. */
export async function newShopper(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number }; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  const baseURL = options.baseURL ?? inject('storefrontUrl');
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  revealStreamedContentOnLoad(page);
  return { context, page, url: (path) => new URL(path, baseURL).toString() };
}

/**
 * React streams a suspended part of a page (the header's icons and switchers, say) as a hidden
 * `<div id="S:…">` and reveals it by script, batching reveals up to a few hundred milliseconds
 * after the load event; until then a test reading the page can find that part missing, or (when
 * the client rendered it first) twice. `goto` and `reload` therefore resolve once every streamed
 * part is in place, as a shopper would see the page.
 */
function revealStreamedContentOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const revealed = () =>
    page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'), undefined, {
      polling: 50,
      timeout: 10_000,
    });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await revealed();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await revealed();
    return response;
  };
}

/**
 * axe-core violations of impact serious or critical, formatted for a readable failure. After a
 * client-side navigation, Next streams the new page's metadata after its content: for a moment
 * the document has no <title>, and axe would report that moment. So axe waits for a title (a page
 * that never gets one still fails, on the wait).
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Content-Security-Policy violations and script errors of a page, from its first document on:
 * Chromium reports a blocked script, frame or style both as a `securitypolicyviolation` event and
 * as a console error. (Failed image loads are not counted: demo images appear after start-up.)
 */
export async function watchPageProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `CSP ${event.violatedDirective}: ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...problems,
    ...(await page
      .evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations)
      .catch(() => undefined)
      .then((violations) => violations ?? [])),
  ];
}
