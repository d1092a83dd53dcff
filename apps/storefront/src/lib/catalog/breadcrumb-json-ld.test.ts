import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('lists the trail in order with absolute, locale-prefixed URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Bed Linen', href: '/bed-linen' },
      ],
      'https://shop.example',
      'at',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/at' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Bed Linen',
        item: 'https://shop.example/at/bed-linen',
      },
    ]);
  });
});
