// fontverter 2.0 ships no types; this covers the conversion the font tests use.
declare module 'fontverter' {
  export function convert(
    font: Buffer,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
