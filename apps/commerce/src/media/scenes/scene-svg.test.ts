import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../palette';
import { renderImage } from '../render';
import { SCENES } from './scene-names';
import { sceneSvg } from './scene-svg';

const recipe = { pattern: 'sateen', color: 'navy', seed: 'LF-NOCTIS', scene: 'bed' } as const;

function viewBoxOf(svg: string): { x: number; y: number; w: number; h: number } {
  const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
  return { x: x!, y: y!, w: w!, h: h! };
}

describe('sceneSvg', () => {
  it('draws the same document for the same recipe, and another for another seed', () => {
    expect(sceneSvg(recipe, 432, 536)).toBe(sceneSvg({ ...recipe }, 432, 536));
    expect(sceneSvg(recipe, 432, 536)).not.toBe(sceneSvg({ ...recipe, seed: 'other' }, 432, 536));
  });

  it('fills the shapes with the weave as an SVG pattern in the product colour', () => {
    const checked = { ...recipe, pattern: 'gingham', scene: 'cushion' } as const;
    const svg = sceneSvg(checked, 740, 740);
    expect(svg).toMatch(/<pattern id="w"[^>]*>.*<\/pattern>/);
    expect(svg).toContain(PALETTE.navy.base);
    expect(svg).toContain('fill="url(#w)"');
    expect(sceneSvg({ ...checked, color: 'sage' }, 740, 740)).toContain(PALETTE.sage.base);
  });

  it('draws a different picture for each scene', () => {
    const documents = SCENES.map((scene) => sceneSvg({ ...recipe, scene }, 480, 480));
    expect(new Set(documents).size).toBe(SCENES.length);
  });

  it('keeps a product whole in its narrowest crop and fills any frame with the lifestyle room', () => {
    const pillowBox = { x: 110, y: 220, w: 780, h: 600 };
    const wide = viewBoxOf(sceneSvg({ ...recipe, scene: 'pillow' }, 1200, 600));
    expect(wide.x).toBeLessThanOrEqual(pillowBox.x);
    expect(wide.y).toBeLessThanOrEqual(pillowBox.y);
    expect(wide.x + wide.w).toBeGreaterThanOrEqual(pillowBox.x + pillowBox.w);
    expect(wide.y + wide.h).toBeGreaterThanOrEqual(pillowBox.y + pillowBox.h);
    // A 432x536 file shown as a 140x200 card: the middle 0.7 of its height still holds the pillow.
    const card = viewBoxOf(sceneSvg({ ...recipe, scene: 'pillow' }, 432, 536, 0.7));
    expect(card.h * 0.7).toBeGreaterThanOrEqual(pillowBox.w - 0.1);
    const room = viewBoxOf(sceneSvg({ ...recipe, scene: 'room' }, 480, 480));
    expect(room.w).toBeLessThanOrEqual(2000);
    expect(room.h).toBeLessThanOrEqual(1000);
  });

  it('draws the close-up as a crop of the same scene, nearer than the whole product', () => {
    const towels = { ...recipe, pattern: 'gingham', scene: 'towels' } as const;
    const whole = sceneSvg(towels, 432, 536);
    const close = sceneSvg({ ...towels, closeUp: true }, 432, 536);
    expect(viewBoxOf(close).w).toBeLessThan(viewBoxOf(whole).w * 0.75);
    const bodyOf = (svg: string) => svg.slice(svg.indexOf('</defs>'));
    expect(bodyOf(close)).toBe(bodyOf(whole));
  });

  it('draws a fine weave only where its repeat is wide enough to be seen', () => {
    const percale = { ...recipe, pattern: 'percale', scene: 'bed' } as const;
    expect(sceneSvg(percale, 432, 536)).not.toContain('url(#w)');
    expect(sceneSvg(percale, 432, 536)).toContain(`fill="${PALETTE.navy.base}"`);
    const gingham = { ...recipe, pattern: 'gingham', scene: 'cushion', closeUp: true } as const;
    expect(sceneSvg(gingham, 740, 740)).toContain('fill="url(#w)"');
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
