// The one table `npm run bench` prints.
import type { LighthouseRow } from './lighthouse';
import type { LoadRow } from './load';

function format(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const row = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [
    row(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...lines.map(row),
  ].join('\n');
}

export function loadTable(rows: LoadRow[]): string {
  return format(
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'failures'],
    rows.map((row) => [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.cpuMsPerRequest === null ? '—' : row.cpuMsPerRequest.toFixed(2),
      String(row.failures),
    ]),
  );
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const show = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits));
  return format(
    [
      'Lighthouse (mobile, medians)',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KB',
    ],
    rows.map((row) => [
      row.name,
      show(row.scores.performance),
      show(row.scores.accessibility),
      show(row.scores['best-practices']),
      show(row.scores.seo),
      show(row.metrics.lcp),
      show(row.metrics.tbt),
      show(row.metrics.cls, 3),
      show(row.scriptKb, 1),
    ]),
  );
}
