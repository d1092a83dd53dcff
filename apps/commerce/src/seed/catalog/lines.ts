// The demo catalog's product lines: a collection name, its weave and colours, and the pieces made
// in it. build.ts turns every (line, piece) into a product. Prices are EUR cents for the first size.
import type { ColorName } from '../../media/palette';
import type { PatternName } from '../../media/patterns';
import type { ProductType } from './types';

export interface Piece {
  /** Appended to the line name: "Aurelia" + "Sateen Bed Linen Set". */
  name: string;
  type: Extract<ProductType, 'simple' | 'configurable' | 'virtual' | 'downloadable'>;
  sizes: string[];
  /** EUR cents of the first size; each further size adds `step`. */
  price: number;
  step?: number;
  /** Configurables vary by colour too unless the line has one colour. */
  promo?: string;
  returnable?: boolean;
}

export interface Line {
  name: string;
  category: string;
  pattern: PatternName;
  colors: ColorName[];
  material: string;
  fabric: string[];
  tagLine: string;
  story: string;
  care: string;
  badges?: string[];
  sizeGuide?: boolean;
  video?: boolean;
  pieces: Piece[];
}

export const BED = ['Single 140x200', 'Double 200x200', 'King 240x220'];
export const SHEET = ['90x200', '160x200', '180x200'];
export const CASE = ['50x70', '65x65'];
export const DUVET = ['135x200', '200x200', '240x220'];
export const PILLOW = ['50x70', '65x65'];
export const TOWEL = ['30x50', '50x100', '70x140', '100x150'];
export const ROBE = ['S', 'M', 'L', 'XL'];
export const KIDS = ['100x135', '140x200'];
export const ONE = ['One size'];

export const SATEEN_CARE =
  'Machine wash at 40 °C inside out. Tumble dry low. Iron at medium heat while slightly damp.';
export const PERCALE_CARE = 'Machine wash at 60 °C. Line dry for the crispest hand. Iron hot.';
export const LINEN_CARE =
  'Machine wash at 40 °C. Tumble dry low and take out while damp; never iron for the lived-in look.';
export const WOOL_CARE =
  'Air in the sun twice a year. Professional cleaning only. Store in the breathable bag provided.';
export const FIBRE_CARE =
  'Machine wash at 60 °C on a gentle cycle. Tumble dry low with two dryer balls to restore the loft.';
export const TERRY_CARE =
  'Wash before first use. Machine wash at 60 °C without softener. Tumble dry for the fluffiest loops.';
export const KNIT_CARE = 'Hand wash cold or dry clean. Dry flat, away from direct heat.';

const sateenPieces: Piece[] = [
  { name: 'Sateen Bed Linen Set', type: 'configurable', sizes: BED, price: 24900, step: 5000 },
  { name: 'Sateen Duvet Cover', type: 'configurable', sizes: DUVET, price: 15900, step: 3000 },
  { name: 'Sateen Fitted Sheet', type: 'configurable', sizes: SHEET, price: 8900, step: 1000 },
  { name: 'Sateen Pillowcase Pair', type: 'simple', sizes: ['50x70'], price: 5900 },
];
const percalePieces: Piece[] = [
  { name: 'Percale Bed Linen Set', type: 'configurable', sizes: BED, price: 19900, step: 4000 },
  { name: 'Percale Duvet Cover', type: 'configurable', sizes: DUVET, price: 12900, step: 2500 },
  { name: 'Percale Flat Sheet', type: 'configurable', sizes: SHEET, price: 7900, step: 1000 },
];
const linenPieces: Piece[] = [
  { name: 'Linen Bed Linen Set', type: 'configurable', sizes: BED, price: 27900, step: 5000 },
  { name: 'Linen Duvet Cover', type: 'configurable', sizes: DUVET, price: 17900, step: 3000 },
  { name: 'Linen Pillowcase Pair', type: 'configurable', sizes: CASE, price: 6900, step: 1000 },
];
const sateen = (name: string, colors: ColorName[], story: string, badges?: string[]): Line => ({
  name,
  category: 'bed-linen/sateen',
  pattern: 'sateen',
  colors,
  badges,
  story,
  material: 'Cotton sateen',
  fabric: ['100% Egyptian cotton', '600 thread count', 'Four-over-one sateen weave'],
  tagLine: 'Egyptian cotton sateen, 600 thread count',
  care: SATEEN_CARE,
  sizeGuide: true,
  pieces: sateenPieces,
});
const percale = (name: string, colors: ColorName[], story: string, badges?: string[]): Line => ({
  name,
  category: 'bed-linen/percale',
  pattern: 'percale',
  colors,
  badges,
  story,
  material: 'Cotton percale',
  fabric: ['100% long-staple cotton', '300 thread count', 'One-over-one percale weave'],
  tagLine: 'Crisp long-staple cotton percale',
  care: PERCALE_CARE,
  sizeGuide: true,
  pieces: percalePieces,
});
const linen = (name: string, colors: ColorName[], story: string): Line => ({
  name,
  category: 'bed-linen/linen',
  pattern: 'herringbone',
  colors,
  story,
  material: 'Linen',
  fabric: ['100% European flax', 'Stonewashed', '165 g/m²'],
  tagLine: 'Stonewashed European flax',
  care: LINEN_CARE,
  sizeGuide: true,
  pieces: linenPieces,
});

