// One SVG document per recipe: the scene drawn in the recipe's weave and colour on a lit studio
// backdrop, fitted to the requested size. Pure: the recipe alone decides every byte.
import { createRandom } from '../../seed/random';
import { PALETTE, type Tone } from '../palette';
import type { ImageRecipe } from '../patterns';
import { bed, duvet, folded, throwBlanket, towels, type Drawing } from './bedding-scenes';
import { bottle, giftBox, giftCard, mask, mat, robe } from './object-scenes';
import { contourPillow, cushion, cushionPair, pillow, pillowPair } from './pillow-scenes';
import { room } from './room-scene';
import type { SceneName } from './scene-names';
import {
  backdrop,
  fabricPattern,
  LIGHT_DEFS,
  luminance,
  studioColors,
  type SceneKit,
} from './scene-kit';

const DRAW: Record<SceneName, (kit: SceneKit) => Drawing> = {
  bed,
  folded,
  towels,
  throw: throwBlanket,
  duvet,
  pillow,
  'pillow-pair': pillowPair,
  'contour-pillow': contourPillow,
  cushion,
  'cushion-pair': cushionPair,
  robe,
  mat,
  'gift-card': giftCard,
  'gift-box': giftBox,
  bottle,
  mask,
  room,
};

/** Furniture and packaging: warm wood on light fabrics, pale oak and linen on dark ones. */
const NEUTRALS: Record<'forLight' | 'forDark', Tone[]> = {
  forLight: [
    { base: '#a88c6d', shade: '#7d6449', light: '#d9c9b3' },
    { base: '#9d958a', shade: '#6f675d', light: '#d6d0c6' },
  ],
  forDark: [
    { base: '#d8c7ad', shade: '#b59c7a', light: '#f1e8da' },
    { base: '#cfc6ba', shade: '#a99d8d', light: '#efe9e0' },
  ],
};

/** Piping on light fabrics: self-coloured, gold, slate or sage. */
const TRIMS = ['#d6d0c4', '#c2a572', '#7f8ea3', '#94a58a', '#e8e2d6'];

/** The scene's SVG document at width × height. */
export function sceneSvg(
  recipe: ImageRecipe & { scene: SceneName },
  width: number,
  height: number,
): string {
  const random = createRandom(`${recipe.scene}:${recipe.pattern}:${recipe.color}:${recipe.seed}`);
  const tone = PALETTE[recipe.color];
  const light = luminance(tone.base) > 0.55;
  const kit: SceneKit = {
    fabric: 'url(#w)',
    tone,
    random,
    neutral: random.pick(light ? NEUTRALS.forLight : NEUTRALS.forDark),
    trim: random.pick(light ? TRIMS : [tone.shade, tone.light]),
  };
  const weave = fabricPattern('w', recipe.pattern, tone, random, 1);
  const drawing = DRAW[recipe.scene](kit);
  const [x, y, w, h] = drawing.box;
  const fit = recipe.scene === 'room' ? 'slice' : 'meet';
  const ground = backdrop(studioColors(tone, random), drawing.horizon, x + w);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}" preserveAspectRatio="xMidYMid ${fit}">` +
    `<defs>${weave}${LIGHT_DEFS}${ground.defs}${drawing.defs ?? ''}</defs>` +
    ground.body +
    drawing.body +
    `</svg>`
  );
}
