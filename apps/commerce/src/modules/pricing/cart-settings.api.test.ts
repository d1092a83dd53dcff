// Settings the service keeps between requests (ADR 0057) against changes made meanwhile: a tax
// rate or configuration written to the database is read by the next cart once the writer says
// so. Cart price rules are not settings: a rule added meanwhile applies to a cart read again
// unchanged once its kept answer ends (ADR 0062), and to a cart that changes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { ADD, CART, CREATE_GUEST_CART, insertPricesFixture } from '../sales-rule/testing/fixtures';

describe('cart prices after settings change', () => {
  let commerce: TestCommerce;

  const cartWith = async (sku: string, store: string) => {
    const created = await commerce.gql(CREATE_GUEST_CART, {}, { Store: store });
    const id = created.body.data!['createGuestCart'].cart.id as string;
    const added = await commerce.gql(ADD, { id, items: [{ sku, quantity: 1 }] }, { Store: store });
    expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
    return id;
  };
  const prices = async (id: string, store: string) => {
    const { body } = await commerce.gql(CART, { id }, { Store: store });
    expect(body.errors).toBeUndefined();
    return body.data!['cart'].prices;
  };

  const CART_ANSWER_TTL_MS = 1000;

  beforeAll(async () => {
    commerce = await startTestCommerce({ config: { cartAnswerTtlMs: CART_ANSWER_TTL_MS } });
    await insertPricesFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('taxes the next cart read at a changed rate once the change is announced', async () => {
    const id = await cartWith('CR-SHEET', 'at');
    expect((await prices(id, 'at')).applied_taxes).toEqual([
      { label: 'MwSt. 20 %', amount: { value: 8.32, currency: 'EUR' } },
    ]);
    const setRate = (rate: string) =>
      commerce.database.db
        .updateTable('tax_rates')
        .set({ rate })
        .where('country_id', '=', 'AT')
        .execute();
    await setRate('10.0000');
    commerce.settingsChanged();
    try {
      expect((await prices(id, 'at')).applied_taxes).toEqual([
        { label: 'MwSt. 20 %', amount: { value: 4.54, currency: 'EUR' } },
      ]);
    } finally {
      await setRate('20.0000');
      commerce.settingsChanged();
    }
    expect((await prices(id, 'at')).applied_taxes[0].amount.value).toBe(8.32);
  });

  it('reads a changed configuration value on the next cart read once the change is announced', async () => {
    const id = await cartWith('CR-SHEET', 'at');
    const before = await prices(id, 'at');
    const db = commerce.database.db;
    // Prices exclude tax from now on: the shopper pays the shown price plus 20 %.
    await db
      .insertInto('config_values')
      .values({
        scope: 'store',
        scope_code: 'at',
        path: 'tax/calculation/price_includes_tax',
        value: '0',
      })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'scope_code', 'path']).doUpdateSet({ value: '0' }),
      )
      .execute();
    commerce.settingsChanged();
    try {
      const after = await prices(id, 'at');
      expect(after.subtotal_excluding_tax.value).toBe(before.subtotal_including_tax.value);
      expect(after.grand_total.value).toBeGreaterThan(before.grand_total.value);
    } finally {
      await db
        .deleteFrom('config_values')
        .where('scope', '=', 'store')
        .where('scope_code', '=', 'at')
        .where('path', '=', 'tax/calculation/price_includes_tax')
        .execute();
      commerce.settingsChanged();
    }
    expect(await prices(id, 'at')).toEqual(before);
  });

  it('applies a cart price rule added meanwhile, unannounced, once the kept answer ends and to a changed cart at once', async () => {
    const id = await cartWith('CR-SHEET', 'default');
    const changing = await cartWith('CR-SHEET', 'default');
    const before = await prices(id, 'default');
    await prices(changing, 'default');
    const db = commerce.database.db;
    const { id: ruleId } = await db
      .insertInto('sales_rules')
      .values({
        name: 'Flash sale',
        label: 'Flash sale',
        action: 'by_percent',
        discount_percent: '50',
        uses_coupon: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const website = await db
      .selectFrom('websites')
      .where('code', '=', 'loomfront_int_website')
      .select('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales_rule_websites')
      .values({ rule_id: ruleId, website_id: website.id })
      .execute();
    try {
      const added = await commerce.gql(
        ADD,
        { id: changing, items: [{ sku: 'CR-SHEET', quantity: 1 }] },
        { Store: 'default' },
      );
      expect(added.body.data!['addProductsToCart'].user_errors).toEqual([]);
      expect((await prices(changing, 'default')).discounts).toContainEqual(
        expect.objectContaining({ label: 'Flash sale' }),
      );
      expect(await prices(id, 'default')).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, CART_ANSWER_TTL_MS + 100));
      const after = await prices(id, 'default');
      expect(after.discounts).toContainEqual(expect.objectContaining({ label: 'Flash sale' }));
      expect(after.grand_total.value).toBeLessThan(before.grand_total.value);
    } finally {
      await db.deleteFrom('sales_rules').where('id', '=', ruleId).execute();
    }
    await new Promise((resolve) => setTimeout(resolve, CART_ANSWER_TTL_MS + 100));
    expect((await prices(id, 'default')).grand_total).toEqual(before.grand_total);
  });
});
