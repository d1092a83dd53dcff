import { describe, expect, it } from 'vitest';
import type { HomeCategoriesQuery } from '@/gql/graphql';
import { homeCategoriesView } from './home';

type Node = NonNullable<
  NonNullable<HomeCategoriesQuery['navigationMenuTreeList']>[number]
>['children'][number];

const node = (overrides: Partial<NonNullable<Node>>): Node => ({
  label: 'Bed linen',
  url: '/bed-linen',
  url_type: 'INTERNAL',
  image_desktop_url: 'http://127.0.0.1:4000/media/catalog/aa/aa1.webp',
  image_mobile_url: 'http://127.0.0.1:4000/media/catalog/bb/bb1.webp',
  image_url: 'http://127.0.0.1:4000/media/catalog/bb/bb1.webp',
  image_url_title: 'Bed linen',
  ...overrides,
});

const answer = (children: Node[]): HomeCategoriesQuery => ({
  navigationMenuTreeList: [{ identifier: 'header_navigation', children }],
});

describe('homeCategoriesView', () => {
  it('turns main menu nodes into category tiles with local media paths', () => {
    expect(homeCategoriesView(answer([node({})]))).toEqual([
      {
        key: '0:/bed-linen',
        label: 'Bed linen',
        href: '/bed-linen',
        bannerImage: '/media/catalog/aa/aa1.webp',
        tileImage: '/media/catalog/bb/bb1.webp',
        imageAlt: 'Bed linen',
      },
    ]);
  });

  it('leaves out external links and nodes without a picture', () => {
    const view = homeCategoriesView(
      answer([
        node({ url_type: 'EXTERNAL', url: 'https://journal.example/' }),
        node({ label: 'Gifts', url: '/gifts', image_url: null, image_mobile_url: null }),
        node({ label: 'Bath', url: '/bath' }),
      ]),
    );
    expect(view.map((category) => category.label)).toEqual(['Bath']);
  });

  it('answers no tiles when commerce has no menu', () => {
    expect(homeCategoriesView({ navigationMenuTreeList: [] })).toEqual([]);
  });
});
