import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaFileFor } from './serve';

const root = resolve('/srv/media');

describe('mediaFileFor', () => {
  it('maps a media URL path to a file inside the media directory', () => {
    expect(mediaFileFor(root, '/media/catalog/ab/x.webp')).toBe(join(root, 'catalog/ab/x.webp'));
    expect(mediaFileFor(root, '/media/a%20b.webp')).toBe(join(root, 'a b.webp'));
  });

  it.each([
    '/media/',
    '/media/../etc/passwd',
    '/media/a/../../etc/passwd',
    '/media/..%2fetc',
    '/media/a%5c..%5c..%5cetc',
    '/media/%00',
    '/media/a//b',
    '/media/.env',
    '/media/%E0%A4%A',
    '/other/x.webp',
  ])('rejects %s', (path) => {
    expect(mediaFileFor(root, path)).toBeNull();
  });
});
