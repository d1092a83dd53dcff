// The background jobs of one commerce process (payment expiry, the cart purge): a pass repeated
// every `intervalMs`, started with the process and stopped before its database closes (app.ts).
// A job keeps nothing in memory: its queue is a table (rows due by their own columns), so work
// left by a stop or a crash is found again by the next pass, in this process or another.
import type { Logger } from '../logger';

export interface PollingJobOptions {
  /**
   * One pass; resolves with how many rows it handled. `signal` is aborted when the job stops: a
   * long pass ends between two of its statements.
   */
  pass: (signal: AbortSignal) => Promise<number>;
  /** Pause between the end of a pass and the next; 0 never starts the job. */
  intervalMs: number;
  logger: Logger;
  /** Log lines: after a pass that handled rows (under `key`), and after a failed pass. */
  messages: { key: string; handled: string; failed: string };
}

export class PollingJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(private readonly options: PollingJobOptions) {}

  /** The first pass at once, then one every interval. */
  start(): void {
    if (this.options.intervalMs <= 0 || this.timer || this.stopping.signal.aborted) return;
    this.schedule(0);
  }

  /** Waits for the pass under way (told to stop between statements), then stops. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    const { pass, intervalMs, logger, messages } = this.options;
    this.timer = setTimeout(() => {
      this.running = pass(this.stopping.signal)
        .then(
          (handled) => {
            if (handled > 0) logger.info({ [messages.key]: handled }, messages.handled);
          },
          (error: unknown) => logger.error({ err: error }, messages.failed),
        )
        .finally(() => {
          if (!this.stopping.signal.aborted) this.schedule(intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
