// One SVG document per recipe: the scene drawn in the recipe's weave and colour on a lit studio
// backdrop, fitted to the requested size. Pure: the recipe alone decides every byte.
import { createRandom } from '../../seed/random';
import { PALETTE, type Tone } from '../palette';
import type { ImageRecipe, PatternName } from '../patterns';
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
  n,
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

/**
 * The smallest repeat, in pixels, a weave is drawn at. Below it the weave is noise: it costs a
 * third to half of a file's bytes and shows nothing a shopper recognises, so the fabric is drawn in
 * its plain colour. Motifs (checks, jacquard, quilting) stay visible smaller than fine textures;
 * the close-up hover picture shows every weave larger.
 */
export const MIN_WEAVE_REPEAT_PX: Record<PatternName, number> = {
  gingham: 9,
  jacquard: 9,
  quilted: 9,
  sateen: 20,
  percale: 20,
  waffle: 20,
  herringbone: 20,
  knit: 20,
  terry: 20,
};

/**
 * The scene's SVG document at width × height. With `closeUp`, the second picture of the product: a
 * close crop around the scene's detail box. A product is fitted whole into the frame, or into its
 * middle `narrowest` (width:height) part when the file is also shown cropped that narrow.
 */
export function sceneSvg(
  recipe: ImageRecipe & { scene: SceneName },
  width: number,
  height: number,
  narrowest = 1,
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
  // Drawn before the decision below: the weave takes its numbers from the same random sequence
  // as the drawing, so every size of a recipe shows the same scene.
  const weave = fabricPattern('w', recipe.pattern, tone, random, 1);
  const drawing = DRAW[recipe.scene](kit);
  const [x, y, w, h] = recipe.closeUp ? drawing.detail : drawing.box;
  // The room fills the frame (the bed stays in narrow crops); products are fitted whole.
  const pixelsPerUnit =
    recipe.scene === 'room'
      ? Math.max(width / w, height / h)
      : Math.min(Math.min(width, height * narrowest) / w, height / h);
  const viewWidth = width / pixelsPerUnit;
  const viewHeight = height / pixelsPerUnit;
  const viewBox = [x + (w - viewWidth) / 2, y + (h - viewHeight) / 2, viewWidth, viewHeight];
  const woven = weave.size * pixelsPerUnit >= MIN_WEAVE_REPEAT_PX[recipe.pattern];
  const body = woven ? drawing.body : drawing.body.replaceAll(kit.fabric, tone.base);
  const ground = backdrop(
    studioColors(tone, random),
    drawing.horizon,
    drawing.box[0] + drawing.box[2],
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox.map(n).join(' ')}">` +
    `<defs>${woven ? weave.svg : ''}${LIGHT_DEFS}${ground.defs}${drawing.defs ?? ''}</defs>` +
    ground.body +
    body +
    `</svg>`
  );
}
