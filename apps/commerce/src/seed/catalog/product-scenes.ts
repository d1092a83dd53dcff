// Which scene pictures a product or a category: the first rule whose words the product name holds,
// else its category's scene. A shopper should tell a sheet from a towel from a pillow at card size.
import type { SceneName } from '../../media/scenes/scene-names';

/** Name words → scene, checked in order (so "Pillow Protector" wins over "Pillow"). */
const BY_NAME: Array<[RegExp, SceneName]> = [
  [/gift card|certificate|calendar|e-book|guide|monogram/i, 'gift-card'],
  [/gift wrap|gift set/i, 'gift-box'],
  [/\bspray\b/i, 'bottle'],
  [/\bmask\b/i, 'mask'],
  [/bed linen set/i, 'bed'],
  [/duvet cover|sheet|swaddle|essentials/i, 'folded'],
  [/pillowcase pair|pillow dressing|pillow family|protector collection/i, 'pillow-pair'],
  [/cushion set/i, 'cushion-pair'],
  [/cushion/i, 'cushion'],
  [/anthracite|cuprum/i, 'contour-pillow'],
  [/pillow/i, 'pillow'],
  [/duvet|sleeping bag/i, 'duvet'],
  [/robe|poncho/i, 'robe'],
  [/bath mat/i, 'mat'],
  [/towel/i, 'towels'],
  [/throw|blanket/i, 'throw'],
];

/** Category url path prefix → scene, longest first. */
const BY_CATEGORY: Array<[string, SceneName]> = [
  ['bed-linen', 'bed'],
  ['duvets', 'duvet'],
  ['pillows/protectors', 'pillow-pair'],
  ['pillows/anatomic', 'contour-pillow'],
  ['pillows', 'pillow'],
  ['bath/robes', 'robe'],
  ['bath/bath-mats', 'mat'],
  ['bath', 'towels'],
  ['accessories/cushions', 'cushion-pair'],
  ['accessories/gifts', 'gift-box'],
  ['accessories', 'throw'],
  ['kids/baby', 'throw'],
  ['kids/kids-bath', 'towels'],
  ['kids', 'bed'],
];

export function categoryScene(urlPath: string): SceneName {
  const match = BY_CATEGORY.find(
    ([prefix]) => urlPath === prefix || urlPath.startsWith(`${prefix}/`),
  );
  return match?.[1] ?? 'folded';
}

export function productScene(name: string, category: string): SceneName {
  return BY_NAME.find(([words]) => words.test(name))?.[1] ?? categoryScene(category);
}
