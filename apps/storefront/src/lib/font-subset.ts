// What the self-hosted fonts keep (ADR 0064). The files come from @fontsource and are cut down at
// build time (scripts/subset-fonts.ts): the code points of Fontsource's own `latin` file, every
// OpenType feature, and of the body face's weight axis only the weights the shop's styles use.

/** Code point ranges kept, inclusive: the `unicode-range` of Fontsource's latin subset. */
export const LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The body face's weights: regular (400) for text, medium (500) and semibold (600) for labels
 * and prices, bold (700) for `<b>` and `<strong>` (`bolder` than 400). Inter's axis runs from 100
 * to 900; the weights outside this range are never drawn and cost 11 KB a page.
 */
export const BODY_WEIGHTS = { min: 400, max: 700 } as const;

/** Whether a character is one the subset keeps. */
export function inLatinSubset(codePoint: number): boolean {
  return LATIN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Every character the subset keeps, as the text the subsetter is given. */
export function latinSubsetText(): string {
  const codePoints: number[] = [];
  for (const [from, to] of LATIN_RANGES) {
    for (let codePoint = from; codePoint <= to; codePoint++) codePoints.push(codePoint);
  }
  return String.fromCodePoint(...codePoints);
}

/** The characters of a text the subset does not keep (line breaks and tabs aside), in order. */
export function charactersOutsideSubset(text: string): string[] {
  const outside = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (codePoint >= 0x20 && !inLatinSubset(codePoint)) outside.add(character);
  }
  return [...outside];
}
