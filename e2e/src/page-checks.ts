// Page-wide checks in Chromium: sideways scrolling, broken images and layout shift.
import type { Page } from 'playwright-core';

/** How far the page scrolls sideways (0 when it does not). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The outermost elements reaching past the right edge, named for a readable failure. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      }`;
    // Content clipped by a scrolling or hidden-overflow box of its own does not widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el),
    );
    return wide
      .filter((el) => !wide.includes(el.parentElement as Element))
      .slice(0, 3)
      .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`);
  });
}

/** Images that finished loading without a picture (naturalWidth 0), by their source. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc !== '')
      .map((image) => image.currentSrc || image.src),
  );
}

/** Scrolls down the page in steps, so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
}

export interface LayoutShift {
  /** The sum of all shifts without recent input (CLS without session windows). */
  total: number;
  /** What moved, as `tag.class: x,y w×h → x,y w×h (value)`, for a failure to name. */
  moved: string[];
}

/** Starts summing layout shifts from the first document on, keeping what moved. */
export async function watchLayoutShift(page: Page): Promise<() => Promise<LayoutShift>> {
  await page.addInitScript(() => {
    const state = { total: 0, moved: [] as string[] };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
              : (node?.nodeName ?? 'gone');
          state.moved.push(
            `${name}: ${box(source.previousRect)} → ${box(source.currentRect)} (${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms)`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShift: LayoutShift }).__layoutShift);
}

/**
 * A screenshot for a person to look at later, not a check: a capture that hangs (Chromium then
 * produces no frame; seen once under the full suite's load) is tried once more, then given up with
 * a warning, so the page's checks decide the test and a missing picture is said out loud.
 */
export async function keepScreenshot(page: Page, path: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await page.screenshot({ path, fullPage: false, timeout: 15_000 });
      return;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    }
  }
  console.warn(`no screenshot of ${page.url()}: the capture timed out twice (${path})`);
}
