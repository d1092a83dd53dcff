import { describe, expect, it } from 'vitest';
import { preparable, StatementNames } from './prepared-statements';

const keyed = 'select * from "carts" where "masked_id" in ($1) order by "id" for update';

describe('which statements are prepared', () => {
  it('names a text the second time it is sent, and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameOf(keyed)).toBeNull();
    const name = names.nameOf(keyed);
    expect(name).toMatch(/^loomfront_\d+$/);
    expect(names.nameOf(keyed)).toBe(name);
    expect(names.nameOf(`${keyed} `)).toBeNull();
  });

  it('gives different texts different names', () => {
    const names = new StatementNames({ maxNamed: 10, namedFrom: 1, maxLength: 1000 });
    const other = 'select * from "cart_addresses" where "cart_id" = $1';
    expect(names.nameOf(keyed)).not.toBe(names.nameOf(other));
    expect(names.size).toBe(2);
  });

  it('leaves statements whose plan depends on a value unnamed', () => {
    for (const text of [
      'select * from "cart_items" where "cart_id" in ($1) order by "cart_id", "id" limit $2',
      'select * from "orders" order by "id" limit 20 offset $1',
      'select * from "carts" where "updated_at" < $1',
      'select * from "carts" where "updated_at" >= $1::timestamptz',
      'select * from "products" where $1 > "price"',
      'select * from "products" where "price" between $1 and $2',
      'select * from "products" where "name" ilike $1',
      "select * from search_documents where document @@ websearch_to_tsquery('simple', $1)",
      'select * from "words" where $1 <% "word"',
      'select * from "products" where "tags" @> $1',
    ]) {
      expect(preparable(text), text).toBe(false);
    }
    const names = new StatementNames({ maxNamed: 10, namedFrom: 1, maxLength: 1000 });
    expect(names.nameOf('select * from "carts" limit $1')).toBeNull();
  });

  it('prepares keyed reads and writes', () => {
    for (const text of [
      keyed,
      'select "product_id" from "product_stock_index" where "product_id" = any($1::integer[])',
      'update "carts" set "updated_at" = $1 where "id" = $2',
      'insert into "cart_items" ("cart_id", "quantity") values ($1, $2) returning *',
      'select * from "cart_items" where "cart_id" = $1 limit 100',
    ]) {
      expect(preparable(text), text).toBe(true);
    }
  });

  it('names no more texts than its bound, however many different ones arrive', () => {
    const names = new StatementNames({ maxNamed: 3, namedFrom: 2, maxLength: 1000 });
    for (let index = 0; index < 50; index++) {
      names.nameOf(`select ${index} from "carts"`);
      names.nameOf(`select ${index} from "carts"`);
    }
    expect(names.size).toBe(3);
    expect(names.nameOf('select 49 from "carts"')).toBeNull();
  });

  it('forgets the oldest texts seen once, so a stream of one-off texts stays bounded', () => {
    const names = new StatementNames({ maxNamed: 2, namedFrom: 2, maxLength: 1000 });
    names.nameOf(keyed);
    for (let index = 0; index < 20; index++) names.nameOf(`select ${index} from "carts"`);
    // The first text was forgotten: it needs two more sends to be named.
    expect(names.nameOf(keyed)).toBeNull();
    expect(names.nameOf(keyed)).not.toBeNull();
  });

  it('gives a forgotten text a new name, never one another text has', () => {
    const names = new StatementNames({ maxNamed: 10, namedFrom: 1, maxLength: 1000 });
    const other = 'select * from "cart_addresses" where "cart_id" = $1';
    const first = names.nameOf(keyed);
    const otherName = names.nameOf(other);
    names.forget(keyed);
    const renamed = names.nameOf(keyed);
    expect(renamed).not.toBeNull();
    expect(renamed).not.toBe(first);
    expect(renamed).not.toBe(otherName);
    expect(names.nameOf(other)).toBe(otherName);
  });

  it('leaves texts longer than its bound unnamed', () => {
    const names = new StatementNames({ maxNamed: 10, namedFrom: 1, maxLength: 40 });
    expect(names.nameOf(keyed)).toBeNull();
  });
});
