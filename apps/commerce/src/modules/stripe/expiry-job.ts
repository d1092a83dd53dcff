// The expiry job of one commerce process, started with it when Stripe is configured and stopped
// before its database closes (app.ts). Its queue is the payments table itself: pending payments
// whose time is up, claimed with FOR UPDATE SKIP LOCKED (repository.ts), so it survives restarts
// and several processes share the work without taking the same payment twice.
import { PollingJob } from '../../jobs/polling-job';
import type { Logger } from '../../logger';
import type { StripePaymentService } from './service';

export function paymentExpiryJob(
  payments: StripePaymentService,
  pollIntervalMs: number,
  logger: Logger,
): PollingJob {
  return new PollingJob({
    pass: () => payments.expireDue(),
    intervalMs: pollIntervalMs,
    logger,
    messages: {
      key: 'claimed',
      handled: 'unpaid card orders looked at',
      failed: 'payment expiry pass failed',
    },
  });
}
