import { describe, expect, it } from 'vitest';
import {
  choose,
  descriptiveColour,
  imageVariant,
  selectedOptionUids,
  selectedVariant,
  valueStates,
  type ConfigurableOption,
  type Variant,
} from './configurable';

const options: ConfigurableOption[] = [
  {
    attribute_code: 'size',
    label: 'Size',
    values: [
      { uid: 's1', label: '135x200' },
      { uid: 's2', label: '200x200' },
    ],
  },
  {
    attribute_code: 'color',
    label: 'Colour',
    values: [
      { uid: 'c10', label: 'Ivory' },
      { uid: 'c11', label: 'Navy' },
    ],
  },
];

function variant(size: number, color: number, qty: number): Variant<{ price: number }> {
  return {
    attributes: [
      { code: 'size', uid: `s${size}` },
      { code: 'color', uid: `c${color}` },
    ],
    product: {
      sku: `SET-${size}-${color}`,
      stock_status: qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
      saleable_qty: qty,
      price: size * 100,
    },
  };
}

// 200x200 in navy does not exist; 135x200 navy is sold out.
const variants = [variant(1, 10, 3), variant(1, 11, 0), variant(2, 10, 7)];

describe('valueStates', () => {
  it('sums saleable quantity per value over the variants with it', () => {
    const states = valueStates(options[1]!, variants, {});
    expect(states.map((s) => [s.value.label, s.available, s.saleable, s.saleableQty])).toEqual([
      ['Ivory', true, true, 10],
      ['Navy', true, false, 0],
    ]);
  });

  it('marks a value unavailable when no variant has it with the other choices', () => {
    const states = valueStates(options[1]!, variants, { size: 's2' });
    expect(states.map((s) => s.available)).toEqual([true, false]);
  });

  it('ignores the option’s own current choice', () => {
    const states = valueStates(options[0]!, variants, { size: 's1', color: 'c10' });
    expect(states.map((s) => s.available)).toEqual([true, true]);
  });
});

describe('selectedVariant', () => {
  it('is null while an option is still open', () => {
    expect(selectedVariant(options, variants, { size: 's1' })).toBeNull();
  });

  it('finds the variant of a complete selection with its sku and price', () => {
    const found = selectedVariant(options, variants, { size: 's2', color: 'c10' });
    expect(found?.product).toMatchObject({ sku: 'SET-2-10', price: 200, saleable_qty: 7 });
  });
});

describe('choose', () => {
  it('keeps the other choices when the combination exists', () => {
    expect(choose(variants, { size: 's1' }, 'color', 'c11')).toEqual({ size: 's1', color: 'c11' });
  });

  it('drops the other choices when the combination does not exist', () => {
    expect(choose(variants, { size: 's2', color: 'c10' }, 'color', 'c11')).toEqual({
      color: 'c11',
    });
  });
});

describe('selectedOptionUids', () => {
  it('lists the chosen value uids in option order', () => {
    expect(selectedOptionUids(options, { color: 'c10', size: 's2' })).toEqual(['s2', 'c10']);
  });
});

describe('imageVariant', () => {
  type WithImages = { media_gallery: string[] };
  const shot = (size: string, color: string, images: string[]): Variant<WithImages> => ({
    attributes: [
      { code: 'size', uid: size },
      { code: 'color', uid: color },
    ],
    product: {
      sku: `${size}-${color}`,
      stock_status: 'IN_STOCK',
      saleable_qty: 3,
      media_gallery: images,
    },
  });
  const catalog = [
    shot('s1', 'c10', ['ivory.webp']),
    shot('s2', 'c10', ['ivory.webp']),
    shot('s1', 'c11', ['navy.webp']),
    shot('s2', 'c11', []),
  ];

  it("switches to the colour's images as soon as the colour alone is picked", () => {
    expect(imageVariant(options, catalog, { color: 'c11' })?.product.media_gallery).toEqual([
      'navy.webp',
    ]);
  });

  it('keeps the product gallery while no colour is picked', () => {
    expect(imageVariant(options, catalog, {})).toBeNull();
    expect(imageVariant(options, catalog, { size: 's1' })).toBeNull();
  });

  it('uses the chosen variant when it has images, else another of its colour', () => {
    expect(imageVariant(options, catalog, { size: 's2', color: 'c10' })?.product.sku).toBe(
      's2-c10',
    );
    expect(imageVariant(options, catalog, { size: 's2', color: 'c11' })?.product.sku).toBe(
      's1-c11',
    );
  });
});

describe('descriptiveColour', () => {
  const variant = (color: string, descriptive: string): Variant<{ color_descriptive: string }> => ({
    attributes: [{ code: 'color', uid: color }],
    product: {
      sku: color,
      stock_status: 'IN_STOCK',
      saleable_qty: 1,
      color_descriptive: descriptive,
    },
  });
  const variants = [variant('ivory', 'pearl ivory'), variant('navy', 'midnight navy')];

  it("follows the chosen colour, not the product's first one", () => {
    expect(descriptiveColour(variants, { color: 'navy' }, 'pearl ivory')).toBe('midnight navy');
  });

  it("is the product's own until a colour is chosen", () => {
    expect(descriptiveColour(variants, { size: 'king' }, 'pearl ivory')).toBe('pearl ivory');
  });
});
