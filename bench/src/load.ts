// One bounded autocannon run per scenario: a short warm-up, then the measured run, which stops at
// BENCH_SECONDS or BENCH_MAX_REQUESTS, whichever comes first.
import autocannon from 'autocannon';
import { processTreeCpuMs } from './cpu';
import type { Scenario } from './scenarios';

export interface LoadSettings {
  seconds: number;
  connections: number;
  maxRequests: number;
}

export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Server CPU milliseconds per request in the measured run (null where /proc is missing). */
  cpuMsPerRequest: number | null;
}

export async function measure(
  scenario: Scenario,
  baseUrl: string,
  settings: LoadSettings,
  /** The process serving `baseUrl`, whose CPU each request costs. */
  serverPid: number,
): Promise<LoadRow> {
  let sent = 0;
  let failedAnswers = 0;
  const { failed } = scenario;
  const options: autocannon.Options = {
    url: new URL(scenario.path, baseUrl).toString(),
    connections: scenario.connections ?? settings.connections,
    requests: [
      {
        method: scenario.method,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
        // A body or path per request when the scenario asks for one (e.g. to miss every cache).
        ...(scenario.body || scenario.pathOf
          ? {
              setupRequest: (request) => {
                const n = sent++;
                return {
                  ...request,
                  ...(scenario.body ? { body: scenario.body(n) } : {}),
                  ...(scenario.pathOf ? { path: scenario.pathOf(n) } : {}),
                };
              },
            }
          : {}),
        ...(failed
          ? {
              onResponse: (status: number, body: string) => {
                if (status >= 200 && status < 300 && failed(body)) failedAnswers += 1;
              },
            }
          : {}),
      },
    ],
  };
  // Warm-up: caches, JIT, connection pools. A scenario that spends what it prepared keeps most
  // of it for the measured run.
  const budget = scenario.maxRequests ?? Number.POSITIVE_INFINITY;
  await autocannon({
    ...options,
    duration: 2,
    ...(Number.isFinite(budget) ? { maxOverallRequests: Math.ceil(budget / 10) } : {}),
  });
  failedAnswers = 0;
  const cpuBefore = processTreeCpuMs(serverPid);
  const result = await autocannon({
    ...options,
    duration: settings.seconds,
    maxOverallRequests: Math.max(1, Math.min(settings.maxRequests, budget - sent)),
  });
  const cpuAfter = processTreeCpuMs(serverPid);
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx + failedAnswers,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}
