import { describe, expect, it } from 'vitest';
import { commerceMediaUrl, toLocalMediaPath } from './media-url';

describe('toLocalMediaPath', () => {
  it('maps an absolute commerce media URL to the local /media path', () => {
    expect(toLocalMediaPath('http://127.0.0.1:4000/media/catalog/product/a/b.webp')).toBe(
      '/media/catalog/product/a/b.webp',
    );
    expect(toLocalMediaPath('https://cdn.example/shop/media/x.webp?v=2')).toBe('/media/x.webp');
    expect(toLocalMediaPath('/media/x.webp')).toBe('/media/x.webp');
  });

  it('returns null for other URLs, empty values and path tricks', () => {
    expect(toLocalMediaPath('https://example.com/images/x.webp')).toBeNull();
    expect(toLocalMediaPath(null)).toBeNull();
    expect(toLocalMediaPath('http://h/media/')).toBeNull();
    expect(toLocalMediaPath('http://h/media/a//b.webp')).toBeNull();
  });
});

describe('commerceMediaUrl', () => {
  it('joins encoded segments under the commerce /media path', () => {
    expect(commerceMediaUrl('http://c:4000/', ['catalog', 'a b.webp'])).toBe(
      'http://c:4000/media/catalog/a%20b.webp',
    );
  });

  it('refuses empty paths and traversal segments', () => {
    expect(commerceMediaUrl('http://c', [])).toBeNull();
    expect(commerceMediaUrl('http://c', ['..', 'etc'])).toBeNull();
    expect(commerceMediaUrl('http://c', ['a/b'])).toBeNull();
  });
});
