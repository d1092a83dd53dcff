// The brand's colour names (what `color` and the descriptive colour attribute carry) and the tones
// their fabrics are painted in: base, a darker shade for weave shadows, a lighter one for sheen.
export interface Tone {
  base: string;
  shade: string;
  light: string;
}

export const PALETTE = {
  white: { base: '#f4f2ec', shade: '#dcd8cd', light: '#ffffff' },
  ivory: { base: '#efe6d2', shade: '#d6c9ad', light: '#fbf6ea' },
  sand: { base: '#d9c6a5', shade: '#b9a381', light: '#ecdfc8' },
  camel: { base: '#b98d5a', shade: '#946a3c', light: '#d3ad7f' },
  grey: { base: '#a9a9a6', shade: '#85857f', light: '#c9c9c5' },
  anthracite: { base: '#45474b', shade: '#2d2f32', light: '#63666b' },
  navy: { base: '#27344f', shade: '#18223a', light: '#3d4d6e' },
  sage: { base: '#a3b09a', shade: '#7f8d77', light: '#c2ccbb' },
  blush: { base: '#e3c4bd', shade: '#c9a39a', light: '#f2ddd8' },
  terracotta: { base: '#b8674b', shade: '#924b33', light: '#d08a70' },
  ocean: { base: '#4f7f95', shade: '#3a6073', light: '#73a0b4' },
  lavender: { base: '#b7add0', shade: '#968ab4', light: '#d2cbe4' },
  mustard: { base: '#d1a83f', shade: '#ab852a', light: '#e6c56c' },
  black: { base: '#202022', shade: '#111112', light: '#3a3a3d' },
} as const satisfies Record<string, Tone>;

export type ColorName = keyof typeof PALETTE;

export const COLOR_NAMES = Object.keys(PALETTE) as ColorName[];
