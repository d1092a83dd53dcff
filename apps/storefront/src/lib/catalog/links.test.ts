import { describe, expect, it } from 'vitest';
import { categoryPath, isAppLink, productPath } from './links';

describe('categoryPath', () => {
  it('is a slash, the url_path and the url_suffix', () => {
    expect(categoryPath({ url_path: 'bed-linen/sateen', url_suffix: '' })).toBe(
      '/bed-linen/sateen',
    );
    expect(categoryPath({ url_path: 'duvets', url_suffix: '.html' })).toBe('/duvets.html');
    expect(categoryPath({ url_path: null })).toBeNull();
  });
});

describe('productPath', () => {
  it('uses the first url rewrite, else the url_key', () => {
    expect(
      productPath({ url_key: 'k', url_rewrites: [{ url: 'aurelia-sateen-bed-linen-set' }] }),
    ).toBe('/aurelia-sateen-bed-linen-set');
    expect(productPath({ url_key: 'woolux-duvet', url_rewrites: [] })).toBe('/woolux-duvet');
    expect(productPath({})).toBeNull();
  });
});

describe('isAppLink', () => {
  it('keeps slash and hash links in the app and renders the rest as plain anchors', () => {
    expect(isAppLink('/bath')).toBe(true);
    expect(isAppLink('#top')).toBe(true);
    expect(isAppLink('https://example.com')).toBe(false);
    expect(isAppLink('//evil.example')).toBe(false);
  });
});
