import { describe, expect, it } from 'vitest';
import { categoryTrail } from './breadcrumb';

describe('categoryTrail', () => {
  it('walks the full path of the deepest category, top level first', () => {
    expect(
      categoryTrail([
        { name: 'Bed Linen', urlPath: 'bed-linen', ancestors: [] },
        {
          name: 'Sateen',
          urlPath: 'bed-linen/sateen',
          ancestors: [{ name: 'Bed Linen', urlPath: 'bed-linen' }],
        },
      ]),
    ).toEqual([
      { name: 'Bed Linen', urlPath: 'bed-linen' },
      { name: 'Sateen', urlPath: 'bed-linen/sateen' },
    ]);
  });

  it('takes an ancestor missing from the breadcrumbs from the other categories and skips one still unknown', () => {
    expect(
      categoryTrail([
        { name: 'Silk', urlPath: 'pillows/cases/silk', ancestors: [] },
        { name: 'Pillows', urlPath: 'pillows', ancestors: [] },
      ]).map((step) => step.urlPath),
    ).toEqual(['pillows', 'pillows/cases/silk']);
  });

  it('is empty for a product in no category', () => {
    expect(categoryTrail([])).toEqual([]);
  });
});
