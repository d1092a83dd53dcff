// Shared pieces of the catalog scenes: the fabric as an SVG <pattern>, soft studio light, contact
// shadows and a backdrop. Shadows are radial gradients rather than blur filters, which librsvg
// rasterises several times slower at gallery size.
import type { Random } from '../../seed/random';
import type { Tone } from '../palette';
import { tiles, type PatternName } from '../patterns';

/** Everything a scene draws with: the fabric fill, its tones, and a seeded random for variety. */
export interface SceneKit {
  /** `url(#w)`: the product's weave. */
  fabric: string;
  tone: Tone;
  random: Random;
  /** A neutral for furniture and packaging that stands apart from the fabric. */
  neutral: Tone;
  /** A piping and trim colour: how pieces of one white line still differ from each other. */
  trim: string;
}

/** A scene: the SVG body and defs, drawn in its own box, fitted to any image size. */
export interface Scene {
  defs: string;
  body: string;
  /** x, y, width, height of the subject; the backdrop reaches far beyond it. */
  box: readonly [number, number, number, number];
  /** `meet` keeps the whole product in view; `slice` fills the frame (lifestyle crops). */
  fit: 'meet' | 'slice';
}

export const n = (value: number) => (Math.round(value * 10) / 10).toString();

/**
 * The weave as a pattern, drawn at `scale` user units per tile unit and at 60 % of its contrast
 * (a lit scene needs no more, and a fifth fewer bytes); `size` is its repeat.
 */
export function fabricPattern(
  id: string,
  pattern: PatternName,
  tone: Tone,
  random: Random,
  scale: number,
): { svg: string; size: number } {
  const tile = tiles[pattern](tone, random);
  return {
    svg: `<pattern id="${id}" width="${tile.size}" height="${tile.size}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale.toFixed(3)})"><rect width="${tile.size}" height="${tile.size}" fill="${tone.base}"/><g opacity="0.6">${tile.body}</g></pattern>`,
    size: tile.size * scale,
  };
}

/** Gradients every scene may use: overlays for plump, lit-from-above and lit-from-left forms. */
export const LIGHT_DEFS =
  // Plump: a highlight up and left, darker towards the edges.
  `<radialGradient id="plump" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>` +
  // A surface lit from above: light at the top, shaded towards the floor.
  `<linearGradient id="down" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#000" stop-opacity="0.02"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>` +
  // A rolled fold: a bright crest and a dark underside.
  `<linearGradient id="fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient>` +
  // Light from the window on the left.
  `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.6" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.26"/></linearGradient>` +
  // A top face catching the light.
  `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#fff" stop-opacity="0.24"/></linearGradient>` +
  // A soft contact shadow.
  `<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.6" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

/** The shape in the fabric, then again with a light overlay: one lit textile surface. */
export function lit(d: string, light: string, fabric: string, extra = ''): string {
  return `<path d="${d}" fill="${fabric}"${extra}/><path d="${d}" fill="url(#${light})"/>`;
}

/** A soft shadow where an object meets the floor. */
export function contactShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#contact)"/>`;
}

/** Relative luminance (0 dark … 1 light) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => ((value >> shift) & 0xff) / 255;
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** Studio walls: a light fabric stands on a deeper wall, a dark one on a pale wall. */
const WALLS: Record<'pale' | 'deep', Array<{ wall: string; floor: string }>> = {
  pale: [
    { wall: '#efebe4', floor: '#e2dbd0' },
    { wall: '#ece8e1', floor: '#ddd6ca' },
    { wall: '#f0ebe3', floor: '#e4dccf' },
  ],
  deep: [
    { wall: '#d9d0c3', floor: '#c9bdac' },
    { wall: '#d3cdc4', floor: '#c1b8aa' },
    { wall: '#dcd2c2', floor: '#cbbfa9' },
  ],
};

export function studioColors(tone: Tone, random: Random): { wall: string; floor: string } {
  return random.pick(WALLS[luminance(tone.base) > 0.72 ? 'deep' : 'pale']);
}

/**
 * A wall and a floor meeting at `horizon`, lit from the upper left, reaching far past the subject
 * box so that any crop of the scene stays filled.
 */
export function backdrop(
  colors: { wall: string; floor: string },
  horizon: number,
  width = 1000,
): { defs: string; body: string } {
  const far = (from: number, to: number) =>
    `x="-3000" y="${from}" width="${width + 6000}" height="${to - from}"`;
  return {
    defs:
      `<linearGradient id="wall" gradientUnits="userSpaceOnUse" x1="0" y1="${horizon - 900}" x2="${n(width * 0.4)}" y2="${horizon}"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0.07"/></linearGradient>` +
      `<linearGradient id="floor" gradientUnits="userSpaceOnUse" x1="0" y1="${horizon}" x2="0" y2="${horizon + 500}"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="0.2" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>`,
    body:
      `<rect ${far(-3000, horizon)} fill="${colors.wall}"/><rect ${far(-3000, horizon)} fill="url(#wall)"/>` +
      `<rect ${far(horizon, horizon + 4000)} fill="${colors.floor}"/><rect ${far(horizon, horizon + 4000)} fill="url(#floor)"/>`,
  };
}
