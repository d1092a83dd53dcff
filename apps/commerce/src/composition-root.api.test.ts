// Services are called the way a payment webhook, a background job or a script will call them:
// built by the composition root over a database handle, given a RequestContext, no GraphQL at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from './composition-root';
import { createRequestContext } from './context/request-context';
import type { CommerceDatabase } from './db/database';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { CommerceError } from './errors';
import { createLogger } from './logger';
import { openTestDatabase } from './testing/index';

const logger = createLogger({ logLevel: 'silent' });
const MEDIA = 'https://media.loomfront.test/media/';

async function contextFor(db: Kysely<Database>, store: string, currency?: string) {
  const scope = await createServices(db).stores.resolveScope({ store, currency });
  return createRequestContext({ store: scope, logger, mediaBaseUrl: MEDIA });
}

class RolledBack extends Error {}

describe('services without GraphQL', () => {
  let database: CommerceDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('resolves a product by URL with its price, stock and media from a plain RequestContext', async () => {
    const services = createServices(database.db);
    const context = await contextFor(database.db, 'us');
    const found = await services.catalog.route(context, 'aurelia-sateen-bed-linen-set');
    expect(found?.kind).toBe('product');
    const product = found!.kind === 'product' ? found!.model : null;
    const [range, stock, gallery] = await Promise.all([
      services.products.priceRange(context, product!),
      services.inventory.stockStatus(context, product!.id),
      services.products.mediaGallery(context, product!),
    ]);
    expect(range.minimum_price.final_price.currency).toBe('USD');
    expect(range.minimum_price.final_price.value).toBeGreaterThan(0);
    expect(stock).toBe('IN_STOCK');
    expect(gallery[0]?.url).toMatch(/^https:\/\/media\.loomfront\.test\/media\//);
  });

  it('reports a refusal as a CommerceError with Magento’s category', async () => {
    const services = createServices(database.db);
    const context = await contextFor(database.db, 'default');
    const refusal = await services.stockAlerts
      .subscribe(context, { sku: 'LF-NO-SUCH-SKU', email: 'guest@example.com' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CommerceError);
    expect((refusal as CommerceError).category).toBe('graphql-no-such-entity');
  });

  it('writes nothing when the transaction the caller opened rolls back', async () => {
    const context = await contextFor(database.db, 'default');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await createServices(trx).stockAlerts.subscribe(context, {
          sku: 'LF-PALAZZO-DUVET',
          email: 'rolled-back@example.com',
        });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const rows = await database.db
      .selectFrom('product_alert_stock')
      .select('email')
      .where('email', '=', 'rolled-back@example.com')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps what it wrote when the caller’s transaction commits', async () => {
    const context = await contextFor(database.db, 'default');
    await database.db.transaction().execute((trx) =>
      createServices(trx).stockAlerts.subscribe(context, {
        sku: 'LF-PALAZZO-DUVET',
        email: 'committed@example.com',
      }),
    );
    const rows = await database.db
      .selectFrom('product_alert_stock')
      .select('email')
      .where('email', '=', 'committed@example.com')
      .execute();
    expect(rows).toEqual([{ email: 'committed@example.com' }]);
  });

  it('keeps per-request state in the RequestContext, apart for each request', async () => {
    const services = createServices(database.db);
    const usd = await contextFor(database.db, 'default', 'USD');
    const eur = await contextFor(database.db, 'default', 'EUR');
    expect(await services.pricing.displayRate(eur)).toBe('1');
    expect(await services.pricing.displayRate(usd)).not.toBe('1');
  });
});
