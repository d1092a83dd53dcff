// The German texts of a (line, piece) product for the store view `at`, composed the way
// build-product.ts composes the English ones.
import type { ColorName } from '../../media/palette';
import { ATTRIBUTE_STORE_LABELS } from './attribute-labels';
import { LINES_DE, PIECES_DE, type GermanLine } from './german-lines';
import {
  BADGES_DE,
  CARE_DE,
  DESCRIPTIVE_DE,
  FABRIC_DE,
  german,
  MADE_IN_EUROPE_DE,
  ORIGIN_DE,
  TAG_LINES_DE,
} from './german-texts';
import type { Line, Piece } from './lines';
import type { DemoProductTexts } from './types';

const labels = ATTRIBUTE_STORE_LABELS.at.options;

/** A size as the `at` store view labels it; dimensions such as 140x200 stay as they are. */
export function germanSize(size: string): string {
  return labels.size[size] ?? size;
}

export function germanLine(line: Line, piece: Piece): GermanLine {
  const found = LINES_DE[`${line.name} ${piece.name}`] ?? LINES_DE[line.name];
  if (!found) throw new Error(`no German texts for the line ${line.name}`);
  return found;
}

/** The German product name: a line's own, or its collection's with the piece's. */
export function germanName(line: Line, piece: Piece): string {
  const texts = germanLine(line, piece);
  if (texts.product) return texts.product;
  if (!piece.name) throw new Error(`no German name for ${line.name}`);
  return `${texts.collection ?? line.name} ${german(PIECES_DE, piece.name)}`;
}

export function germanVariantName(name: string, size: string, color: ColorName): string {
  return `${name} ${germanSize(size)} ${DESCRIPTIVE_DE[color]}`;
}

export function germanTexts(
  line: Line,
  piece: Piece,
  options: { color: ColorName; badges: string[]; collectionLink: boolean },
): DemoProductTexts {
  const texts = germanLine(line, piece);
  const name = germanName(line, piece);
  const collection = texts.collection ?? line.name;
  const main = line.category.split('/')[0]!;
  const origin = ORIGIN_DE[main] ?? MADE_IN_EUROPE_DE;
  const firstSentence = texts.story.split(/(?<=[.!?])\s/)[0]!;
  const tagLine = german(TAG_LINES_DE, line.tagLine);
  return {
    name,
    description: `<p>${texts.story}. Jedes Stück wird von Hand fertiggestellt und einzeln geprüft, bevor es unsere Werkstatt verlässt, und ist so für viele Jahre gemacht.</p>`,
    shortDescription: `<p>${firstSentence}.</p>`,
    headDescription: `<p><strong>${origin}</strong>${piece.name ? `, aus der Kollektion ${collection}` : ''}.</p>`,
    tagLine,
    care: `<p>${german(CARE_DE, line.care)}</p>`,
    details: `<ul><li>Größen: ${piece.sizes.map(germanSize).join(', ')}</li><li>${origin}</li><li>Zertifiziert nach Oeko-Tex Standard 100</li></ul>`,
    fabric: line.fabric.map((note) => FABRIC_DE[note] ?? german(labels.material, note)),
    badges: options.badges.map((badge) => german(BADGES_DE, badge)),
    colorDescriptive: DESCRIPTIVE_DE[options.color],
    categoryCollectionLinkLabel: options.collectionLink
      ? `Entdecken Sie die Kollektion ${collection}`
      : null,
    metaTitle: `${name} | Loomfront`,
    metaDescription: `${firstSentence}. ${tagLine}.`,
  };
}
