import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const AURELIA = 'LF-AURELIA-SATEEN-BED-LINEN-SET';
const MARISOL = 'LF-MARISOL-SATEEN-PILLOWCASE-PAIR';

const listingQuery = `{
  products(filter: { sku: { eq: "${AURELIA}" } }) {
    aggregations { attribute_code label options { label } }
    items {
      ... on ConfigurableProduct {
        configurable_options { attribute_code label values { label } }
      }
    }
  }
}`;

interface Aggregation {
  attribute_code: string;
  label: string;
  options: Array<{ label: string }>;
}

interface ConfigurableOption {
  attribute_code: string;
  label: string;
  values: Array<{ label: string }>;
}

describe('labels of attributes and options per store view', () => {
  let commerce: TestCommerce;
  const products = async (headers: Record<string, string>) => {
    const { body } = await commerce.gql(listingQuery, {}, headers);
    expect(body.errors).toBeUndefined();
    const result = body.data!['products'];
    return {
      aggregations: result.aggregations as Aggregation[],
      options: result.items[0].configurable_options as ConfigurableOption[],
    };
  };
  const byCode = <T extends { attribute_code: string }>(list: T[], code: string): T =>
    list.find((entry) => entry.attribute_code === code)!;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('names facets and their options in German for the store view at', async () => {
    const { aggregations } = await products({ Store: 'at' });
    expect(byCode(aggregations, 'color').label).toBe('Farbe');
    expect(byCode(aggregations, 'size').label).toBe('Größe');
    expect(byCode(aggregations, 'material')).toMatchObject({
      label: 'Material',
      options: [{ label: 'Baumwollsatin' }],
    });
    const colors = byCode(aggregations, 'color').options.map((option) => option.label);
    expect(colors).toContain('Weiß');
    expect(colors).toContain('Elfenbein');
    expect(colors).not.toContain('White');
  });

  it('names facets and their options in English for the default store', async () => {
    const { aggregations } = await products({});
    expect(byCode(aggregations, 'color').label).toBe('Color');
    expect(byCode(aggregations, 'size').label).toBe('Size');
    expect(byCode(aggregations, 'material').options).toEqual([{ label: 'Cotton sateen' }]);
    expect(byCode(aggregations, 'color').options.map((option) => option.label)).toContain('White');
  });

  it('names configurable options in German for at and in English for the default store', async () => {
    const austria = (await products({ Store: 'at' })).options;
    const english = (await products({})).options;
    expect(byCode(austria, 'color').label).toBe('Farbe');
    expect(byCode(austria, 'size').label).toBe('Größe');
    expect(byCode(austria, 'color').values.map((value) => value.label)).toContain('Weiß');
    expect(byCode(english, 'color').label).toBe('Color');
    expect(byCode(english, 'size').label).toBe('Size');
    expect(byCode(english, 'color').values.map((value) => value.label)).toContain('White');
  });

  it('keeps default labels where the store view has none of its own, such as dimensions', async () => {
    const sizes = async (headers: Record<string, string>) => {
      const { body } = await commerce.gql(
        `{ products(filter: { sku: { in: ["${AURELIA}", "${MARISOL}"] } }) { aggregations { attribute_code options { label } } } }`,
        {},
        headers,
      );
      expect(body.errors).toBeUndefined();
      const aggregations: Aggregation[] = body.data!['products'].aggregations;
      return byCode(aggregations, 'size').options.map((option) => option.label);
    };
    const austria = await sizes({ Store: 'at' });
    const english = await sizes({});
    expect(english).toContain('50x70');
    expect(austria).toContain('50x70');
    expect(english).toContain('Single 140x200');
    expect(austria).toContain('Einzelbett 140x200');
  });

  it('names the category and price facets and the sort fields in German for at, in English for default', async () => {
    const query = `{ products(search: "sateen") {
      aggregations { attribute_code label }
      sort_fields { default options { value label } }
    } }`;
    const answer = async (headers: Record<string, string>) => {
      const { body } = await commerce.gql(query, {}, headers);
      expect(body.errors).toBeUndefined();
      const result = body.data!['products'];
      const labels = Object.fromEntries(
        (result.aggregations as Aggregation[]).map((entry) => [entry.attribute_code, entry.label]),
      );
      const sort = (result.sort_fields.options as Array<{ value: string; label: string }>).map(
        (option) => [option.value, option.label],
      );
      return { labels, sort };
    };
    const austria = await answer({ Store: 'at' });
    expect(austria.labels).toMatchObject({ category_uid: 'Kategorie', price: 'Preis' });
    expect(austria.sort).toEqual([
      ['position', 'Empfehlung'],
      ['name', 'Produktname'],
      ['price', 'Preis'],
      ['news_from_date', 'Neuheiten'],
      ['relevance', 'Relevanz'],
    ]);
    const english = await answer({});
    expect(english.labels).toMatchObject({ category_uid: 'Category', price: 'Price' });
    expect(english.sort).toEqual([
      ['position', 'Position'],
      ['name', 'Product Name'],
      ['price', 'Price'],
      ['news_from_date', 'Newest'],
      ['relevance', 'Relevance'],
    ]);
  });
});
