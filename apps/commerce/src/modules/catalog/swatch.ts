// Magento's swatch kinds (SwatchDataInterface): a hex colour, an image, or a text label.
import type { ColorSwatchData, ImageSwatchData, TextSwatchData } from '../../generated/graphql';
import { mediaUrl } from './media';

export type Swatch =
  | (ColorSwatchData & { __typename: 'ColorSwatchData' })
  | (ImageSwatchData & { __typename: 'ImageSwatchData' })
  | (TextSwatchData & { __typename: 'TextSwatchData' });

/** Colours are stored as #rrggbb, images as media paths, anything else is a text swatch. */
export function swatchData(value: string | null, mediaBaseUrl: string): Swatch | null {
  if (value === null || value === '') return null;
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return { __typename: 'ColorSwatchData', value };
  if (/\.(webp|png|jpe?g|gif|svg)$/i.test(value))
    return { __typename: 'ImageSwatchData', value, thumbnail: mediaUrl(mediaBaseUrl, value) };
  return { __typename: 'TextSwatchData', value };
}
