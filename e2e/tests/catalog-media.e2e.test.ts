import { describe, expect, it, inject } from 'vitest';

const storefront = (path: string) => new URL(path, inject('storefrontUrl'));

describe('the /media proxy', () => {
  it('answers 404 for a file the commerce service does not have', async () => {
    const response = await fetch(storefront('/media/catalog/no-such-image.webp'));
    expect(response.status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(storefront('/media/catalog/x.webp'), { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
