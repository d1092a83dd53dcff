import { describe, expect, it } from 'vitest';
import { galleryItems, GALLERY_MAX_IMAGES } from './gallery';

const origin = 'http://127.0.0.1:4000/media/';

describe('galleryItems', () => {
  it('orders enabled images by position with desktop, mobile, big and placeholder local URLs and zoom 2', () => {
    const items = galleryItems(
      [
        { url: `${origin}b.webp`, label: 'Back', position: 2 },
        { url: `${origin}hidden.webp`, position: 0, disabled: true },
        {
          url: `${origin}a.webp`,
          desktop: `${origin}a-d.webp`,
          mobile: `${origin}a-m.webp`,
          source_link: `${origin}a-original.webp`,
          label: '',
          position: 1,
        },
      ],
      'Aurelia',
    );
    expect(items).toEqual([
      {
        kind: 'image',
        alt: 'Aurelia',
        desktopUrl: '/media/a-d.webp',
        mobileUrl: '/media/a-m.webp',
        thumbUrl: '/media/a.webp',
        bigUrl: '/media/a-original.webp',
        placeholderUrl: '/media/a.webp',
        zoom: 2,
        video: null,
        videoTitle: null,
      },
      expect.objectContaining({
        alt: 'Back',
        desktopUrl: '/media/b.webp',
        mobileUrl: '/media/b.webp',
        // Without an original file the big image is the desktop one.
        bigUrl: '/media/b.webp',
      }),
    ]);
  });

  it('keeps at most 14 entries', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ url: `${origin}${i}.webp`, position: i }));
    expect(galleryItems(many, 'x')).toHaveLength(GALLERY_MAX_IMAGES);
  });

  it('turns a ProductVideo into a video with its preview image', () => {
    const [item] = galleryItems(
      [
        {
          __typename: 'ProductVideo',
          url: `${origin}preview.webp`,
          label: 'How it is made',
          video_content: { video_url: 'https://video.example/v.mp4' },
        },
      ],
      'x',
    );
    expect(item).toMatchObject({
      kind: 'video',
      desktopUrl: '/media/preview.webp',
      video: { kind: 'file', url: 'https://video.example/v.mp4' },
      videoTitle: 'How it is made',
    });
  });

  it('plays a Vimeo page URL through the embed player, titled by the video title', () => {
    const [item] = galleryItems(
      [
        {
          __typename: 'ProductVideo',
          url: `${origin}preview.webp`,
          video_content: {
            video_url: 'https://vimeo.com/76979871',
            video_title: 'From loom to bed',
          },
        },
      ],
      'x',
    );
    expect(item).toMatchObject({
      kind: 'video',
      video: {
        kind: 'embed',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      },
      videoTitle: 'From loom to bed',
    });
  });

  it('shows a video it cannot play as its preview image only', () => {
    const [item] = galleryItems(
      [
        {
          __typename: 'ProductVideo',
          url: `${origin}preview.webp`,
          video_content: { video_url: 'https://example.com/page.html' },
        },
      ],
      'x',
    );
    expect(item).toMatchObject({ kind: 'image', video: null });
  });

  it('drops entries whose image is not a commerce media URL', () => {
    expect(galleryItems([{ url: 'https://elsewhere.example/x.png' }], 'x')).toEqual([]);
  });
});
