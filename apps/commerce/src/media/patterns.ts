// Woven and textile patterns as SVG, drawn deterministically from a seed and a colour: the
// recipe alone decides every pixel, which is what makes the rendered files content-addressable.
import { createRandom, type Random } from '../seed/random';
import { PALETTE, type ColorName, type Tone } from './palette';
import type { SceneName } from './scenes/scene-names';

export const PATTERNS = [
  'sateen',
  'percale',
  'jacquard',
  'waffle',
  'herringbone',
  'gingham',
  'quilted',
  'knit',
  'terry',
] as const;
export type PatternName = (typeof PATTERNS)[number];

export interface ImageRecipe {
  pattern: PatternName;
  color: ColorName;
  /** Any string; different seeds give different scales, angles and drape. */
  seed: string;
  /**
   * The second picture (hover): a close crop of the scene, or without a scene the weave drawn
   * larger.
   */
  closeUp?: boolean;
  /**
   * What the picture shows (scenes.ts): a made bed, a folded stack, a pillow … in this fabric.
   * Absent: the fabric itself, draped.
   */
  scene?: SceneName;
}

export type Tile = (tone: Tone, random: Random) => { size: number; body: string };

export const tiles: Record<PatternName, Tile> = {
  sateen: (t, r) => {
    const size = r.int(10, 18);
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.base}"/><rect width="${size / 2}" height="${size}" fill="${t.light}" opacity="0.45"/>`,
    };
  },
  percale: (t, r) => {
    const s = r.int(3, 5);
    return {
      size: s * 2,
      body: `<rect width="${s * 2}" height="${s * 2}" fill="${t.base}"/><rect width="${s}" height="${s}" fill="${t.shade}" opacity="0.35"/><rect x="${s}" y="${s}" width="${s}" height="${s}" fill="${t.shade}" opacity="0.35"/>`,
    };
  },
  jacquard: (t, r) => {
    const size = r.int(60, 90);
    const h = size / 2;
    const q = size / 4;
    return {
      size,
      body:
        `<rect width="${size}" height="${size}" fill="${t.base}"/>` +
        `<path d="M${h} ${q / 2} C${h + q} ${q} ${h + q} ${h + q} ${h} ${size - q / 2} C${h - q} ${h + q} ${h - q} ${q} ${h} ${q / 2}Z" fill="${t.light}" opacity="0.7"/>` +
        `<circle cx="0" cy="0" r="${q / 2}" fill="${t.shade}" opacity="0.4"/><circle cx="${size}" cy="${size}" r="${q / 2}" fill="${t.shade}" opacity="0.4"/>` +
        `<circle cx="${size}" cy="0" r="${q / 2}" fill="${t.shade}" opacity="0.4"/><circle cx="0" cy="${size}" r="${q / 2}" fill="${t.shade}" opacity="0.4"/>`,
    };
  },
  waffle: (t, r) => {
    const size = r.int(18, 28);
    const w = Math.max(3, Math.round(size / 6));
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.light}"/><rect x="${w}" y="${w}" width="${size - 2 * w}" height="${size - 2 * w}" fill="${t.shade}" opacity="0.55"/><rect x="${w}" y="${w}" width="${size - 2 * w}" height="${w / 2}" fill="${t.shade}" opacity="0.6"/>`,
    };
  },
  herringbone: (t, r) => {
    const size = r.int(16, 26);
    const h = size / 2;
    const w = Math.max(2, size / 6);
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.base}"/><path d="M0 0 L${h} ${h} M${h} ${h} L${size} 0 M0 ${h} L${h} ${size} M${h} ${size} L${size} ${h}" stroke="${t.shade}" stroke-width="${w}" opacity="0.6"/>`,
    };
  },
  gingham: (t, r) => {
    const size = r.int(24, 40);
    const h = size / 2;
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="#f7f5f0"/><rect width="${h}" height="${size}" fill="${t.base}" opacity="0.55"/><rect width="${size}" height="${h}" fill="${t.base}" opacity="0.55"/>`,
    };
  },
  quilted: (t, r) => {
    const size = r.int(70, 110);
    const h = size / 2;
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.light}"/><path d="M${h} 0 L${size} ${h} L${h} ${size} L0 ${h}Z" fill="${t.base}" opacity="0.5"/><path d="M${h} 0 L${size} ${h} L${h} ${size} L0 ${h}Z" fill="none" stroke="${t.shade}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    };
  },
  knit: (t, r) => {
    const size = r.int(14, 22);
    const h = size / 2;
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.shade}"/><path d="M0 0 Q${h / 2} ${size} ${h} ${size} M${size} 0 Q${size - h / 2} ${size} ${h} ${size}" stroke="${t.light}" stroke-width="${h * 0.7}" fill="none" opacity="0.8"/>`,
    };
  },
  terry: (t, r) => {
    const size = r.int(14, 18);
    const c = size / 2;
    return {
      size,
      body: `<rect width="${size}" height="${size}" fill="${t.base}"/><circle cx="${c}" cy="${c}" r="${c * 0.7}" fill="${t.light}" opacity="0.6"/><circle cx="${c + 1}" cy="${c + 1}" r="${c * 0.3}" fill="${t.shade}" opacity="0.5"/>`,
    };
  },
};

/** The SVG document for a recipe at a size; pure and deterministic. */
export function patternSvg(recipe: ImageRecipe, width: number, height: number): string {
  const random = createRandom(`${recipe.pattern}:${recipe.color}:${recipe.seed}`);
  const tone = PALETTE[recipe.color];
  const tile = tiles[recipe.pattern](tone, random);
  // Patterns are drawn for a 740-wide image and scaled with it, so every size looks alike.
  const scale = (width / 740) * (recipe.closeUp ? 3 : 1);
  // No rotation: rotated pattern fills rasterise several times slower in librsvg.
  random.next();
  const lightX = random.int(15, 85);
  const lightY = random.int(10, 60);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><pattern id="p" width="${tile.size}" height="${tile.size}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale.toFixed(4)})">${tile.body}</pattern>` +
    // A soft light and a fold shadow: fabric draped rather than a flat swatch.
    `<radialGradient id="l" cx="${lightX}%" cy="${lightY}%" r="85%"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>` +
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.12"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="${tone.base}"/><rect width="100%" height="100%" fill="url(#p)"/>` +
    `<rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" fill="url(#f)"/></svg>`
  );
}
