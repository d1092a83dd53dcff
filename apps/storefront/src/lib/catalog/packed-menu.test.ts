import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/commerce/types/navigation';
import { packMenu, unpackMenu } from './packed-menu';

const tree: MenuItem[] = [
  {
    key: '0',
    label: 'Bed Linen',
    href: '/bed-linen',
    external: false,
    cssClasses: ['menu-bed-linen'],
    image: { desktop: '/media/a.webp', mobile: null, alt: '' },
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
      {
        key: '0-2',
        label: 'Heading',
        href: null,
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
    href: 'https://journal.loomfront.com/',
    external: true,
    cssClasses: [],
    image: null,
    children: [],
  },
];

describe('packed menu', () => {
  it('keeps only the desktop file of an image, or the mobile one when that is all there is', () => {
    const withImage = (image: MenuItem['image']): MenuItem => ({ ...tree[1]!, image });
    const packed = packMenu([
      withImage({ desktop: '/media/d.webp', mobile: '/media/m.webp', alt: 'Bath' }),
      withImage({ desktop: null, mobile: '/media/m.webp', alt: 'Bath' }),
    ]);
    expect(packed.map((node) => node.i)).toEqual(['/media/d.webp', '/media/m.webp']);
  });

  it('unpacks to exactly the tree it was packed from, for desktop images without alt text', () => {
    expect(unpackMenu(packMenu(tree))).toEqual(tree);
  });

  it('leaves out the defaults of a plain internal leaf', () => {
    expect(packMenu(tree)[0]!.n![0]).toEqual({ k: '0-0', l: 'Sateen', h: '/bed-linen/sateen' });
    expect(packMenu(tree)[1]).toEqual({
      k: '1',
      l: 'Journal',
      h: 'https://journal.loomfront.com/',
      x: 1,
    });
  });

  it('is less than half the JSON of the full tree for leaves', () => {
    const leaf = tree[0]!.children[0]!;
    expect(JSON.stringify(packMenu([leaf])).length * 2).toBeLessThan(JSON.stringify([leaf]).length);
  });
});
