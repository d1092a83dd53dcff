import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, Variant } from './configurable';
import { queryWithSelection, selectionFromQuery, valueSlug } from './variant-url';

const options: ConfigurableOption[] = [
  {
    attribute_code: 'size',
    label: 'Size',
    values: [
      { uid: 's-double', label: 'Double 200x200' },
      { uid: 's-king', label: 'King 240x220' },
    ],
  },
  {
    attribute_code: 'color',
    label: 'Colour',
    values: [
      { uid: 'c-ivory', label: 'Ivory' },
      { uid: 'c-navy', label: 'Navy' },
    ],
  },
];
const variant = (size: string, color: string): Variant<object> => ({
  attributes: [
    { code: 'size', uid: size },
    { code: 'color', uid: color },
  ],
  product: { sku: `${size}-${color}`, stock_status: 'IN_STOCK', saleable_qty: 3 },
});
// Navy comes only in King.
const variants = [
  variant('s-double', 'c-ivory'),
  variant('s-king', 'c-ivory'),
  variant('s-king', 'c-navy'),
];

describe('the chosen variant in the address', () => {
  it('names values by a readable slug of their label', () => {
    expect(valueSlug('King 240x220')).toBe('king-240x220');
    expect(valueSlug('Bouclé')).toBe('boucle');
  });

  it('round-trips: the query written for a selection reads back as the same selection', () => {
    const selection = { size: 's-king', color: 'c-navy' };
    const query = queryWithSelection(options, selection, new URLSearchParams('utm_source=mail'));
    expect(query.toString()).toBe('utm_source=mail&size=king-240x220&color=navy');
    expect(selectionFromQuery(options, variants, query)).toEqual(selection);
  });

  it('removes an option that is no longer chosen from the query', () => {
    const query = queryWithSelection(
      options,
      { color: 'c-ivory' },
      new URLSearchParams('size=king-240x220&color=navy'),
    );
    expect(query.toString()).toBe('color=ivory');
  });

  it('ignores an unknown value and one that no variant combines with the earlier choices', () => {
    expect(
      selectionFromQuery(options, variants, new URLSearchParams('size=huge&color=navy')),
    ).toEqual({ color: 'c-navy' });
    expect(
      selectionFromQuery(options, variants, new URLSearchParams('size=double-200x200&color=navy')),
    ).toEqual({ size: 's-double' });
  });
});
