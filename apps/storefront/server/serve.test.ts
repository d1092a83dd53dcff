import { describePageCache } from './page-cache.contract';
import { createMemoryPageStore } from './page-store';

describePageCache('memory', (ttlMs) => createMemoryPageStore({ ttlMs, maxBytes: 1024 * 1024 }));
