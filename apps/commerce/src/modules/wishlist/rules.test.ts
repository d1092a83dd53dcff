import { describe, expect, it } from 'vitest';
import {
  bundleChoicesOf,
  itemIdOf,
  quantityProblem,
  QUANTITY_OUT_OF_RANGE,
  QUANTITY_ZERO,
  sameConfiguration,
  wishlistIdOf,
} from './rules';

const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the wish list an id names', () => {
  it('is the customer’s own for 0, as the storefront sends', () => {
    expect(wishlistIdOf('0')).toBe('default');
    expect(wishlistIdOf(' 0 ')).toBe('default');
  });

  it('is a positive 32-bit id, and nothing for anything else', () => {
    expect(wishlistIdOf('17')).toBe(17);
    for (const raw of ['', '-1', '01', '1.5', '12abc', 'abc', '2147483648', '99999999999']) {
      expect(wishlistIdOf(raw)).toBeNull();
    }
    expect(itemIdOf('2147483647')).toBe(2_147_483_647);
    expect(itemIdOf('0')).toBeNull();
  });
});

describe('a wish list item’s quantity', () => {
  it('may be a whole number from 1 to 10000', () => {
    expect(quantityProblem(1)).toBeNull();
    expect(quantityProblem(10_000)).toBeNull();
  });

  it('is refused at 0 in Magento’s words, and fractional, negative or above 10000 plainly', () => {
    expect(quantityProblem(0)).toBe(QUANTITY_ZERO);
    for (const quantity of [-1, 1.5, 10_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(quantityProblem(quantity)).toBe(QUANTITY_OUT_OF_RANGE);
    }
  });
});

describe('a bundle’s choices read from Magento’s uids', () => {
  it('reads selected options with their quantity and entered options with the value as quantity', () => {
    expect(
      bundleChoicesOf([uid('bundle/3/7/2')], [{ uid: uid('bundle/4/9'), value: '3' }]),
    ).toEqual([
      { optionId: 3, selectionId: 7, quantity: 2 },
      { optionId: 4, selectionId: 9, quantity: 3 },
    ]);
    expect(bundleChoicesOf([], [])).toEqual([]);
  });

  it('refuses a uid of anything else, a zero or missing part, or a value that is not a quantity', () => {
    for (const selected of [
      uid('configurable/3/7'),
      uid('bundle/3/7'),
      uid('bundle/3/0/1'),
      uid('bundle/3/7/-1'),
      'not base64!',
    ]) {
      expect(bundleChoicesOf([selected], [])).toBeNull();
    }
    expect(bundleChoicesOf([], [{ uid: uid('bundle/4/9'), value: 'two' }])).toBeNull();
    expect(bundleChoicesOf([], [{ uid: uid('bundle/4/9/1'), value: '1' }])).toBeNull();
  });
});

describe('two items are the same thing', () => {
  const bundle = [
    { option_id: 2, selection_id: 5, quantity: 1 },
    { option_id: 1, selection_id: 4, quantity: 2 },
  ];

  it('with the same product, child and selections, in any order', () => {
    expect(
      sameConfiguration(
        { productId: 1, childProductId: null, bundleOptions: bundle },
        { productId: 1, childProductId: null, bundleOptions: [...bundle].reverse() },
      ),
    ).toBe(true);
  });

  it('not with another child, product or selection quantity', () => {
    const base = { productId: 1, childProductId: 7, bundleOptions: [] };
    expect(sameConfiguration(base, { ...base, childProductId: 8 })).toBe(false);
    expect(sameConfiguration(base, { ...base, childProductId: null })).toBe(false);
    expect(sameConfiguration(base, { ...base, productId: 2 })).toBe(false);
    expect(
      sameConfiguration(
        { productId: 1, childProductId: null, bundleOptions: bundle },
        {
          productId: 1,
          childProductId: null,
          bundleOptions: [bundle[0]!, { ...bundle[1]!, quantity: 3 }],
        },
      ),
    ).toBe(false);
  });
});
