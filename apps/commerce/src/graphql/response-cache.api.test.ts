import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../testing/index';

const product = /* GraphQL */ `
  query Product($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        name
        price_range {
          minimum_price {
            final_price {
              currency
            }
          }
        }
      }
    }
  }
`;
const SKU = 'LF-CUPRUM-PILLOW';

describe('the response cache', () => {
  let commerce: TestCommerce;
  const nameAndCurrency = async (headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(product, { sku: SKU }, headers);
    const item = body.data?.['products'].items[0];
    return `${item.name} / ${item.price_range.minimum_price.final_price.currency}`;
  };
  const rename = (name: string) =>
    commerce.database.db.updateTable('products').set({ name }).where('sku', '=', SKU).execute();

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { responseCacheTtlMs: 400 } });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers a repeated catalog query from memory until its lifetime ends', async () => {
    const original = await nameAndCurrency();
    await rename('Cuprum Pillow, renamed');
    expect(await nameAndCurrency()).toBe(original);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await nameAndCurrency()).toBe('Cuprum Pillow, renamed / EUR');
  });

  it('keeps answers apart per store view and display currency', async () => {
    expect(await nameAndCurrency({ 'Content-Currency': 'USD' })).toMatch(/ \/ USD$/);
    expect(await nameAndCurrency({ 'Content-Currency': 'EUR' })).toMatch(/ \/ EUR$/);
    expect(await nameAndCurrency({ Store: 'me' })).toMatch(/ \/ AED$/);
    expect(await nameAndCurrency({ Store: 'sa' })).toMatch(/ \/ SAR$/);
  });
});
