import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertCatalogFixture } from '../catalog/testing/fixtures';

const suggestions = /* GraphQL */ `
  query Suggestions($search: String!) {
    products(search: $search, pageSize: 5) {
      total_count
      suggestions {
        search
      }
    }
  }
`;

describe('products suggestions ("did you mean")', () => {
  let commerce: TestCommerce;
  const suggest = async (search: string, headers: Record<string, string> = {}) => {
    const { body } = await commerce.gql(suggestions, { search }, headers);
    expect(body.errors).toBeUndefined();
    return body.data?.['products'] as {
      total_count: number;
      suggestions: Array<{ search: string }>;
    };
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertCatalogFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('suggests the product name word a mistyped search word meant', async () => {
    const answer = await suggest('aurelai');
    expect(answer.suggestions).toEqual([{ search: 'aurelia' }]);
  });

  it('corrects only the mistyped word of a longer search', async () => {
    expect((await suggest('aurelia satteen')).suggestions).toEqual([{ search: 'aurelia sateen' }]);
  });

  it('suggests a category name word as well as product name words', async () => {
    expect((await suggest('duvetts')).suggestions).toEqual([{ search: 'duvets' }]);
  });

  it('suggests nothing for a search every product word matches', async () => {
    expect((await suggest('aurelia')).suggestions).toEqual([]);
  });

  it('suggests nothing when no name comes close', async () => {
    const answer = await suggest('xylophone');
    expect(answer).toEqual({ total_count: 0, suggestions: [] });
  });
});
