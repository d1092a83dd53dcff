// The category tree under the root: six main categories (url paths fixed by the spec) and their
// subcategories, with the copy and meta tags the category pages show, in English and, for the
// Austria store view, in German. Two categories carry page content for the display modes: the
// duvet guide (PAGE, no products) and gifts (PRODUCTS_AND_PAGE).
import type { ColorName } from '../../media/palette';
import type { PatternName } from '../../media/patterns';
import { categoryScene } from './product-scenes';
import { duvetGuide, giftService } from './category-content';
import type { DemoCategory, DemoCategoryTexts } from './types';

interface CategorySource {
  key: string;
  name: string;
  pattern: PatternName;
  color: ColorName;
  intro: string;
  /** The Austria store view's name and intro. */
  de: { name: string; intro: string };
  displayMode?: DemoCategory['displayMode'];
  /** Page content (a CMS-block-like HTML section) shown by PAGE and PRODUCTS_AND_PAGE. */
  content?: { en: string; de: string };
  /**
   * False for a category that sells no made pieces (gifts) or none at all (a guide): the
   * "made in Europe" line would say something untrue there.
   */
  madeHere?: boolean;
  /** Earlier url keys of the category, redirected permanently to its current path. */
  formerKeys?: string[];
  children?: CategorySource[];
}

