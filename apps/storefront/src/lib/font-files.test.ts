import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_FILES, subsetFonts } from './font-files';
import { BODY_WEIGHTS, inLatinSubset } from './font-subset';

const resolve = createRequire(import.meta.url).resolve;
const read = (source: string) => readFileSync(resolve(source));

async function face(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(await convert(woff2, 'sfnt')));
}

describe('the storefront font files', () => {
  let made: Awaited<ReturnType<typeof subsetFonts>>;
  beforeAll(async () => {
    made = await subsetFonts(read);
  });

  it('are made for every face src/lib/fonts.ts loads, each smaller than its source', () => {
    expect(made.map((file) => file.name)).toEqual(FONT_FILES.map((file) => file.name));
    for (const file of made) expect(file.data.length, file.name).toBeLessThan(file.sourceBytes);
  });

  it('keep every latin character their source draws, and nothing else', async () => {
    for (const [index, file] of made.entries()) {
      const source = await face(read(FONT_FILES[index]!.source));
      const expected = [...source.collectUnicodes()].filter((c) => c >= 0x20 && inLatinSubset(c));
      const kept = [...(await face(file.data)).collectUnicodes()];
      expect(
        kept.sort((a, b) => a - b),
        file.name,
      ).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('keep every OpenType feature, tabular figures and kerning included', async () => {
    for (const [index, file] of made.entries()) {
      const source = await face(read(FONT_FILES[index]!.source));
      const subset = await face(file.data);
      for (const table of ['GSUB', 'GPOS'] as const) {
        expect(new Set(subset.getTableFeatureTags(table)), `${file.name} ${table}`).toEqual(
          new Set(source.getTableFeatureTags(table)),
        );
      }
    }
    const body = await face(made[0]!.data);
    expect(body.getTableFeatureTags('GSUB')).toContain('tnum');
    expect(body.getTableFeatureTags('GPOS')).toContain('kern');
  });

  it('narrow the body face to the weights the styles use, from regular to bold', async () => {
    const { wght } = (await face(made[0]!.data)).getAxisInfos();
    expect(wght).toMatchObject({ min: BODY_WEIGHTS.min, max: BODY_WEIGHTS.max });
  });
});
