// Lighthouse scores of a few pages, in Debian's Chromium (never a downloaded browser), with
// Lighthouse's default mobile emulation and simulated throttling.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@loomfront/e2e/chromium';
import { median } from './median';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Runs per page whose medians are reported (BENCH_LIGHTHOUSE_RUNS, 3 as the issue asks). */
const RUNS = (() => {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `BENCH_LIGHTHOUSE_RUNS must be a whole number from 1, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`,
    );
  }
  return runs;
})();

export interface LighthouseRow {
  name: string;
  /** Medians of the runs, per category. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Medians of the runs: largest contentful paint and total blocking time (ms), layout shift. */
  metrics: { lcp: number | null; tbt: number | null; cls: number | null };
  /** Script bytes the page transferred (KB, compressed), from the first run. */
  scriptKb: number | null;
}

interface Run {
  scores: LighthouseRow['scores'];
  metrics: LighthouseRow['metrics'];
  scriptKb: number | null;
}

async function run(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const categories = result?.lhr.categories ?? {};
  const audits = result?.lhr.audits ?? {};
  const numeric = (id: string) => audits[id]?.numericValue ?? null;
  const requests = audits['network-requests']?.details;
  const scripts =
    requests?.type === 'table'
      ? requests.items.filter((item) => item.resourceType === 'Script')
      : null;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as LighthouseRow['scores'],
    metrics: {
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    scriptKb: scripts
      ? scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024
      : null,
  };
}

/**
 * Each page is loaded once unmeasured, as a shop in operation has its page and image caches
 * warm (the bench's plain load rows measure the same), then measured RUNS times; the table shows
 * medians. Simulated throttling replays what was observed on a shared machine, so single runs
 * of one page differ by several points.
 */
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
      await run(page.url, chrome.port);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(page.url, chrome.port));
      rows.push({
        name: page.name,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
        ) as LighthouseRow['scores'],
        metrics: {
          lcp: median(runs.map((r) => r.metrics.lcp)),
          tbt: median(runs.map((r) => r.metrics.tbt)),
          cls: median(runs.map((r) => r.metrics.cls)),
        },
        scriptKb: runs[0]?.scriptKb ?? null,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
