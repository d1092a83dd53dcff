// The cart purge (ADR 0061), as Magento's `sales_clean_quotes` cron: in each store view, carts
// not updated for the website's quote lifetime (purge-rules.ts) are deleted, guest or customer,
// active or not, except those an order refers to. A pass deletes in bounded batches until none
// is left; app.ts runs it as a background job (jobs/polling-job.ts). Nothing of it lives in
// memory: the next pass, in this process or another, finds what a stopped one left.
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { StoresService } from '../stores/service';
import {
  PURGE_BATCH_SIZE,
  QUOTE_LIFETIME_PATH,
  quoteLifetimeDays,
  staleBefore,
} from './purge-rules';
import type { CartRepository } from './repository';

export class CartPurge {
  constructor(
    private readonly repository: CartRepository,
    private readonly stores: StoresService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly batchSize: number = PURGE_BATCH_SIZE,
  ) {}

  /** One pass: deletes every stale cart, batch after batch; answers how many. */
  async purgeStale(signal?: AbortSignal): Promise<number> {
    const settings = await this.stores.configValueOfEachStoreView(QUOTE_LIFETIME_PATH);
    // Store views that share a lifetime are purged together.
    const byDays = new Map<number, number[]>();
    for (const { storeViewId, value } of settings) {
      const days = quoteLifetimeDays(value);
      if (days === null) {
        this.logger.warn(
          { storeViewId, value },
          `${QUOTE_LIFETIME_PATH} is not a whole number of days: its carts are kept`,
        );
        continue;
      }
      byDays.set(days, [...(byDays.get(days) ?? []), storeViewId]);
    }
    const now = this.clock.now();
    let deleted = 0;
    for (const [days, storeViewIds] of byDays) {
      const before = staleBefore(now, days);
      for (;;) {
        if (signal?.aborted) return deleted;
        const batch = await this.repository.deleteStale(storeViewIds, before, this.batchSize);
        deleted += batch;
        if (batch < this.batchSize) break;
      }
    }
    return deleted;
  }
}
