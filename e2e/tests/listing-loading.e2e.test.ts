// How listings arrive. A document comes whole, products included; a client navigation shows the
// page at once and the products behind a skeleton (ADR 0040). To see that skeleton for certain,
// this file runs its own storefront behind a gate in front of commerce that holds product
// listings until the test lets them through.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations, watchPageProblems } from '../src/browser';
import { startStorefrontProcess, type RunningProcess } from '../src/processes';

/** A pass-through to commerce that can hold every `products` query until released. */
class ListingGate {
  private holding = false;
  private held: Array<() => void> = [];
  heldCount = 0;

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const go of this.held.splice(0)) go();
  }

  async pass(body: string): Promise<void> {
    if (!this.holding || !/\bproducts\s*\(/.test(body)) return;
    this.heldCount += 1;
    await new Promise<void>((resolve) => this.held.push(resolve));
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function startGateProxy(target: string, gate: ListingGate): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      await gate.pass(`${request.url ?? ''}\n${body.toString('utf8')}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
          headers.set(name, value);
        }
      }
      const answer = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
      });
      const payload = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') out[name] = value;
      });
      response.writeHead(answer.status, out).end(payload);
    })().catch(() => response.writeHead(502).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let browser: Browser;
let proxy: Server;
let storefront: RunningProcess;
const gate = new ListingGate();

beforeAll(async () => {
  proxy = await startGateProxy(inject('commerceUrl'), gate);
  storefront = await startStorefrontProcess(
    `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
  );
  browser = await launchBrowser();
}, 150_000);

afterAll(async () => {
  gate.release();
  await browser?.close();
  await storefront?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
});

async function shopper(
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({
    baseURL: storefront.url,
    locale: 'en-US',
    reducedMotion,
    viewport,
  });
  const page = await context.newPage();
  return { context, page, problems: await watchPageProblems(page) };
}

/** The skeleton's pulse: its last block animates unless the shopper asked for less motion. */
async function pulse(page: Page): Promise<string> {
  return page
    .getByTestId('listing-skeleton')
    .locator(':scope > div')
    .last()
    .evaluate((element) => getComputedStyle(element).animationName);
}

describe('a listing reached by a client navigation', () => {
  // A term of its own for each case: the storefront keeps commerce's answers for a while.
  it.each([
    ['reduce', 'linen'],
    ['no-preference', 'sateen'],
  ] as const)(
    'shows the search heading at once and a skeleton of the grid, announced as loading, until the results arrive (motion: %s)',
    async (reducedMotion, term) => {
      const { context, page, problems } = await shopper(reducedMotion, {
        width: 390,
        height: 844,
      });
      try {
        await page.goto('/us');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const input = page.getByLabel('Search products and categories');
        await input.fill(term);
        await page.getByTestId('search-products').getByRole('link').first().waitFor();
        gate.hold();
        await input.press('Enter');
        await page.waitForURL((url) => url.pathname === '/us/search');
        await page.getByRole('heading', { level: 1, name: new RegExp(term) }).waitFor();
        const skeleton = page.getByTestId('listing-skeleton');
        await skeleton.waitFor();
        expect(await skeleton.getAttribute('role')).toBe('status');
        expect(await skeleton.innerText()).toContain('Loading products');
        expect(await skeleton.locator('li').count()).toBe(8);
        expect((await pulse(page)) === 'none').toBe(reducedMotion === 'reduce');
        expect(await page.getByTestId('product-card').count()).toBe(0);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        gate.release();
        await page.getByTestId('product-card').first().waitFor();
        expect(await skeleton.count()).toBe(0);
        expect(await page.getByTestId('product-list').getAttribute('data-view')).toBe('grid');
        expect(await problems()).toEqual([]);
      } finally {
        gate.release();
        await context.close();
      }
    },
  );

  it('shows a category heading at once and a skeleton of the list while its products load', async () => {
    const { context, page, problems } = await shopper();
    try {
      await page.goto('/at');
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await menu.getByRole('link', { name: 'Bettwäsche', exact: true }).hover();
      const leaf = menu.getByRole('link', { name: 'Mako-Satin', exact: true }).first();
      await leaf.waitFor();
      gate.hold();
      await leaf.click();
      await page.waitForURL((url) => url.pathname === '/at/bed-linen/sateen');
      await page.getByRole('heading', { level: 1, name: 'Mako-Satin' }).waitFor();
      const skeleton = page.getByTestId('listing-skeleton');
      await skeleton.waitFor();
      expect(await skeleton.innerText()).toContain('Produkte werden geladen');
      expect(await page.getByTestId('product-card').count()).toBe(0);
      gate.release();
      await page.getByTestId('product-card').first().waitFor();
      expect(await skeleton.count()).toBe(0);
      expect(await page.getByTestId('product-list').getAttribute('data-view')).toBe('list');
      expect(await problems()).toEqual([]);
    } finally {
      gate.release();
      await context.close();
    }
  });
});

describe('a listing requested as a document', () => {
  it.each([
    ['/us/search?term=duvet', 'grid'],
    ['/at/bed-linen', 'list'],
  ])('arrives whole, with its products and no skeleton (%s)', async (path, view) => {
    gate.hold();
    const held = gate.heldCount;
    try {
      const answer = fetch(new URL(path, storefront.url), {
        headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
      });
      // Nothing of the page is sent while its products are still loading.
      await expect.poll(() => gate.heldCount).toBeGreaterThan(held);
      const early = await Promise.race([
        answer.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(early).toBe('waiting');
      gate.release();
      const html = await (await answer).text();
      expect(html).toContain('data-testid="product-card"');
      expect(html).toContain(`data-view="${view}"`);
      expect(html).not.toContain('data-testid="listing-skeleton"');
    } finally {
      gate.release();
    }
  });
});
