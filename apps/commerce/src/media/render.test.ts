import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PATTERNS, patternSvg } from './patterns';
import { IMAGE_SIZES, mediaPathFor, renderImage, renderMissing } from './render';

describe('patternSvg', () => {
  it('draws the same SVG for the same recipe and a different one for another seed', () => {
    const recipe = { pattern: 'sateen', color: 'ivory', seed: 'aurelia' } as const;
    expect(patternSvg(recipe, 100, 100)).toBe(patternSvg(recipe, 100, 100));
    expect(patternSvg(recipe, 100, 100)).not.toBe(patternSvg({ ...recipe, seed: 'b' }, 100, 100));
  });
});

describe('mediaPathFor', () => {
  it('names a file by its recipe and size, stably', () => {
    const recipe = { pattern: 'waffle', color: 'sage', seed: 'towel' } as const;
    expect(mediaPathFor(recipe, 'card')).toMatch(/^catalog\/([0-9a-f]{2})\/\1[0-9a-f]{22}\.webp$/);
    expect(mediaPathFor(recipe, 'card')).toBe(mediaPathFor({ ...recipe }, 'card'));
    expect(mediaPathFor(recipe, 'card')).not.toBe(mediaPathFor(recipe, 'gallery'));
    expect(mediaPathFor(recipe, 'card')).not.toBe(
      mediaPathFor({ ...recipe, closeUp: true }, 'card'),
    );
  });
});

describe('renderImage', () => {
  it.each(PATTERNS)('renders %s as a WebP at the card size', async (pattern) => {
    const image = await renderImage({ pattern, color: 'navy', seed: 'test' }, 'card');
    const metadata = await sharp(image).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([
      IMAGE_SIZES.card.width,
      IMAGE_SIZES.card.height,
    ]);
  });
});

describe('renderMissing', () => {
  it('writes each distinct file once and skips files that exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loomfront-render-'));
    try {
      const recipe = { pattern: 'percale', color: 'white', seed: 'r' } as const;
      const jobs = [
        { recipe, size: 'tile' as const },
        { recipe, size: 'tile' as const },
        { recipe, size: 'card' as const },
      ];
      expect(await renderMissing(dir, jobs)).toBe(2);
      const file = join(dir, mediaPathFor(recipe, 'tile'));
      const before = await stat(file);
      expect(await renderMissing(dir, jobs)).toBe(0);
      expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
      const metadata = await sharp(file).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 480]);
      expect(await readdir(join(dir, 'catalog'))).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('counts only the files it wrote when it is stopped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loomfront-render-'));
    try {
      const job = (seed: string) => ({
        recipe: { pattern: 'percale', color: 'white', seed } as const,
        size: 'tile' as const,
      });
      const stopped = AbortSignal.abort();
      expect(await renderMissing(dir, [job('a'), job('b')], { signal: stopped })).toBe(0);
      expect(await renderMissing(dir, [job('a'), job('b')])).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
