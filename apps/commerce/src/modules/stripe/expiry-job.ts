// The expiry job of one commerce process, started with it when Stripe is configured and stopped
// before its database closes (app.ts). Its queue is the payments table itself: pending payments
// whose time is up, claimed with FOR UPDATE SKIP LOCKED (repository.ts), so it survives restarts
// and several processes share the work without taking the same payment twice.
import type { Logger } from '../../logger';
import type { StripePaymentService } from './service';

export class PaymentExpiryJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly payments: StripePaymentService,
    private readonly pollIntervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.pollIntervalMs <= 0 || this.timer || this.stopped) return;
    this.schedule(0);
  }

  /** Waits for the pass under way, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.payments
        .expireDue()
        .then(
          (claimed) => {
            if (claimed > 0) this.logger.info({ claimed }, 'unpaid card orders looked at');
          },
          (error: unknown) => this.logger.error({ err: error }, 'payment expiry pass failed'),
        )
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
