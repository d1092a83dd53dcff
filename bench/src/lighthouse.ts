// Lighthouse scores of a few pages, in Debian's Chromium (never a downloaded browser), with
// Lighthouse's default mobile emulation and simulated throttling.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@loomfront/e2e/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  name: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
}

export async function lighthouseScores(
  pages: Array<{ name: string; url: string }>,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      rows.push({
        name: page.name,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => {
            const score = categories[id]?.score;
            return [id, typeof score === 'number' ? Math.round(score * 100) : null];
          }),
        ) as LighthouseRow['scores'],
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
