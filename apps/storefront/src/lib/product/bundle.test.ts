import { describe, expect, it } from 'vitest';
import {
  bundleTotal,
  chooseBundleSelection,
  initialBundleSelection,
  missingRequiredOptions,
  selectionPriceNote,
} from './bundle';
import type { BundleItemView } from '@/lib/commerce/types/product';

const eur = (value: number) => ({ value, currency: 'EUR' });

// The demo catalog's Aurelia Pillow Dressing Set, in short.
const items: BundleItemView[] = [
  {
    uid: 'cases',
    title: 'Pillowcases',
    required: true,
    type: 'select',
    options: [
      {
        uid: 'aurelia',
        label: 'Aurelia pair',
        quantity: 1,
        isDefault: true,
        price: eur(59.9),
        surcharge: null,
      },
      {
        uid: 'marisol',
        label: 'Marisol pair',
        quantity: 1,
        isDefault: false,
        price: eur(64.9),
        surcharge: null,
      },
    ],
  },
  {
    uid: 'protector',
    title: 'Protector',
    required: true,
    type: 'radio',
    options: [
      {
        uid: 'sateen',
        label: 'Sateen',
        quantity: 2,
        isDefault: false,
        price: eur(29.9),
        surcharge: null,
      },
      {
        uid: 'tencel',
        label: 'Tencel',
        quantity: 2,
        isDefault: false,
        price: eur(34.9),
        surcharge: null,
      },
    ],
  },
  {
    uid: 'extras',
    title: 'Extras',
    required: false,
    type: 'checkbox',
    options: [
      {
        uid: 'spray',
        label: 'Linen spray',
        quantity: 1,
        isDefault: true,
        price: eur(19.9),
        surcharge: null,
      },
      {
        uid: 'sachet',
        label: 'Sachet',
        quantity: 3,
        isDefault: false,
        price: eur(0.1),
        surcharge: null,
      },
    ],
  },
];

describe('initialBundleSelection', () => {
  it('starts on the defaults, and on the first selection of a required option without one', () => {
    expect(initialBundleSelection(items)).toEqual({
      cases: ['aurelia'],
      protector: ['sateen'],
      extras: ['spray'],
    });
  });
});

describe('chooseBundleSelection', () => {
  const start = initialBundleSelection(items);

  it('replaces the choice of a single-choice option', () => {
    expect(chooseBundleSelection(items, start, 'protector', 'tencel').protector).toEqual([
      'tencel',
    ]);
  });

  it('adds and removes selections of a multi-choice option', () => {
    const more = chooseBundleSelection(items, start, 'extras', 'sachet', true);
    expect(more.extras).toEqual(['spray', 'sachet']);
    expect(chooseBundleSelection(items, more, 'extras', 'spray', false).extras).toEqual(['sachet']);
  });

  it('refuses None for a required option and unknown selections', () => {
    expect(chooseBundleSelection(items, start, 'cases', '')).toBe(start);
    expect(chooseBundleSelection(items, start, 'cases', 'nope')).toBe(start);
    expect(chooseBundleSelection(items, start, 'nope', 'aurelia')).toBe(start);
  });
});

describe('missingRequiredOptions', () => {
  it('names the required options left without a choice', () => {
    expect(missingRequiredOptions(items, initialBundleSelection(items))).toEqual([]);
    expect(missingRequiredOptions(items, { cases: [], extras: [] })).toEqual([
      'cases',
      'protector',
    ]);
  });
});

describe('bundleTotal', () => {
  const dynamic = { dynamic: true, minimum: eur(119.7) };

  it('sums the chosen selections times their quantities in minor units', () => {
    // 59.90 + 2 × 29.90 + 19.90
    expect(bundleTotal(items, initialBundleSelection(items), dynamic)).toEqual({
      minor: 13960,
      currency: 'EUR',
    });
  });

  it('follows the choice, with no float drift', () => {
    const chosen = chooseBundleSelection(
      items,
      chooseBundleSelection(items, initialBundleSelection(items), 'protector', 'tencel'),
      'extras',
      'sachet',
      true,
    );
    // 59.90 + 2 × 34.90 + 19.90 + 3 × 0.10 (0.1 × 3 is 0.30000000000000004 in floats)
    expect(bundleTotal(items, chosen, dynamic)).toEqual({ minor: 14990, currency: 'EUR' });
  });

  it('gives no total while a chosen selection has no price', () => {
    const unpriced: BundleItemView[] = [
      {
        ...items[0]!,
        options: [
          { uid: 'x', label: 'X', quantity: 1, isDefault: true, price: null, surcharge: null },
        ],
      },
    ];
    expect(bundleTotal(unpriced, { cases: ['x'] }, dynamic)).toBeNull();
  });
});

describe('a fixed-price bundle', () => {
  // As the demo catalog's Aurelia Pillow Dressing Set: €129.00 whatever the parts cost alone.
  const fixed = { dynamic: false, minimum: eur(129) };
  const withDefaults: BundleItemView[] = items.map((item) =>
    item.required
      ? item
      : { ...item, options: item.options.map((o) => ({ ...o, isDefault: false })) },
  );

  it('costs its headline price with the default selections', () => {
    const defaults = initialBundleSelection(withDefaults);
    expect(defaults.extras).toEqual([]);
    expect(bundleTotal(withDefaults, defaults, fixed)).toEqual({ minor: 12900, currency: 'EUR' });
  });

  it("adds only surcharges, times their quantity, not the parts' own prices", () => {
    const surcharged: BundleItemView[] = withDefaults.map((item) =>
      item.uid === 'extras'
        ? {
            ...item,
            options: item.options.map((o) => ({
              ...o,
              surcharge: { value: 4.5, type: 'FIXED' as const },
            })),
          }
        : item,
    );
    const chosen = chooseBundleSelection(
      surcharged,
      initialBundleSelection(surcharged),
      'extras',
      'sachet',
    );
    // 129.00 + 3 × 4.50
    expect(bundleTotal(surcharged, chosen, fixed)).toEqual({ minor: 14250, currency: 'EUR' });
  });

  it('shows no part price on a selection without a surcharge, and the unit price in a dynamic one', () => {
    const protector = items[1]!.options[0]!;
    expect(selectionPriceNote(protector, fixed)).toBeNull();
    expect(selectionPriceNote(protector, { dynamic: true, minimum: eur(0) })).toEqual({
      kind: 'unit',
      money: eur(29.9),
    });
  });
});
