import { describe, expect, it } from 'vitest';
import { displayParts, plainParagraphs } from './display-mode';

describe('displayParts', () => {
  it('shows products by default, content for PAGE and both for PRODUCTS_AND_PAGE', () => {
    expect(displayParts(null)).toEqual({ content: false, products: true });
    expect(displayParts('PRODUCTS')).toEqual({ content: false, products: true });
    expect(displayParts('PAGE')).toEqual({ content: true, products: false });
    expect(displayParts('PRODUCTS_AND_PAGE')).toEqual({ content: true, products: true });
  });
});

describe('plainParagraphs', () => {
  it('turns description HTML into text paragraphs without markup', () => {
    expect(
      plainParagraphs('<p>Soft &amp; cool</p><p><script>x</script>Sateen<br>weave</p>'),
    ).toEqual(['Soft & cool', 'xSateen', 'weave']);
    expect(plainParagraphs(null)).toEqual([]);
  });
});