const sources: CategorySource[] = [
  {
    key: 'bed-linen',
    name: 'Bed Linen',
    pattern: 'sateen',
    color: 'ivory',
    intro: 'Bed linen woven from long-staple cotton and linen, finished by hand in our mills',
    de: {
      name: 'Bettwäsche',
      intro:
        'Bettwäsche aus langstapeliger Baumwolle und Leinen, in unseren Webereien von Hand veredelt',
    },
    displayMode: 'PRODUCTS_AND_PAGE',
    children: [
      {
        key: 'sateen',
        name: 'Sateen',
        pattern: 'sateen',
        color: 'white',
        // Renamed from "Satin" (Magento's "create permanent redirect for old URL").
        formerKeys: ['satin'],
        intro: 'Four-over-one sateen with a soft, liquid sheen',
        de: { name: 'Mako-Satin', intro: 'Vier-über-eins-Satin mit weichem, fließendem Glanz' },
      },
      {
        key: 'percale',
        name: 'Percale',
        pattern: 'percale',
        color: 'white',
        intro: 'Crisp, cool one-over-one percale for warm sleepers',
        de: {
          name: 'Perkal',
          intro: 'Knackig-kühles Perkal in Leinwandbindung für alle, die warm schlafen',
        },
      },
      {
        key: 'jacquard',
        name: 'Jacquard',
        pattern: 'jacquard',
        color: 'sand',
        intro: 'Damask motifs woven into the cloth on jacquard looms',
        de: {
          name: 'Jacquard',
          intro: 'Damastmotive, auf Jacquard-Webstühlen direkt in das Gewebe gewebt',
        },
      },
      {
        key: 'linen',
        name: 'Stonewashed Linen',
        pattern: 'herringbone',
        color: 'sage',
        intro: 'European flax, stonewashed for a lived-in drape',
        de: {
          name: 'Stonewashed-Leinen',
          intro: 'Europäischer Flachs, stonewashed für einen lässigen Fall',
        },
      },
    ],
  },
  {
    key: 'duvets',
    name: 'Duvets',
    pattern: 'quilted',
    color: 'white',
    intro: 'Duvets filled with natural wools and our breathable fibres for every season',
    de: {
      name: 'Bettdecken',
      intro: 'Bettdecken mit Naturwolle und unseren atmungsaktiven Fasern für jede Jahreszeit',
    },
    children: [
      {
        key: 'woolux',
        name: 'Woolux',
        pattern: 'quilted',
        color: 'camel',
        intro: 'Merino, camel and cashmere wool that regulate warmth through the night',
        de: {
          name: 'Woolux',
          intro: 'Merino-, Kamel- und Kaschmirwolle, die die Wärme die ganze Nacht regulieren',
        },
      },
      {
        key: 'climafiber',
        name: 'Climafiber',
        pattern: 'quilted',
        color: 'ocean',
        intro: 'A hollow fibre that breathes like down and washes at 60 °C',
        de: {
          name: 'Climafiber',
          intro: 'Eine Hohlfaser, die atmet wie Daune und bei 60 °C waschbar ist',
        },
      },
      {
        key: 'signature',
        name: 'Signature Duvets',
        pattern: 'quilted',
        color: 'ivory',
        intro: 'Our most technical duvets: Innotex, Infinity and Palazzo',
        de: {
          name: 'Signature-Bettdecken',
          intro: 'Unsere technischsten Bettdecken: Innotex, Infinity und Palazzo',
        },
      },
      {
        key: 'duvet-guide',
        name: 'Duvet Guide',
        pattern: 'quilted',
        color: 'sand',
        intro: 'How to choose the filling, warmth and size of your next duvet',
        de: {
          name: 'Bettdecken-Ratgeber',
          intro: 'So wählen Sie Füllung, Wärmeklasse und Größe Ihrer nächsten Bettdecke',
        },
        displayMode: 'PAGE',
        content: duvetGuide,
        madeHere: false,
      },
    ],
  },
  {
    key: 'pillows',
    name: 'Pillows',
    pattern: 'quilted',
    color: 'ivory',
    intro: 'Pillows shaped for side, back and front sleepers',
    de: { name: 'Kopfkissen', intro: 'Kissen für Seiten-, Rücken- und Bauchschläfer' },
    children: [
      {
        key: 'sleeping-pillows',
        name: 'Sleeping Pillows',
        pattern: 'quilted',
        color: 'white',
        intro: 'Support pillows made to measure your sleep',
        de: { name: 'Schlafkissen', intro: 'Stützkissen, auf Ihren Schlaf abgestimmt' },
      },
      {
        key: 'anatomic',
        name: 'Anatomic Pillows',
        pattern: 'waffle',
        color: 'anthracite',
        intro: 'Memory foams and contoured cores for the neck',
        de: {
          name: 'Anatomische Kissen',
          intro: 'Memory-Schaum und konturierte Kerne für den Nacken',
        },
      },
      {
        key: 'protectors',
        name: 'Pillow Protectors',
        pattern: 'percale',
        color: 'white',
        intro: 'Breathable protectors that keep a pillow fresh',
        de: {
          name: 'Kissenschutzbezüge',
          intro: 'Atmungsaktive Schutzbezüge, die ein Kissen frisch halten',
        },
      },
    ],
  },
  {
    key: 'bath',
    name: 'Bath',
    pattern: 'terry',
    color: 'white',
    intro: 'Towels and robes of long-loop terry and honeycomb waffle',
    de: {
      name: 'Bad',
      intro: 'Handtücher und Bademäntel aus langflorigem Frottee und Waffelpiqué',
    },
    children: [
      {
        key: 'towels',
        name: 'Towels',
        pattern: 'terry',
        color: 'sand',
        intro: 'Zero-twist terry that grows softer with every wash',
        de: { name: 'Handtücher', intro: 'Zero-Twist-Frottee, das mit jeder Wäsche weicher wird' },
      },
      {
        key: 'robes',
        name: 'Robes',
        pattern: 'waffle',
        color: 'white',
        intro: 'Waffle and terry robes for slow mornings',
        de: { name: 'Bademäntel', intro: 'Waffel- und Frotteebademäntel für ruhige Morgen' },
      },
      {
        key: 'bath-mats',
        name: 'Bath Mats',
        pattern: 'terry',
        color: 'grey',
        intro: 'Dense loop mats that dry fast',
        de: { name: 'Badematten', intro: 'Dichte Schlingenmatten, die schnell trocknen' },
      },
    ],
  },
  {
    key: 'accessories',
    name: 'Accessories',
    pattern: 'herringbone',
    color: 'camel',
    intro: 'Throws, cushions, sleep accessories and gifts',
    de: { name: 'Accessoires', intro: 'Plaids, Kissen, Schlafaccessoires und Geschenke' },
    children: [
      {
        key: 'throws',
        name: 'Throws',
        pattern: 'herringbone',
        color: 'camel',
        intro: 'Wool and cashmere throws woven in herringbone and knit',
        de: { name: 'Plaids', intro: 'Woll- und Kaschmirplaids in Fischgrat und Strick' },
      },
      {
        key: 'cushions',
        name: 'Cushions',
        pattern: 'jacquard',
        color: 'terracotta',
        intro: 'Cushion covers and inners to finish a bed',
        de: { name: 'Zierkissen', intro: 'Kissenhüllen und Inletts, die ein Bett vollenden' },
      },
      {
        key: 'gifts',
        name: 'Gifts',
        pattern: 'jacquard',
        color: 'mustard',
        intro: 'Gift cards, certificates and wrapping',
        de: { name: 'Geschenke', intro: 'Geschenkkarten, Gutscheine und Verpackung' },
        displayMode: 'PRODUCTS_AND_PAGE',
        content: giftService,
        madeHere: false,
      },
    ],
  },
  {
    key: 'kids',
    name: 'Kids',
    pattern: 'gingham',
    color: 'blush',
    intro: 'Soft, safe textiles for babies and children',
    de: { name: 'Kinder', intro: 'Weiche, sichere Textilien für Babys und Kinder' },
    children: [
      {
        key: 'kids-bed-linen',
        name: 'Kids Bed Linen',
        pattern: 'gingham',
        color: 'ocean',
        intro: 'Gingham and percale sets for small beds',
        de: {
          name: 'Kinderbettwäsche',
          intro: 'Vichy-Karo- und Perkal-Garnituren für kleine Betten',
        },
      },
      {
        key: 'baby',
        name: 'Baby',
        pattern: 'knit',
        color: 'blush',
        intro: 'Blankets, sleeping bags and cot sheets',
        de: { name: 'Baby', intro: 'Decken, Schlafsäcke und Spannbettlaken für das Babybett' },
      },
      {
        key: 'kids-bath',
        name: 'Kids Bath',
        pattern: 'terry',
        color: 'mustard',
        intro: 'Hooded towels and ponchos',
        de: { name: 'Kinderbad', intro: 'Kapuzenhandtücher und Ponchos' },
      },
    ],
  },
];

