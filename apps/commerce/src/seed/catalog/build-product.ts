// One product from a (line, piece) pair: names, copy, images, prices, stock and variants.
import type { ColorName } from '../../media/palette';
import type { ImageRecipe } from '../../media/patterns';
import type { SceneName } from '../../media/scenes/scene-names';
import { createRandom } from '../random';
import type { Line, Piece } from './lines';
import { pickSpecial, priceRows } from './pricing';
import { productScene } from './product-scenes';
import { germanLine, germanName, germanTexts, germanVariantName } from './german-product';
import { DESCRIPTIVE_DE } from './german-texts';
import { buildReviews } from './reviews';
import type { DemoImage, DemoProduct, DemoVariant } from './types';

export const DESCRIPTIVE: Record<ColorName, string> = {
  white: 'optic white',
  ivory: 'pearl ivory',
  sand: 'warm sand',
  camel: 'natural camel',
  grey: 'dove grey',
  anthracite: 'anthracite',
  navy: 'midnight navy',
  sage: 'soft sage',
  blush: 'rose blush',
  terracotta: 'sunbaked terracotta',
  ocean: 'deep ocean',
  lavender: 'pale lavender',
  mustard: 'saffron',
  black: 'jet black',
};

const ORIGIN: Record<string, string> = {
  'bed-linen': 'Woven in Italy, sewn in Portugal',
  duvets: 'Filled and quilted in Germany',
  pillows: 'Made in Germany',
  bath: 'Woven in Turkey',
  accessories: 'Made in Scotland and Italy',
  kids: 'Made in Portugal',
};

