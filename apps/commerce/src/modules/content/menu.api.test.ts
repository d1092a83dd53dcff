import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../testing/index';
import { insertMenuFixture } from './testing/menu-fixture';

interface MenuNode {
  label: string;
  level: number;
  url: string | null;
  url_type: 'INTERNAL' | 'EXTERNAL';
  image_desktop_url: string | null;
  image_mobile_url: string | null;
  image_url: string | null;
  image_url_title: string | null;
  children: MenuNode[];
}

const nodeFields =
  'label level url url_type image_desktop_url image_mobile_url image_url image_url_title';
const treeQuery = `{ navigationMenuTreeList(filter: { identifier: { eq: "header_navigation" }, enabled: { eq: true } }) { identifier children { ${nodeFields} children { ${nodeFields} children { ${nodeFields} children { ${nodeFields} children { label } } } } } } }`;

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('navigation menus on the seeded demo', () => {
  let commerce: TestCommerce;
  let tree: MenuNode[];

  beforeAll(async () => {
    commerce = await startTestCommerce();
    const { body } = await commerce.gql(treeQuery);
    expect(body.errors).toBeUndefined();
    tree = body.data!['navigationMenuTreeList'][0].children;
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('numbers the header_navigation levels 1 to 4 from the top', () => {
    const levels = (nodes: MenuNode[], expected: number): void => {
      for (const node of nodes) {
        expect(node.level, node.label).toBe(expected);
        levels(node.children ?? [], expected + 1);
      }
    };
    levels(tree, 1);
    expect(Math.max(...flatten(tree).map((node) => node.level))).toBe(4);
  });

  it('links the main categories as storefront paths with a leading slash, and the journal out', () => {
    expect(tree.slice(0, 6).map((node) => [node.label, node.url, node.url_type])).toEqual([
      ['Bed Linen', '/bed-linen', 'INTERNAL'],
      ['Duvets', '/duvets', 'INTERNAL'],
      ['Pillows', '/pillows', 'INTERNAL'],
      ['Bath', '/bath', 'INTERNAL'],
      ['Accessories', '/accessories', 'INTERNAL'],
      ['Kids', '/kids', 'INTERNAL'],
    ]);
    expect(tree.find((node) => node.label === 'Journal')).toMatchObject({
      url: 'https://journal.loomfront.com/',
      url_type: 'EXTERNAL',
    });
    for (const node of flatten(tree).filter((entry) => entry.url_type === 'INTERNAL'))
      expect(node.url, node.label).toMatch(/^\/[a-z0-9]/);
  });

  it('names the menu in German for the store view at, and in English for the default store', async () => {
    const { body } = await commerce.gql(treeQuery, {}, { Store: 'at' });
    expect(body.errors).toBeUndefined();
    const austria: MenuNode[] = body.data!['navigationMenuTreeList'][0].children;
    expect(austria.map((node) => node.label)).toEqual([
      'Bettwäsche',
      'Bettdecken',
      'Kopfkissen',
      'Bad',
      'Accessoires',
      'Kinder',
      'Geschenke',
      'Magazin',
    ]);
    expect(austria[0]!.children.slice(0, 3).map((node) => node.label)).toEqual([
      'Alle Artikel in Bettwäsche',
      'Mako-Satin',
      'Perkal',
    ]);
    expect(austria[0]!.image_url_title).toBe('Bettwäsche');
    expect(austria[0]!.children[1]!.image_url_title).toBe('Mako-Satin');
    expect(tree.map((node) => node.label)).toEqual([
      'Bed Linen',
      'Duvets',
      'Pillows',
      'Bath',
      'Accessories',
      'Kids',
      'Gifts',
      'Journal',
    ]);
  });

  it('falls back to the default label where the store view has none of its own', async () => {
    const { body } = await commerce.gql(treeQuery, {}, { Store: 'at' });
    const austria = flatten(body.data!['navigationMenuTreeList'][0].children);
    const english = flatten(tree);
    expect(austria.map((node) => node.url)).toEqual(english.map((node) => node.url));
    // A collection named after its line ("Aurelia") keeps the proper name: no label of its own.
    const collection = english.find((node) => node.level === 3 && node.label === 'Aurelia')!;
    expect(austria.find((node) => node.level === 3 && node.url === collection.url)!.label).toBe(
      'Aurelia',
    );
    // Its pieces carry the products' German names.
    const piece = english.find((node) => node.label === 'Aurelia Sateen Bed Linen Set')!;
    expect(austria.find((node) => node.level === 4 && node.url === piece.url)!.label).toBe(
      'Aurelia Bettwäsche-Set Satin',
    );
  });

  it('answers menu images as media URLs with their title', () => {
    const sateen = tree[0]!.children.find((node) => node.label === 'Sateen')!;
    const media = /^\/media\/catalog\/[0-9a-f]{2}\/[0-9a-f]+\.webp$/;
    expect(sateen.image_desktop_url).toMatch(media);
    expect(sateen.image_mobile_url).toMatch(media);
    expect(sateen.image_url).toBe(sateen.image_mobile_url);
    expect(sateen.image_desktop_url).not.toBe(sateen.image_mobile_url);
    expect(sateen.image_url_title).toBe('Sateen');
  });
});

describe('navigation menus', () => {
  let commerce: TestCommerce;
  const data = async (query: string) => {
    const { body } = await commerce.gql(query);
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  beforeAll(async () => {
    commerce = await startTestCommerce();
    await insertMenuFixture(commerce.database.db);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('answers the enabled header_navigation tree, four levels, by position, without disabled nodes', async () => {
    const result = await data(
      '{ navigationMenuTreeList(filter: { identifier: { eq: "header_navigation" }, enabled: { eq: true } }) { identifier children { label level url url_type children { label level url url_type css_classes image_desktop_url children { label children { label level url } } } } } }',
    );
    expect(result['navigationMenuTreeList']).toEqual([
      {
        identifier: 'header_navigation',
        children: [
          { label: 'Duvets', level: 1, url: '/duvets', url_type: 'INTERNAL', children: [] },
          {
            label: 'Bed Linen',
            level: 1,
            url: '/bed-linen',
            url_type: 'INTERNAL',
            children: [
              {
                label: 'Sateen',
                level: 2,
                url: '/bed-linen/sateen',
                url_type: 'INTERNAL',
                css_classes: 'highlight',
                image_desktop_url: 'https://cdn.example/menu-desktop.webp',
                children: [
                  {
                    label: 'White sateen',
                    children: [{ label: 'Aurelia', level: 4, url: '/aurelia-pillowcase' }],
                  },
                ],
              },
              {
                label: 'Journal',
                level: 2,
                url: 'https://journal.example',
                url_type: 'EXTERNAL',
                css_classes: null,
                image_desktop_url: 'https://cdn.example/menu-desktop.webp',
                children: [],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('turns media paths into URLs under the media base and keeps absolute ones', async () => {
    const result = await data(
      '{ navigationMenuTreeList(filter: { identifier: { eq: "header_navigation" } }) { children { children { label image_desktop_url image_mobile_url image_url image_url_title } } } }',
    );
    const sateen = result['navigationMenuTreeList'][0].children[1].children[0];
    expect(sateen).toEqual({
      label: 'Sateen',
      image_desktop_url: 'https://cdn.example/menu-desktop.webp',
      image_mobile_url: '/media/menu/sateen.webp',
      image_url: '/media/menu/sateen.webp',
      image_url_title: 'Sateen image',
    });
  });

  it('leaves out disabled menus when asked for enabled ones, and answers them when asked for', async () => {
    const query = (enabled: boolean) =>
      `{ navigationMenuTreeList(filter: { identifier: { eq: "footer_navigation" }, enabled: { eq: ${enabled} } }) { identifier children { label } } }`;
    expect((await data(query(true)))['navigationMenuTreeList']).toEqual([]);
    expect((await data(query(false)))['navigationMenuTreeList']).toEqual([
      { identifier: 'footer_navigation', children: [] },
    ]);
  });

  it('answers every menu without a filter, and none for an unknown identifier', async () => {
    const all = await data('{ navigationMenuTreeList { identifier } }');
    expect(all['navigationMenuTreeList']).toEqual([
      { identifier: 'header_navigation' },
      { identifier: 'footer_navigation' },
    ]);
    const none = await data(
      '{ navigationMenuTreeList(filter: { identifier: { in: ["no_such_menu"] } }) { identifier } }',
    );
    expect(none['navigationMenuTreeList']).toEqual([]);
  });
});
