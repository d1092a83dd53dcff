import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../palette';
import { renderImage } from '../render';
import { SCENES } from './scene-names';
import { sceneSvg } from './scene-svg';

const recipe = { pattern: 'sateen', color: 'navy', seed: 'LF-NOCTIS', scene: 'bed' } as const;

describe('sceneSvg', () => {
  it('draws the same document for the same recipe, and another for another seed', () => {
    expect(sceneSvg(recipe, 432, 536)).toBe(sceneSvg({ ...recipe }, 432, 536));
    expect(sceneSvg(recipe, 432, 536)).not.toBe(sceneSvg({ ...recipe, seed: 'other' }, 432, 536));
  });

  it('fills the shapes with the weave as an SVG pattern in the product colour', () => {
    const svg = sceneSvg(recipe, 432, 536);
    expect(svg).toMatch(/<pattern id="w"[^>]*>.*<\/pattern>/);
    expect(svg).toContain(PALETTE.navy.base);
    expect(svg).toContain('fill="url(#w)"');
    expect(sceneSvg({ ...recipe, color: 'sage' }, 432, 536)).toContain(PALETTE.sage.base);
  });

  it('draws a different picture for each scene', () => {
    const documents = SCENES.map((scene) => sceneSvg({ ...recipe, scene }, 480, 480));
    expect(new Set(documents).size).toBe(SCENES.length);
  });

  it('keeps a product whole in any frame and fills the frame with the lifestyle room', () => {
    expect(sceneSvg({ ...recipe, scene: 'pillow' }, 1200, 600)).toContain('xMidYMid meet');
    expect(sceneSvg({ ...recipe, scene: 'room' }, 480, 480)).toContain('xMidYMid slice');
  });
});

describe('rendering scenes', () => {
  it.each(SCENES)('renders the %s scene to a decodable WebP at the card size', async (scene) => {
    const image = await renderImage({ ...recipe, scene }, 'card');
    const { format, width, height } = await sharp(image).metadata();
    expect([format, width, height]).toEqual(['webp', 432, 536]);
  });

  it('renders the same recipe to the same bytes twice', async () => {
    const first = await renderImage({ ...recipe, scene: 'towels' }, 'tile');
    const second = await renderImage({ ...recipe, scene: 'towels' }, 'tile');
    expect(first.equals(second)).toBe(true);
  });

  it('paints the product colour where the product stands', async () => {
    const image = await renderImage({ ...recipe, scene: 'cushion', color: 'terracotta' }, 'tile');
    // The middle of a cushion picture is cushion: red well above blue.
    const { data } = await sharp(image)
      .extract({ left: 230, top: 230, width: 20, height: 20 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const average = (offset: number) => {
      let sum = 0;
      for (let index = offset; index < data.length; index += 3) sum += data[index]!;
      return sum / (data.length / 3);
    };
    expect(average(0) - average(2)).toBeGreaterThan(40);
  });
});
