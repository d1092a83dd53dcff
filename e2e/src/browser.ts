import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** A fresh shopper: own cookies, English, desktop viewport. */
export async function newShopper(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  const baseURL = inject('storefrontUrl');
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page, url: (path) => new URL(path, baseURL).toString() };
}

/** axe-core violations of impact serious or critical, formatted for a readable failure. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
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