export function slug(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function skuOf(name: string): string {
  return `LF-${slug(name).toUpperCase()}`;
}

/**
 * The hover image: a second picture of the same product, a close crop of its scene (the pillow on
 * the turned-down duvet, the towels' border), so the card stays a picture of the product.
 */
export function hoverRecipe(main: ImageRecipe): ImageRecipe {
  return { ...main, closeUp: true };
}

function gallery(
  line: Line,
  collection: string,
  color: ColorName,
  scene: SceneName,
  withDisabled: boolean,
): DemoImage[] {
  const colour = DESCRIPTIVE_DE[color];
  // The product in its scene, close up (hover), then the piece at home in a bedroom.
  const main: ImageRecipe = { pattern: line.pattern, color, seed: line.name, scene };
  const images: DemoImage[] = [
    {
      recipe: main,
      label: `${line.name} in ${DESCRIPTIVE[color]}`,
      storeLabels: { at: `${collection} in ${colour.charAt(0).toUpperCase()}${colour.slice(1)}` },
      roles: ['image', 'small_image', 'thumbnail'],
      disabled: false,
    },
    {
      recipe: hoverRecipe(main),
      label: `${line.name} in ${DESCRIPTIVE[color]}, up close`,
      storeLabels: {
        at: `${collection} in ${colour.charAt(0).toUpperCase()}${colour.slice(1)}, aus der Nähe`,
      },
      roles: ['hover_image'],
      disabled: false,
    },
    {
      recipe: { pattern: line.pattern, color, seed: `${line.name}:room`, scene: 'room' },
      label: `${line.name} at home`,
      storeLabels: { at: `${collection} zu Hause` },
      roles: [],
      disabled: false,
    },
  ];
  if (withDisabled) {
    images.push({
      recipe: { pattern: line.pattern, color, seed: `${line.name}:archive` },
      label: 'Archive photo',
      storeLabels: { at: 'Archivfoto' },
      roles: [],
      disabled: true,
    });
  }
  return images;
}

/**
 * Two editorial shots (custom_gallery) for the first piece of each line: the gallery's room and
 * close-up pictures, so they are the same files.
 */
function editorial(
  line: Line,
  collection: string,
  color: ColorName,
  scene: SceneName,
): DemoProduct['customGallery'] {
  return [
    {
      recipe: { pattern: line.pattern, color, seed: `${line.name}:room`, scene: 'room' },
      label: `${line.name} at home`,
      storeLabels: { at: `${collection} zu Hause` },
    },
    {
      recipe: hoverRecipe({ pattern: line.pattern, color, seed: line.name, scene }),
      label: `${line.name}, up close`,
      storeLabels: { at: `${collection}, aus der Nähe` },
    },
  ];
}

export function buildProduct(line: Line, piece: Piece, position: number): DemoProduct {
  const name = piece.name ? `${line.name} ${piece.name}` : line.name;
  const sku = skuOf(name);
  const random = createRandom(sku);
  const main = line.category.split('/')[0]!;
  const color = line.colors[0]!;
  const special = pickSpecial(random);
  const limitedLine = line.badges?.includes('Limited') ?? false;
  const stockRoll = random.next();
  const qty = limitedLine
    ? random.int(1, 4)
    : stockRoll < 0.08
      ? 0
      : stockRoll < 0.14
        ? random.int(1, 4)
        : random.int(6, 120);
  const configurable = piece.type === 'configurable';
  const scene = productScene(name, line.category);
  const germanProductName = germanName(line, piece);
  const germanCollection = germanLine(line, piece).collection ?? line.name;
  const variants: DemoVariant[] = configurable
    ? line.colors.flatMap((variantColor) =>
        piece.sizes.map((size, sizeIndex) => {
          const variantRoll = random.next();
          return {
            sku: `${sku}-${slug(size).toUpperCase()}-${variantColor.toUpperCase()}`,
            name: `${name} ${size} ${DESCRIPTIVE[variantColor]}`,
            storeTexts: {
              at: {
                name: germanVariantName(germanProductName, size, variantColor),
                colorDescriptive: DESCRIPTIVE_DE[variantColor],
              },
            },
            color: variantColor,
            colorDescriptive: DESCRIPTIVE[variantColor],
            size,
            qty: limitedLine
              ? random.int(1, 4)
              : variantRoll < 0.1
                ? 0
                : variantRoll < 0.18
                  ? random.int(1, 4)
                  : random.int(5, 60),
            prices: priceRows(
              piece.price + sizeIndex * (piece.step ?? 0),
              special.kind,
              special.percentOff,
            ),
            image: { pattern: line.pattern, color: variantColor, seed: line.name, scene },
          };
        }),
      )
    : [];
  const firstSentence = line.story.split(/(?<=[.!?])\s/)[0]!;
  const badges = [...(line.badges ?? [])];
  if (special.kind === 'always' && !badges.includes('Sale')) badges.push('Sale');
  const returnable =
    piece.returnable ??
    !['duvets', 'pillows/sleeping-pillows', 'pillows/anatomic'].some((path) =>
      line.category.startsWith(path),
    );
  return {
    sku,
    type: piece.type,
    name,
    urlKey: slug(name),
    categories: [line.category],
    position,
    description: `<p>${line.story}. ${piece.name ? `This ${piece.name.toLowerCase()} is` : 'It is'} finished by hand and checked piece by piece before it leaves the workshop, so it arrives ready for years of use.</p>`,
    shortDescription: `<p>${firstSentence}.</p>`,
    // The tag line shows right above it on the product page: the lead says where it is made.
    // A product that is its whole line (no piece name) is not "from the … line".
    headDescription: `<p><strong>${ORIGIN[main] ?? 'Made in Europe'}</strong>${piece.name ? `, from the ${line.name} line` : ''}.</p>`,
    tagLine: line.tagLine,
    care: `<p>${line.care}</p>`,
    details: `<ul><li>Sizes: ${piece.sizes.join(', ')}</li><li>${ORIGIN[main] ?? 'Made in Europe'}</li><li>Oeko-Tex Standard 100 certified</li></ul>`,
    fabric: line.fabric,
    material: line.material,
    color: configurable ? null : color,
    colorDescriptive: DESCRIPTIVE[color],
    size: configurable ? null : piece.sizes[0]!,
    badges,
    promoBlockType: piece.promo ?? null,
    hasSizeGuideTable: line.sizeGuide ?? false,
    isReturnable: returnable,
    isProductAlertAvailable: !limitedLine && random.next() < 0.85,
    categoryCollectionLink:
      line.pieces.length > 1
        ? {
            label: `Discover the ${line.name} collection`,
            urlPath: line.category,
            icon: { pattern: line.pattern, color, seed: `icon:${line.name}`, scene },
          }
        : null,
    qty: configurable ? 0 : qty,
    prices: priceRows(piece.price, special.kind, special.percentOff),
    images: gallery(line, germanCollection, color, scene, position === 1 && main === 'bed-linen'),
    customGallery: piece === line.pieces[0] ? editorial(line, germanCollection, color, scene) : [],
    videos: line.video
      ? [
          {
            label: `${line.name}: how it is made`,
            storeTexts: {
              at: {
                label: `${germanCollection}: So entsteht es`,
                title: `${germanCollection}: vom Webstuhl ins Bett`,
                description: `Ein Besuch in der Weberei, in der ${germanCollection} gewebt wird.`,
              },
            },
            preview: { pattern: line.pattern, color, seed: `video:${line.name}`, scene: 'room' },
            url: 'https://vimeo.com/76979871',
            title: `${line.name}: from loom to bed`,
            description: `A visit to the mill where ${line.name} is woven.`,
            provider: 'vimeo',
          },
        ]
      : [],
    configurable: configurable
      ? {
          options: [
            ...(piece.sizes.length > 1 || line.colors.length === 1 ? (['size'] as const) : []),
            ...(line.colors.length > 1 ? (['color'] as const) : []),
          ],
          variants,
        }
      : null,
    bundle: null,
    grouped: null,
    downloadable: null,
    related: [],
    upsell: [],
    reviews: buildReviews(random, random.int(0, 6)),
    metaTitle: `${name} | Loomfront`,
    metaDescription: `${firstSentence}. ${line.tagLine}.`,
    storeTexts: {
      at: germanTexts(line, piece, { color, badges, collectionLink: line.pieces.length > 1 }),
    },
  };
}
