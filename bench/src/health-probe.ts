// GET /health every 100 ms from a worker thread: its own event loop, as a load balancer's probe
// would be, so the timings are the service's answer and not the soak's own busy loop reading
// listings. The next probe starts 100 ms after the last began, or at once if it took longer.
import { Worker } from 'node:worker_threads';

type ProbeMessage = { latency: number } | { failures: number };

// Plain JavaScript, run by the worker as is: the bench's TypeScript loader (tsx) does not reach
// worker threads on Node 20.
const probeSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, deadline } = workerData;
(async () => {
  let failures = 0;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(url + '/health');
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    const elapsed = performance.now() - started;
    parentPort.postMessage({ latency: elapsed });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - elapsed)));
  }
  parentPort.postMessage({ failures });
})();
`;

/**
 * Probes `url`/health until `deadline` (epoch ms) from a worker thread, handing each latency (ms)
 * to `onLatency` as it comes; resolves with the number of failed probes.
 */
export function probeHealth(
  url: string,
  deadline: number,
  onLatency: (latency: number) => void,
): Promise<{ failures: number }> {
  const worker = new Worker(probeSource, { eval: true, workerData: { url, deadline } });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: ProbeMessage) => {
      if ('latency' in message) return onLatency(message.latency);
      resolve({ failures: message.failures });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
