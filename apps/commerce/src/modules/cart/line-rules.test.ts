import { describe, expect, it } from 'vitest';
import { encodeUid } from '../catalog/uid';
import {
  MESSAGES,
  decodeBundleUid,
  decodeConfigurableUid,
  isMaskedIdShape,
  isVirtualCart,
  lineStockError,
  newMaskedId,
  optionsKey,
  partsNeeded,
  quantityError,
  stockError,
  userErrorCode,
} from './line-rules';

describe('masked cart ids', () => {
  it('are 32 letters and digits, and never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newMaskedId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('accept only the shape a client may send', () => {
    expect(isMaskedIdShape('x2345678901234567890123456789012')).toBe(true);
    expect(isMaskedIdShape('x234567890123456789012345678901')).toBe(false);
    expect(isMaskedIdShape("x234567890123456789012345678901'")).toBe(false);
  });
});

describe('quantities', () => {
  it('are whole units from 1 to 99', () => {
    expect(quantityError(1)).toBeNull();
    expect(quantityError(99)).toBeNull();
    expect(quantityError(100)).toBe(MESSAGES.qtyAboveMax);
    expect(quantityError(0)).toBe(MESSAGES.qtyNotPositive);
    expect(quantityError(-3)).toBe(MESSAGES.qtyNotPositive);
    expect(quantityError(Number.NaN)).toBe(MESSAGES.qtyNotPositive);
    expect(quantityError(1.5)).toBe(MESSAGES.qtyDecimal);
  });

  it('stay within what can be sold', () => {
    expect(stockError(3, { inStock: true, saleableQty: 3 })).toBeNull();
    expect(stockError(4, { inStock: true, saleableQty: 3 })).toBe(MESSAGES.qtyNotAvailable);
    expect(stockError(1, { inStock: false, saleableQty: 0 })).toBe(MESSAGES.notSalable);
    expect(lineStockError(1, { inStock: false, saleableQty: 0 })).toBe(MESSAGES.outOfStock);
    expect(lineStockError(2, { inStock: true, saleableQty: 1 })).toBe(MESSAGES.qtyNotAvailable);
  });

  it('of bundle parts multiply by the line', () => {
    expect(
      partsNeeded(3, [
        { optionId: 1, selectionId: 1, productId: 7, qty: 2 },
        { optionId: 2, selectionId: 2, productId: 7, qty: 1 },
        { optionId: 3, selectionId: 3, productId: 8, qty: 1 },
      ]),
    ).toEqual(
      new Map([
        [7, 9],
        [8, 3],
      ]),
    );
  });
});

describe("Magento's user error codes", () => {
  it('follow the message, as AddProductsToCart maps them', () => {
    expect(userErrorCode(MESSAGES.productNotFound)).toBe('PRODUCT_NOT_FOUND');
    expect(userErrorCode(MESSAGES.notSalable)).toBe('NOT_SALABLE');
    expect(userErrorCode(MESSAGES.optionsNotAvailable)).toBe('NOT_SALABLE');
    expect(userErrorCode(MESSAGES.qtyNotAvailable)).toBe('INSUFFICIENT_STOCK');
    expect(userErrorCode(MESSAGES.qtyAboveMax)).toBe('INSUFFICIENT_STOCK');
    expect(userErrorCode(MESSAGES.qtyBelowMin(1))).toBe('INSUFFICIENT_STOCK');
    expect(userErrorCode(MESSAGES.unsupportedType('giftcard'))).toBe('UNDEFINED');
    expect(MESSAGES.unsupportedType('giftcard')).toBe(
      'Product Type giftcard not supported in add to cart yet',
    );
  });
});

describe('option uids', () => {
  it("decode Magento's bundle uids with and without the quantity", () => {
    expect(decodeBundleUid(encodeUid('bundle/3/9/2.0000'))).toEqual({
      optionId: 3,
      selectionId: 9,
      qty: 2,
    });
    expect(decodeBundleUid(encodeUid('bundle/3/9'))).toEqual({
      optionId: 3,
      selectionId: 9,
      qty: null,
    });
    expect(decodeBundleUid(encodeUid('bundle/3'))).toBeNull();
    expect(decodeBundleUid(encodeUid('configurable/3/9'))).toBeNull();
    expect(decodeBundleUid(encodeUid('bundle/0/9/1'))).toBeNull();
    expect(decodeBundleUid('x'.repeat(200))).toBeNull();
  });

  it('decode configurable value uids', () => {
    expect(decodeConfigurableUid(encodeUid('configurable/4/12'))).toEqual({
      attributeId: 4,
      valueId: 12,
    });
    expect(decodeConfigurableUid(encodeUid('configurable/4'))).toBeNull();
    expect(decodeConfigurableUid(encodeUid('bundle/4/12'))).toBeNull();
  });
});

describe('lines', () => {
  it('are the same line for the same options in any order', () => {
    const a = optionsKey(null, {
      bundle: [
        { optionId: 2, selectionId: 5, productId: 1, qty: 1 },
        { optionId: 1, selectionId: 4, productId: 2, qty: 2 },
      ],
    });
    const b = optionsKey(null, {
      bundle: [
        { optionId: 1, selectionId: 4, productId: 2, qty: 2 },
        { optionId: 2, selectionId: 5, productId: 1, qty: 1 },
      ],
    });
    expect(a).toBe(b);
    expect(optionsKey(7, { configurable: [{ attributeId: 1, valueId: 2 }] })).not.toBe(
      optionsKey(8, { configurable: [{ attributeId: 1, valueId: 2 }] }),
    );
    expect(optionsKey(null, {})).toBe('');
  });

  it('make a virtual cart only when every line is virtual or downloadable', () => {
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart(['virtual', 'downloadable'])).toBe(true);
    expect(isVirtualCart(['virtual', 'simple'])).toBe(false);
  });
});
