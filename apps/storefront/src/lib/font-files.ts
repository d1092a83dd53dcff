// Build time only (scripts/subset-fonts.ts and its test): the storefront's font files, made from
// the @fontsource packages with harfbuzz's subsetter (subset-font). Never imported by a page.
import subsetFont from 'subset-font';
import { BODY_WEIGHTS, latinSubsetText } from './font-subset';

interface FontFile {
  /** The file written to fonts/, as src/lib/fonts.ts names it. */
  name: string;
  /** The @fontsource file it is made from, as a package path. */
  source: string;
  /** Variable axes narrowed to a range (an axis not named keeps its whole range). */
  axes?: Record<string, { min: number; max: number }>;
}

export const FONT_FILES: readonly FontFile[] = [
  {
    name: 'inter-latin-400-700.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    axes: { wght: BODY_WEIGHTS },
  },
  {
    name: 'cormorant-garamond-latin-500.woff2',
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  },
  {
    name: 'cormorant-garamond-latin-500-italic.woff2',
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
  },
];

/**
 * Each font file cut down to the latin subset's characters and its axes' ranges, keeping every
 * OpenType feature (kerning, ligatures, tabular figures). `read` gives a source file's bytes.
 */
export async function subsetFonts(
  read: (source: string) => Buffer,
): Promise<Array<{ name: string; data: Buffer; sourceBytes: number }>> {
  const text = latinSubsetText();
  return Promise.all(
    FONT_FILES.map(async (file) => {
      const source = read(file.source);
      const data = await subsetFont(source, text, {
        targetFormat: 'woff2',
        ...(file.axes ? { variationAxes: file.axes } : {}),
      });
      return { name: file.name, data, sourceBytes: source.length };
    }),
  );
}
