import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, Variant } from './configurable';
import { queryWithSelection, selectionFromQuery, valueSlug } from './variant-url';

// The same product as two store views serve it: the labels differ, the option ids do not.
const options: ConfigurableOption[] = [
  {
    attribute_code: 'size',
    label: 'Size',
    values: [
      { uid: 's-double', valueIndex: 11, label: 'Double 200x200' },
      { uid: 's-king', valueIndex: 12, label: 'King 240x220' },
    ],
  },
  {
    attribute_code: 'color',
    label: 'Colour',
    values: [
      { uid: 'c-ivory', valueIndex: 33, label: 'Ivory' },
      { uid: 'c-navy', valueIndex: 34, label: 'Navy' },
    ],
  },
];
const germanOptions: ConfigurableOption[] = [
  {
    attribute_code: 'size',
    label: 'Größe',
    values: [
      { uid: 's-double', valueIndex: 11, label: 'Doppelbett 200x200' },
      { uid: 's-king', valueIndex: 12, label: 'Kingsize 240x220' },
    ],
  },
  {
    attribute_code: 'color',
    label: 'Farbe',
    values: [
      { uid: 'c-ivory', valueIndex: 33, label: 'Elfenbein' },
      { uid: 'c-navy', valueIndex: 34, label: 'Marineblau' },
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
  it("names each value by the option's attribute code and Magento's option id", () => {
    const query = queryWithSelection(
      options,
      { size: 's-king', color: 'c-navy' },
      new URLSearchParams('utm_source=mail'),
    );
    expect(query.toString()).toBe('utm_source=mail&size=12&color=34');
  });

  it('round-trips: the query written for a selection reads back as the same selection', () => {
    const selection = { size: 's-king', color: 'c-navy' };
    const query = queryWithSelection(options, selection, new URLSearchParams());
    expect(selectionFromQuery(options, variants, query)).toEqual(selection);
  });

  it('restores a link shared from a store with other labels', () => {
    const query = queryWithSelection(
      options,
      { size: 's-king', color: 'c-navy' },
      new URLSearchParams(),
    );
    expect(
      queryWithSelection(
        germanOptions,
        { size: 's-king', color: 'c-navy' },
        new URLSearchParams(),
      ).toString(),
    ).toBe(query.toString());
    expect(selectionFromQuery(germanOptions, variants, query)).toEqual({
      size: 's-king',
      color: 'c-navy',
    });
  });

  it('still restores an older link that names values by a slug of their label', () => {
    expect(valueSlug('King 240x220')).toBe('king-240x220');
    expect(valueSlug('Bouclé')).toBe('boucle');
    expect(
      selectionFromQuery(options, variants, new URLSearchParams('size=king-240x220&color=navy')),
    ).toEqual({ size: 's-king', color: 'c-navy' });
  });

  it('falls back to a label slug for a value served without an option id', () => {
    const bare: ConfigurableOption[] = [
      { attribute_code: 'color', label: 'Colour', values: [{ uid: 'c-navy', label: 'Navy' }] },
    ];
    expect(queryWithSelection(bare, { color: 'c-navy' }, new URLSearchParams()).toString()).toBe(
      'color=navy',
    );
  });

  it('removes an option that is no longer chosen from the query', () => {
    const query = queryWithSelection(
      options,
      { color: 'c-ivory' },
      new URLSearchParams('size=12&color=34'),
    );
    expect(query.toString()).toBe('color=33');
  });

  it('ignores an unknown value and one that no variant combines with the earlier choices', () => {
    expect(selectionFromQuery(options, variants, new URLSearchParams('size=99&color=34'))).toEqual({
      color: 'c-navy',
    });
    expect(selectionFromQuery(options, variants, new URLSearchParams('size=11&color=34'))).toEqual({
      size: 's-double',
    });
  });
});
