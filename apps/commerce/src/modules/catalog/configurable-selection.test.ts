import { describe, expect, it } from 'vitest';
import { configurableSelection, type Variant } from './composites';
import type { ProductModel } from './models';
import { configurableValueUid } from './uid';

// A shirt in two colours (10 red, 11 blue) × two sizes (20 S, 21 M); blue M is sold out.
const COLOR = 1;
const SIZE = 2;
const attributes = [
  {
    product_id: 100,
    attribute_id: COLOR,
    code: 'color',
    label: 'Color',
    own_label: null,
    position: 1,
    id: 7,
  },
  {
    product_id: 100,
    attribute_id: SIZE,
    code: 'size',
    label: 'Size',
    own_label: null,
    position: 2,
    id: 8,
  },
];
const value = (attributeId: number, optionId: number, label: string, position: number) => ({
  product_id: 0,
  attribute_id: attributeId,
  code: attributeId === COLOR ? 'color' : 'size',
  attribute_label: '',
  option_id: optionId,
  label,
  swatch_value: attributeId === COLOR ? (optionId === 10 ? '#ff0000' : '#0000ff') : null,
  position,
});
const variant = (sku: string, color: number, size: number, inStock: boolean): Variant => ({
  child: { id: color * 100 + size, sku } as ProductModel,
  values: [
    value(COLOR, color, color === 10 ? 'Red' : 'Blue', color - 9),
    value(SIZE, size, size === 20 ? 'S' : 'M', size - 19),
  ],
  stock: { inStock, saleableQty: inStock ? 5 : 0 },
});
const variants = [
  variant('RED-S', 10, 20, true),
  variant('RED-M', 10, 21, true),
  variant('BLUE-S', 11, 20, true),
  variant('BLUE-M', 11, 21, false),
];
const parent = { id: 100, sku: 'SHIRT' } as ProductModel;
const uid = configurableValueUid;
const select = (uids: string[]) =>
  configurableSelection(parent, attributes, variants, uids, 'https://shop.example/media/');
const available = (uids: string[]) =>
  Object.fromEntries(
    select(uids).options_available_for_selection.map((entry) => [
      entry.attribute_code,
      entry.option_value_uids,
    ]),
  );

describe('configurableSelection', () => {
  it('offers every value that some variant in stock carries before any choice', () => {
    expect(available([])).toEqual({
      color: [uid(COLOR, 10), uid(COLOR, 11)],
      size: [uid(SIZE, 20), uid(SIZE, 21)],
    });
    expect(select([]).variant).toBeNull();
  });

  it('drops a value whose only variant with the chosen value is sold out', () => {
    expect(available([uid(COLOR, 11)])).toEqual({
      color: [uid(COLOR, 10), uid(COLOR, 11)],
      size: [uid(SIZE, 20)],
    });
    const size = select([uid(COLOR, 11)]).configurable_options.find(
      (option) => option.attribute_code === 'size',
    );
    expect(size?.values?.map((entry) => [entry?.label, entry?.is_available])).toEqual([
      ['S', true],
      ['M', false],
    ]);
  });

  it('answers the variant once a value of every option is chosen, and ignores unknown uids', () => {
    expect(select([uid(COLOR, 11), uid(SIZE, 20), 'bm8tc3VjaA==']).variant?.sku).toBe('BLUE-S');
    expect(select([uid(COLOR, 10)]).variant).toBeNull();
  });

  it('serves colour values with colour swatches', () => {
    const color = select([]).configurable_options[0];
    expect(color?.values?.map((entry) => entry?.swatch)).toEqual([
      { __typename: 'ColorSwatchData', value: '#ff0000' },
      { __typename: 'ColorSwatchData', value: '#0000ff' },
    ]);
  });
});
