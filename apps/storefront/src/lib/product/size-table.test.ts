import { describe, expect, it } from 'vitest';
import { sizeTableRows } from './size-table';

describe('sizeTableRows', () => {
  it('lists exactly the sizes the product sells, with their measures split from the name', () => {
    const rows = sizeTableRows([
      { attribute_code: 'color', label: 'Colour', values: [{ uid: 'c', label: 'Navy' }] },
      {
        attribute_code: 'size',
        label: 'Size',
        values: [
          { uid: 'a', label: 'Double 200x200' },
          { uid: 'b', label: '50x70' },
          { uid: 'c', label: 'One size' },
        ],
      },
    ]);
    expect(rows).toEqual([
      { uid: 'a', name: 'Double', measures: '200 × 200' },
      { uid: 'b', name: '50x70', measures: '50 × 70' },
      { uid: 'c', name: 'One size', measures: null },
    ]);
  });

  it('is empty for a product without a size option', () => {
    expect(sizeTableRows([])).toEqual([]);
  });
});
