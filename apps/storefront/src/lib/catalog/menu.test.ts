import { describe, expect, it } from 'vitest';
import { menuCssClasses, menuImage, menuItems, nextMenuIndex } from './menu';

describe('menuItems', () => {
  it('builds internal paths with a leading slash and keeps external URLs', () => {
    const items = menuItems([
      {
        label: 'Bed linen',
        url: 'bed-linen',
        url_type: 'INTERNAL',
        children: [{ label: 'Sateen', url: '/bed-linen/sateen', url_type: 'INTERNAL' }],
      },
      { label: 'Journal', url: 'https://journal.example/', url_type: 'EXTERNAL' },
      null,
    ]);
    expect(items).toEqual([
      {
        key: '0',
        label: 'Bed linen',
        href: '/bed-linen',
        external: false,
        cssClasses: [],
        image: null,
        children: [
          {
            key: '0-0',
            label: 'Sateen',
            href: '/bed-linen/sateen',
            external: false,
            cssClasses: [],
            image: null,
            children: [],
          },
        ],
      },
      {
        key: '1',
        label: 'Journal',
        href: 'https://journal.example/',
        external: true,
        cssClasses: [],
        image: null,
        children: [],
      },
    ]);
  });

  it('drops unsafe URLs', () => {
    const items = menuItems([
      { label: 'A', url: 'javascript:alert(1)', url_type: 'EXTERNAL' },
      { label: 'B', url: '//evil.example', url_type: 'INTERNAL' },
    ]);
    expect(items.map((i) => i.href)).toEqual([null, null]);
  });
});

describe('menuImage', () => {
  it('serves desktop and mobile images locally, each falling back to image_url', () => {
    expect(
      menuImage({
        label: 'Sateen',
        url_type: 'INTERNAL',
        image_desktop_url: 'http://127.0.0.1:4000/media/menu/sateen-wide.webp',
        image_url: 'http://127.0.0.1:4000/media/menu/sateen.webp',
        image_url_title: 'Sateen sheets',
      }),
    ).toEqual({
      desktop: '/media/menu/sateen-wide.webp',
      mobile: '/media/menu/sateen.webp',
      alt: 'Sateen sheets',
    });
  });

  it('uses the label as alt text without a title and shows nothing without a media image', () => {
    expect(
      menuImage({ label: 'Bath', url_type: 'INTERNAL', image_url: '/media/bath.webp' })?.alt,
    ).toBe('Bath');
    expect(
      menuImage({ label: 'Bath', url_type: 'INTERNAL', image_url: 'https://cdn.example/x.webp' }),
    ).toBeNull();
  });
});

describe('menuCssClasses', () => {
  it('keeps plain class names and drops anything else', () => {
    expect(menuCssClasses('  menu-highlight  text-[red] menu_all ')).toEqual([
      'menu-highlight',
      'menu_all',
    ]);
    expect(menuCssClasses(null)).toEqual([]);
  });
});

describe('nextMenuIndex', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextMenuIndex(0, 3, 'ArrowRight')).toBe(1);
    expect(nextMenuIndex(2, 3, 'ArrowRight')).toBe(0);
    expect(nextMenuIndex(0, 3, 'ArrowLeft')).toBe(2);
    expect(nextMenuIndex(1, 3, 'End')).toBe(2);
    expect(nextMenuIndex(1, 3, 'Home')).toBe(0);
    expect(nextMenuIndex(1, 3, 'Enter')).toBeNull();
  });

  it('skips entries that cannot take focus', () => {
    const focusable = (index: number) => index !== 1;
    expect(nextMenuIndex(0, 3, 'ArrowRight', focusable)).toBe(2);
    expect(nextMenuIndex(2, 3, 'ArrowLeft', focusable)).toBe(0);
    expect(nextMenuIndex(2, 3, 'Home', (index) => index > 0)).toBe(1);
    expect(nextMenuIndex(0, 3, 'End', (index) => index < 2)).toBe(1);
  });

  it('reaches a last leaf entry with the arrow keys and End', () => {
    // The demo menu ends with an external leaf (Journal): it must be reachable like the rest.
    expect(nextMenuIndex(6, 8, 'ArrowRight')).toBe(7);
    expect(nextMenuIndex(0, 8, 'End')).toBe(7);
  });

  it('answers null when no entry can take focus', () => {
    expect(nextMenuIndex(0, 2, 'ArrowRight', () => false)).toBeNull();
    expect(nextMenuIndex(0, 0, 'ArrowRight')).toBeNull();
  });
});
