// Media gallery entries and the card image fields, as URLs under the media base (MEDIA_BASE_URL).
import type { MediaGalleryInterface, ProductImage } from '../../generated/graphql';
import type { MediaRow } from './loaders';

export function mediaUrl(base: string, file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^https?:\/\//.test(file)) return file;
  return base + file.replace(/^\/+/, '');
}

function rolesOf(row: MediaRow): string[] {
  return Array.isArray(row.roles) ? row.roles.map(String) : [];
}

export function galleryEntry(
  base: string,
  row: MediaRow,
): MediaGalleryInterface & { __typename: 'ProductImage' | 'ProductVideo' } {
  const common = {
    url: mediaUrl(base, row.file),
    label: row.label,
    position: row.position,
    disabled: row.disabled,
    roles: rolesOf(row),
    source_link: mediaUrl(base, row.file),
    desktop: mediaUrl(base, row.desktop_file ?? row.file),
    mobile: mediaUrl(base, row.mobile_file ?? row.file),
  };
  if (row.media_type === 'external-video') {
    return {
      __typename: 'ProductVideo',
      ...common,
      preview: mediaUrl(base, row.file),
      video_content: {
        media_type: 'external-video',
        video_provider: row.video_provider,
        video_url: row.video_url,
        video_title: row.video_title,
        video_description: row.video_description,
        video_metadata: row.video_metadata,
      },
    } as never;
  }
  return { __typename: 'ProductImage', ...common };
}

/**
 * The image carrying a role. Roles hold whatever the "hide from product page" (disabled) flag
 * says, as in Magento: only media_gallery leaves disabled rows out. Without a role, the
 * fallback picks an enabled image by gallery order (the first, or the second for hover images),
 * so a product without explicit roles still shows pictures.
 */
export function imageWithRole(
  base: string,
  rows: readonly MediaRow[],
  roles: readonly string[],
  fallbackIndex: number | null,
): ProductImage | null {
  const images = rows.filter((row) => row.media_type === 'image');
  const found =
    images.find((row) => rolesOf(row).some((role) => roles.includes(role))) ??
    (fallbackIndex === null ? undefined : images.filter((row) => !row.disabled)[fallbackIndex]);
  if (!found) return null;
  return { ...galleryEntry(base, found), __typename: 'ProductImage' } as ProductImage;
}

/** Every image carrying a role, by position: the custom_gallery block's images. */
export function imagesWithRole(
  base: string,
  rows: readonly MediaRow[],
  role: string,
): ProductImage[] {
  return rows
    .filter((row) => row.media_type === 'image' && rolesOf(row).includes(role))
    .map((row) => ({ ...galleryEntry(base, row), __typename: 'ProductImage' }) as ProductImage);
}