function texts(
  name: string,
  intro: string,
  content: string | undefined,
  copy: { made: string; delivery: string; keywords: string },
  madeHere: boolean,
): DemoCategoryTexts {
  return {
    name,
    description: `<p>${intro}.${madeHere ? ` ${copy.made}` : ''}</p>${content ?? ''}`,
    metaTitle: `${name} | Loomfront`,
    metaDescription: `${intro}. ${copy.delivery}`,
    metaKeywords: `${name.toLowerCase()}, loomfront, ${copy.keywords}`,
  };
}

const ENGLISH = {
  made: 'Every piece is made in Europe and tested for a decade of everyday use.',
  delivery: 'Free delivery and 30-day returns at Loomfront.',
  keywords: 'home textiles',
};
const GERMAN = {
  made: 'Jedes Stück wird in Europa gefertigt und für ein Jahrzehnt täglichen Gebrauch geprüft.',
  delivery: 'Kostenlose Lieferung und 30 Tage Rückgaberecht bei Loomfront.',
  keywords: 'heimtextilien',
};

function build(source: CategorySource, parentPath: string | null, position: number): DemoCategory {
  const urlPath = parentPath ? `${parentPath}/${source.key}` : source.key;
  const madeHere = source.madeHere ?? true;
  const english = texts(source.name, source.intro, source.content?.en, ENGLISH, madeHere);
  return {
    urlKey: source.key,
    urlPath,
    ...english,
    displayMode: source.displayMode ?? 'PRODUCTS',
    isQuickshop: parentPath !== null && source.displayMode !== 'PAGE',
    customClass: parentPath ? null : `category-${source.key}`,
    image: {
      pattern: source.pattern,
      color: source.color,
      seed: `category:${urlPath}`,
      scene: categoryScene(urlPath),
    },
    position,
    children: (source.children ?? []).map((child, index) => build(child, urlPath, index + 1)),
    storeTexts: {
      at: texts(source.de.name, source.de.intro, source.content?.de, GERMAN, madeHere),
    },
    formerUrlPaths: (source.formerKeys ?? []).map((key) =>
      parentPath ? `${parentPath}/${key}` : key,
    ),
  };
}

export const demoCategories: DemoCategory[] = sources.map((source, index) =>
  build(source, null, index + 1),
);

export function flattenCategories(categories: DemoCategory[]): DemoCategory[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}
