import { describe, expect, it } from 'vitest';
import { swatchData } from './swatch';

describe('swatchData', () => {
  const media = 'https://shop.example/media/';

  it('serves a hex value as a colour swatch', () => {
    expect(swatchData('#f4efe6', media)).toEqual({
      __typename: 'ColorSwatchData',
      value: '#f4efe6',
    });
  });

  it('serves a media path as an image swatch with its thumbnail URL', () => {
    expect(swatchData('swatches/ivory.webp', media)).toEqual({
      __typename: 'ImageSwatchData',
      value: 'swatches/ivory.webp',
      thumbnail: 'https://shop.example/media/swatches/ivory.webp',
    });
  });

  it('serves anything else as a text swatch, and no value as none', () => {
    expect(swatchData('XL', media)).toEqual({ __typename: 'TextSwatchData', value: 'XL' });
    expect(swatchData(null, media)).toBeNull();
    expect(swatchData('', media)).toBeNull();
  });
});
