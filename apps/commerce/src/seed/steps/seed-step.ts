// What a seed step is; steps import this, and seed/index.ts lists them in order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logger';

export interface SeedOptions {
  logger?: Logger;
  /** Total products wanted: the demo catalog, plus generated ones up to this number. */
  products?: number;
  /** Render the catalog's images into this directory (skipped when absent, e.g. in tests). */
  mediaDir?: string;
}

export interface SeedStep {
  name: string;
  run(db: Kysely<Database>, options: SeedOptions): Promise<void>;
}
