import { describe, expect, it } from 'vitest';
import { displayParts } from './display-mode';

describe('displayParts', () => {
  it('shows products by default, content for PAGE and both for PRODUCTS_AND_PAGE', () => {
    expect(displayParts(null)).toEqual({ content: false, products: true });
    expect(displayParts('PRODUCTS')).toEqual({ content: false, products: true });
    expect(displayParts('PAGE')).toEqual({ content: true, products: false });
    expect(displayParts('PRODUCTS_AND_PAGE')).toEqual({ content: true, products: true });
  });
});
