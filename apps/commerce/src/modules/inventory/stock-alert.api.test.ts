import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertCatalogFixture } from '../catalog/testing/fixtures';

const subscribe = /* GraphQL */ `
  mutation Subscribe($sku: String!, $email: String!) {
    subscribeProductAlertStock(input: { sku: $sku, email: $email }) {
      success
    }
  }
`;

describe('stock alerts', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertCatalogFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('subscribes an e-mail to an out-of-stock product, once however often it is asked', async () => {
    for (const email of ['Guest@Example.com', 'guest@example.com']) {
      const { body } = await commerce.gql(subscribe, { sku: 'WOOLUX-MERINO-DUVET', email });
      expect(body.errors).toBeUndefined();
      expect(body.data?.['subscribeProductAlertStock']).toEqual({ success: true });
    }
    const rows = await commerce.database.db
      .selectFrom('product_alert_stock')
      .select(['email'])
      .execute();
    expect(rows).toEqual([{ email: 'guest@example.com' }]);
  });

  it.each([
    [
      'WOOLUX-MERINO-DUVET',
      'not-an-email',
      'graphql-input',
      '"not-an-email" is not a valid email address.',
    ],
    [
      'NO-SUCH-SKU',
      'guest@example.com',
      'graphql-no-such-entity',
      "The product that was requested doesn't exist. Verify the product and try again.",
    ],
    [
      'AURELIA-PILLOWCASE',
      'guest@example.com',
      'graphql-input',
      'Stock alerts are not available for this product.',
    ],
  ])('rejects %s for %s with a clear error', async (sku, email, category, message) => {
    const { body } = await commerce.gql(subscribe, { sku, email });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category } });
  });
});

describe('stock alerts on the demo catalog', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('refuses an alert for a product in stock, even where alerts are available', async () => {
    const { body } = await commerce.gql(subscribe, {
      sku: 'LF-ANTHRACITE-M-PILLOW',
      email: 'guest@example.com',
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The product is in stock; a stock alert is only for out-of-stock products.',
      extensions: { category: 'graphql-input' },
    });
    const rows = await commerce.database.db.selectFrom('product_alert_stock').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('subscribes to the sold-out Palazzo duvet', async () => {
    const { body } = await commerce.gql(subscribe, {
      sku: 'LF-PALAZZO-DUVET',
      email: 'guest@example.com',
    });
    expect(body.data?.['subscribeProductAlertStock']).toEqual({ success: true });
  });
});
