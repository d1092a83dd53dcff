import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './organization';

describe('organizationJsonLd', () => {
  it('lists customer-service departments for Europe, USA and Middle East', () => {
    const names = organizationJsonLd(null).contactPoint.map((c) => c.name);
    expect(names).toEqual([
      'Customer Service Europe',
      'Customer Service USA',
      'Customer Service Middle East',
    ]);
  });

  it('adds the site URL when known', () => {
    expect(organizationJsonLd('https://shop.example')).toMatchObject({
      url: 'https://shop.example',
    });
    expect(organizationJsonLd(null)).not.toHaveProperty('url');
  });
});
