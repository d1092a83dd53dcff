// The category tree under the root: six main categories (url paths fixed by the spec) and their
// subcategories, with the copy and meta tags the category pages show.
import type { ColorName } from '../../media/palette';
import type { PatternName } from '../../media/patterns';
import type { DemoCategory } from './types';

interface CategorySource {
  key: string;
  name: string;
  pattern: PatternName;
  color: ColorName;
  intro: string;
  displayMode?: DemoCategory['displayMode'];
  children?: CategorySource[];
}

const sources: CategorySource[] = [
  {
    key: 'bed-linen',
    name: 'Bed Linen',
    pattern: 'sateen',
    color: 'ivory',
    intro: 'Bed linen woven from long-staple cotton and linen, finished by hand in our mills',
    displayMode: 'PRODUCTS_AND_PAGE',
    children: [
      {
        key: 'sateen',
        name: 'Sateen',
        pattern: 'sateen',
        color: 'white',
        intro: 'Four-over-one sateen with a soft, liquid sheen',
      },
      {
        key: 'percale',
        name: 'Percale',
        pattern: 'percale',
        color: 'white',
        intro: 'Crisp, cool one-over-one percale for warm sleepers',
      },
      {
        key: 'jacquard',
        name: 'Jacquard',
        pattern: 'jacquard',
        color: 'sand',
        intro: 'Damask motifs woven into the cloth on jacquard looms',
      },
      {
        key: 'linen',
        name: 'Stonewashed Linen',
        pattern: 'herringbone',
        color: 'sage',
        intro: 'European flax, stonewashed for a lived-in drape',
      },
    ],
  },
  {
    key: 'duvets',
    name: 'Duvets',
    pattern: 'quilted',
    color: 'white',
    intro: 'Duvets filled with natural wools and our breathable fibres for every season',
    children: [
      {
        key: 'woolux',
        name: 'Woolux',
        pattern: 'quilted',
        color: 'camel',
        intro: 'Merino, camel and cashmere wool that regulate warmth through the night',
      },
      {
        key: 'climafiber',
        name: 'Climafiber',
        pattern: 'quilted',
        color: 'ocean',
        intro: 'A hollow fibre that breathes like down and washes at 60 °C',
      },
      {
        key: 'signature',
        name: 'Signature Duvets',
        pattern: 'quilted',
        color: 'ivory',
        intro: 'Our most technical duvets: Innotex, Infinity and Palazzo',
      },
    ],
  },
  {
    key: 'pillows',
    name: 'Pillows',
    pattern: 'quilted',
    color: 'ivory',
    intro: 'Pillows shaped for side, back and front sleepers',
    children: [
      {
        key: 'sleeping-pillows',
        name: 'Sleeping Pillows',
        pattern: 'quilted',
        color: 'white',
        intro: 'Support pillows made to measure your sleep',
      },
      {
        key: 'anatomic',
        name: 'Anatomic Pillows',
        pattern: 'waffle',
        color: 'anthracite',
        intro: 'Memory foams and contoured cores for the neck',
      },
      {
        key: 'protectors',
        name: 'Pillow Protectors',
        pattern: 'percale',
        color: 'white',
        intro: 'Breathable protectors that keep a pillow fresh',
      },
    ],
  },
  {
    key: 'bath',
    name: 'Bath',
    pattern: 'terry',
    color: 'white',
    intro: 'Towels and robes of long-loop terry and honeycomb waffle',
    children: [
      {
        key: 'towels',
        name: 'Towels',
        pattern: 'terry',
        color: 'sand',
        intro: 'Zero-twist terry that grows softer with every wash',
      },
      {
        key: 'robes',
        name: 'Robes',
        pattern: 'waffle',
        color: 'white',
        intro: 'Waffle and terry robes for slow mornings',
      },
      {
        key: 'bath-mats',
        name: 'Bath Mats',
        pattern: 'terry',
        color: 'grey',
        intro: 'Dense loop mats that dry fast',
      },
    ],
  },
  {
    key: 'accessories',
    name: 'Accessories',
    pattern: 'herringbone',
    color: 'camel',
    intro: 'Throws, cushions, sleep accessories and gifts',
    children: [
      {
        key: 'throws',
        name: 'Throws',
        pattern: 'herringbone',
        color: 'camel',
        intro: 'Wool and cashmere throws woven in herringbone and knit',
      },
      {
        key: 'cushions',
        name: 'Cushions',
        pattern: 'jacquard',
        color: 'terracotta',
        intro: 'Cushion covers and inners to finish a bed',
      },
      {
        key: 'gifts',
        name: 'Gifts',
        pattern: 'jacquard',
        color: 'mustard',
        intro: 'Gift cards, certificates and wrapping',
        displayMode: 'PRODUCTS_AND_PAGE',
      },
    ],
  },
  {
    key: 'kids',
    name: 'Kids',
    pattern: 'gingham',
    color: 'blush',
    intro: 'Soft, safe textiles for babies and children',
    children: [
      {
        key: 'kids-bed-linen',
        name: 'Kids Bed Linen',
        pattern: 'gingham',
        color: 'ocean',
        intro: 'Gingham and percale sets for small beds',
      },
      {
        key: 'baby',
        name: 'Baby',
        pattern: 'knit',
        color: 'blush',
        intro: 'Blankets, sleeping bags and cot sheets',
      },
      {
        key: 'kids-bath',
        name: 'Kids Bath',
        pattern: 'terry',
        color: 'mustard',
        intro: 'Hooded towels and ponchos',
      },
    ],
  },
];

function build(source: CategorySource, parentPath: string | null, position: number): DemoCategory {
  const urlPath = parentPath ? `${parentPath}/${source.key}` : source.key;
  return {
    urlKey: source.key,
    urlPath,
    name: source.name,
    description: `<p>${source.intro}. Every piece is made in Europe and tested for a decade of everyday use.</p>`,
    metaTitle: `${source.name} | Loomfront`,
    metaDescription: `${source.intro}. Free delivery and 30-day returns at Loomfront.`,
    metaKeywords: `${source.name.toLowerCase()}, loomfront, home textiles`,
    displayMode: source.displayMode ?? 'PRODUCTS',
    isQuickshop: parentPath !== null,
    customClass: parentPath ? null : `category-${source.key}`,
    image: { pattern: source.pattern, color: source.color, seed: `category:${urlPath}` },
    position,
    children: (source.children ?? []).map((child, index) => build(child, urlPath, index + 1)),
  };
}

export const demoCategories: DemoCategory[] = sources.map((source, index) =>
  build(source, null, index + 1),
);

export function flattenCategories(categories: DemoCategory[]): DemoCategory[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}
