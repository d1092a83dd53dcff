import { describe, expect, it } from 'vitest';
import { cardStock, cardText, optionIdOf } from './product-card';

describe('cardText', () => {
  it('turns a short description into plain text', () => {
    expect(cardText('<p>Soft &amp; <strong>cool</strong></p>\n<p>sateen</p>')).toBe(
      'Soft & cool sateen',
    );
  });

  it('cuts long text at a word and marks the cut', () => {
    const text = cardText('Egyptian cotton sateen woven in Portugal, stone washed', 30);
    expect(text).toBe('Egyptian cotton sateen woven…');
  });

  it('has nothing to say for empty HTML', () => {
    expect(cardText('<p> </p>')).toBeNull();
    expect(cardText(null)).toBeNull();
  });
});

describe('optionIdOf', () => {
  it('reads the option id out of a configurable value uid', () => {
    expect(optionIdOf(btoa('configurable/93/12'))).toBe('12');
  });

  it('gives null for other uids', () => {
    expect(optionIdOf('not base64!')).toBeNull();
    expect(optionIdOf(btoa('12'))).toBeNull();
  });
});

describe('cardStock', () => {
  it('says how many are left when Magento reports only a few', () => {
    expect(cardStock({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 })).toMatchObject({
      inStock: true,
      onlyLeft: 2,
    });
  });

  it('offers notify-me only for an out-of-stock product with alerts available', () => {
    expect(
      cardStock({ stock_status: 'OUT_OF_STOCK', is_product_alert_available: true }).notifyMe,
    ).toBe(true);
    expect(cardStock({ stock_status: 'IN_STOCK', is_product_alert_available: true }).notifyMe).toBe(
      false,
    );
  });
});
