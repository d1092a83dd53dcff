import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './src/chromium';
import { startCommerceProcess, startStorefrontProcess } from './src/processes';

const out = '/tmp/hdrshots';
const commerce = await startCommerceProcess({ PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'hdr-db-')), DATABASE_URL: '' });
const sf = await startStorefrontProcess(commerce.url);
console.log('urls', commerce.url, sf.url);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [w, h] of [[1440, 900], [1024, 768]] as const) {
    const ctx = await browser.newContext({ baseURL: sf.url, viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    for (const loc of ['us', 'at', 'me']) {
      await page.goto(`/${loc}/bed-linen`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${loc}-${w}-header.png` });
    }
    await page.goto('/us/bed-linen');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bed Linen', exact: true }).hover();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/us-${w}-mega-bedlinen.png` });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bath', exact: true }).hover();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/us-${w}-mega-bath.png` });
    await ctx.close();
  }
  for (const w of [320, 390]) {
    const ctx = await browser.newContext({ baseURL: sf.url, viewport: { width: w, height: 800 } });
    const page = await ctx.newPage();
    await page.goto('/at');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/at-${w}-home.png` });
    await page.getByRole('button', { name: 'See catalog' }).click();
    await page.locator('#mobile-menu button').first().waitFor();
    await page.screenshot({ path: `${out}/at-${w}-menu.png` });
    await page.locator('#mobile-menu').getByRole('button', { name: 'Bed Linen', exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/at-${w}-menu-bedlinen.png` });
    await ctx.close();
  }
} finally {
  await browser.close();
  await sf.stop();
  await commerce.stop();
}
