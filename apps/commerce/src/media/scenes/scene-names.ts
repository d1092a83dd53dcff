// The scenes a catalog picture can show. Each product type gets the one a shopper recognises at
// card size: bed linen on a made bed, towels as a folded stack, a pillow in its own shape.
export const SCENES = [
  'bed',
  'folded',
  'towels',
  'throw',
  'duvet',
  'pillow',
  'pillow-pair',
  'contour-pillow',
  'cushion',
  'cushion-pair',
  'robe',
  'mat',
  'gift-card',
  'gift-box',
  'bottle',
  'mask',
  'room',
] as const;
export type SceneName = (typeof SCENES)[number];