export const bedLinenLines: Line[] = [
  sateen(
    'Aurelia',
    ['ivory', 'white', 'sand', 'grey', 'navy', 'sage'],
    'Named after the first light of morning, Aurelia is our signature sateen: a fluid drape and a pearl-like sheen that deepens with every wash',
    ['Bestseller'],
  ),
  sateen(
    'Celestine',
    ['white', 'lavender', 'blush'],
    'Celestine pairs a whisper-weight sateen with a hand-finished hemstitch border, a detail our seamstresses have sewn the same way for forty years',
  ),
  sateen(
    'Marisol',
    ['ocean', 'white', 'sand'],
    'Marisol brings the colours of a Mediterranean shore to the bedroom, dyed in small batches so every shade stays deep and even',
    ['New'],
  ),
  sateen(
    'Opaline',
    ['grey', 'anthracite', 'white'],
    'Opaline is a tone-on-tone sateen stripe that catches the light as you move, quiet by day and luminous by lamplight',
  ),
  sateen(
    'Seraphine',
    ['blush', 'ivory'],
    'Seraphine is finished with a scalloped edge embroidered in the same thread as the cloth, a softly romantic sateen for guest rooms and main suites alike',
  ),
  sateen(
    'Noctis',
    ['navy', 'black', 'anthracite'],
    'Noctis is a deep, inky sateen for those who sleep best in the dark, piece-dyed so the colour goes right through the yarn',
    ['Limited'],
  ),
  percale(
    'Veranda',
    ['white', 'sage', 'ocean'],
    'Veranda is the percale we sleep in all summer: cool to the touch, matte and crisp like freshly pressed shirting',
    ['Bestseller'],
  ),
  percale(
    'Lumen',
    ['white', 'ivory'],
    'Lumen is a pure white percale with a single corded piping, the hotel bed reimagined for home',
  ),
  percale(
    'Norda',
    ['grey', 'navy', 'white'],
    'Norda takes its calm palette from northern coasts; a breathable percale that softens beautifully over the years',
  ),
  percale(
    'Brisa',
    ['sand', 'terracotta'],
    'Brisa is a sun-washed percale in earthen tones, garment-dyed for a relaxed, easy hand',
    ['New'],
  ),
  {
    name: 'Pallada',
    category: 'bed-linen/jacquard',
    pattern: 'jacquard',
    colors: ['ivory', 'sand', 'grey'],
    material: 'Cotton jacquard',
    fabric: ['100% Egyptian cotton', 'Jacquard damask', '800 thread count'],
    tagLine: 'Jacquard damask woven on Italian looms',
    care: SATEEN_CARE,
    badges: ['Bestseller'],
    sizeGuide: true,
    video: true,
    story:
      'Pallada is a classical damask of laurel and acanthus leaves, woven on jacquard looms in a single continuous piece so the motif never breaks at a seam',
    pieces: [
      {
        name: 'Jacquard Bed Linen Set',
        type: 'configurable',
        sizes: BED,
        price: 39900,
        step: 6000,
        promo: 'bed_linen_set_pallada',
      },
      {
        name: 'Jacquard Duvet Cover',
        type: 'configurable',
        sizes: DUVET,
        price: 24900,
        step: 4000,
      },
    ],
  },
  ...(['Damaskena', 'Florentina'] as const).map((name, index): Line => ({
    name,
    category: 'bed-linen/jacquard',
    pattern: 'jacquard',
    colors: index ? ['blush', 'ivory'] : ['navy', 'white'],
    material: 'Cotton jacquard',
    fabric: ['100% Egyptian cotton', 'Jacquard damask', '600 thread count'],
    tagLine: 'A damask heirloom for every day',
    care: SATEEN_CARE,
    sizeGuide: true,
    story: index
      ? 'Florentina scatters small Renaissance florets over a satin ground, a jacquard light enough for all seasons'
      : 'Damaskena revives an eighteenth-century damask from our archive, redrawn stitch by stitch for the modern loom',
    pieces: [
      {
        name: 'Jacquard Bed Linen Set',
        type: 'configurable',
        sizes: BED,
        price: 34900,
        step: 5000,
      },
      {
        name: 'Jacquard Duvet Cover',
        type: 'configurable',
        sizes: DUVET,
        price: 21900,
        step: 3000,
      },
    ],
  })),
  linen(
    'Flax Meadow',
    ['sage', 'sand', 'white'],
    'Flax Meadow is linen at its most honest: long European flax fibres, stonewashed until supple, with a slub you can feel',
  ),
  linen(
    'Riviera',
    ['terracotta', 'ocean', 'ivory'],
    'Riviera is a washed linen in the colours of coastal towns, breathable on the hottest nights',
  ),
  linen(
    'Atelier',
    ['grey', 'anthracite'],
    'Atelier is a heavier linen with a herringbone structure, made for cool rooms and long winters',
  ),
];
