import { describe, expect, it } from 'vitest';
import { unsupportedTypeMessage, wishlistItemInput, wishlistItemOf } from './wishlist-items';

const item = (id: string, sku: string, uid: string) => ({ id, product: { sku, uid } });

describe('a product in the wish list', () => {
  const items = [item('1', 'PILLOW', 'MQ=='), item('2', 'DUVET', 'Mg==')];

  it('is the item that matches it on sku and uid', () => {
    expect(wishlistItemOf(items, { sku: 'DUVET', uid: 'Mg==' })?.id).toBe('2');
  });

  it('is not matched by the sku alone, nor by the uid alone', () => {
    expect(wishlistItemOf(items, { sku: 'DUVET', uid: 'MQ==' })).toBeNull();
    expect(wishlistItemOf(items, { sku: 'THROW', uid: 'Mg==' })).toBeNull();
  });

  it('is never in a wish list that is not loaded', () => {
    expect(wishlistItemOf(null, { sku: 'DUVET', uid: 'Mg==' })).toBeNull();
  });
});

describe('what adding a product sends', () => {
  it.each(['SimpleProduct', 'VirtualProduct', 'DownloadableProduct', 'GroupedProduct'])(
    'sends a %s by its own sku, quantity 1',
    (typename) => {
      expect(wishlistItemInput({ uid: 'MQ==', sku: 'PILLOW', typename })).toEqual({
        kind: 'item',
        input: { sku: 'PILLOW', quantity: 1 },
      });
    },
  );

  it("sends a configurable's selected variant with the product as parent_sku", () => {
    expect(
      wishlistItemInput(
        { uid: 'Mg==', sku: 'DUVET', typename: 'ConfigurableProduct' },
        'DUVET-200',
      ),
    ).toEqual({ kind: 'item', input: { sku: 'DUVET-200', quantity: 1, parent_sku: 'DUVET' } });
  });

  it('sends a configurable without a chosen variant by its own sku', () => {
    expect(
      wishlistItemInput({ uid: 'Mg==', sku: 'DUVET', typename: 'ConfigurableProduct' }),
    ).toEqual({ kind: 'item', input: { sku: 'DUVET', quantity: 1, parent_sku: 'DUVET' } });
  });

  it('sends a bundle by its sku with empty entered options', () => {
    expect(wishlistItemInput({ uid: 'Mw==', sku: 'SET', typename: 'BundleProduct' })).toEqual({
      kind: 'item',
      input: { sku: 'SET', quantity: 1, entered_options: [] },
    });
  });

  it('refuses any other type with the spec’s log line', () => {
    expect(wishlistItemInput({ uid: 'NA==', sku: 'GIFT', typename: 'CustomProduct' })).toEqual({
      kind: 'unsupported',
      message: 'Product Type CustomProduct not supported in add to wishlist yet',
    });
    expect(unsupportedTypeMessage('X')).toBe('Product Type X not supported in add to wishlist yet');
  });
});
