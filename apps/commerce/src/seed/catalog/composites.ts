// Bundles, grouped products, gift cards and downloads: products built from other products' SKUs
// (bundle and grouped items are simple products, listed by position as Magento does).
import { createRandom } from '../random';
import { hoverRecipe, skuOf, slug } from './build-product';
import type { ColorName } from '../../media/palette';
import type { ImageRecipe, PatternName } from '../../media/patterns';
import { priceRows } from './pricing';
import { productScene } from './product-scenes';
import { buildReviews } from './reviews';
import type { DemoBundleOption, DemoProduct, ProductType } from './types';

interface CompositeSource {
  name: string;
  type: Exclude<ProductType, 'configurable' | 'simple'>;
  category: string;
  eur: number;
  story: string;
  bundle?: DemoBundleOption[];
  grouped?: string[];
  downloadable?: Array<{ title: string; storeTitles: { at: string }; sampleUrl: string | null }>;
  /** Line under the name; sets say "A Loomfront set", gift cards "Delivered by e-mail". */
  tagLine?: string;
  /** Details HTML for a service or a download (sets list where their pieces are made). */
  details?: string;
  /** The German texts of the store view `at`. */
  de: { name: string; story: string; tagLine?: string; details?: string };
}

const option = (
  [title, german]: [string, string],
  position: number,
  type: DemoBundleOption['type'],
  required: boolean,
  names: string[],
  qty = 1,
): DemoBundleOption => ({
  title,
  storeTitles: { at: german },
  position,
  type,
  required,
  items: names.map((name, index) => ({
    sku: skuOf(name),
    qty,
    position: index + 1,
    // Magento pre-selects defaults; only a required option starts chosen, so the default set
    // costs what the headline says and nothing optional is added unasked.
    isDefault: required && index === 0,
  })),
});

const giftCard = (eur: number): CompositeSource => ({
  name: `Loomfront Gift Card ${eur} EUR`,
  type: 'virtual',
  category: 'accessories/gifts',
  eur: eur * 100,
  story: `A gift card worth ${eur} EUR, sent by e-mail with your message and valid for three years in every Loomfront store and online`,
  tagLine: 'Delivered by e-mail',
  details: '<ul><li>Sent by e-mail with your message</li><li>Valid for three years</li></ul>',
  de: {
    name: `Loomfront Geschenkkarte ${eur} EUR`,
    story: `Eine Geschenkkarte im Wert von ${eur} EUR, per E-Mail mit Ihrer Nachricht verschickt und drei Jahre lang in allen Loomfront-Geschäften und online einlösbar`,
    tagLine: 'Per E-Mail zugestellt',
    details:
      '<ul><li>Per E-Mail mit Ihrer Nachricht verschickt</li><li>Drei Jahre gültig</li></ul>',
  },
});

const DOWNLOAD_DETAILS = '<ul><li>Ready to download as soon as your order is paid</li></ul>';
const DOWNLOAD_DE = {
  tagLine: 'Sofort herunterladen',
  details: '<ul><li>Bereit zum Herunterladen, sobald Ihre Bestellung bezahlt ist</li></ul>',
};

const sources: CompositeSource[] = [
  {
    name: 'Aurelia Pillow Dressing Set',
    de: {
      name: 'Aurelia Kissen-Set',
      story:
        'Alles, um zwei Kopfkissen zu beziehen: zwei Kissenbezüge aus Satin, ein Schutzbezug und, wenn Sie möchten, unser Wäschespray mit Lavendel',
    },
    type: 'bundle',
    category: 'bed-linen/sateen',
    eur: 12900,
    story:
      'Everything to dress two pillows: a pair of sateen pillowcases, a protector and, if you like, our lavender linen spray',
    bundle: [
      option(['Pillowcases', 'Kissenbezüge'], 1, 'select', true, [
        'Aurelia Sateen Pillowcase Pair',
        'Celestine Sateen Pillowcase Pair',
        'Marisol Sateen Pillowcase Pair',
      ]),
      option(
        ['Protector', 'Schutzbezug'],
        2,
        'radio',
        true,
        ['Sateen Pillow Protector', 'Tencel Pillow Protector'],
        2,
      ),
      option(['Extras', 'Extras'], 3, 'checkbox', false, ['Linen Spray']),
    ],
  },
  {
    name: 'Bath Mat Trio',
    de: {
      name: 'Badematten-Trio',
      story:
        'Drei schwere Badematten aus Baumwolle in drei Strukturen, damit im Bad immer eine trocken ist',
    },
    type: 'bundle',
    category: 'bath/bath-mats',
    eur: 9900,
    story:
      'Three heavy cotton bath mats in three textures, for a bathroom that always has a dry one',
    bundle: [
      option(['Bath mats', 'Badematten'], 1, 'checkbox', true, [
        'Loop Bath Mat',
        'Ribbed Bath Mat',
        'Pebble Bath Mat',
      ]),
    ],
  },
  {
    name: 'Baby Welcome Gift Set',
    de: {
      name: 'Geschenkset zur Geburt',
      story:
        'Eine Geschenkbox für junge Eltern: ein Pucktuch aus Musselin, ein Spannleintuch fürs Gitterbett und ein flaches Babykissen, in Seidenpapier verpackt',
    },
    type: 'bundle',
    category: 'kids/baby',
    eur: 6900,
    story:
      'A gift box for new parents: a muslin swaddle, a cot sheet and a flat baby pillow, wrapped in tissue',
    bundle: [
      option(['Swaddle', 'Pucktuch'], 1, 'radio', true, ['Muslin Swaddle']),
      option(['Cot sheet', 'Spannleintuch'], 2, 'radio', true, ['Cot Fitted Sheet']),
      option(['Pillow', 'Kissen'], 3, 'checkbox', false, ['Baby Pillow']),
    ],
  },
  {
    name: 'Cosy Cushion Set',
    de: {
      name: 'Kuschelkissen-Set',
      story: 'Zwei Kissenhüllen mit zwei prallen Daunenfüllungen, bereit fürs Sofa',
    },
    type: 'bundle',
    category: 'accessories/cushions',
    eur: 10900,
    story: 'Two cushion covers with two plump down inners, ready for the sofa',
    bundle: [
      option(
        ['Covers', 'Hüllen'],
        1,
        'select',
        true,
        ['Embroidered Cushion Cover', 'Bouclé Cushion Cover'],
        2,
      ),
      option(['Inners', 'Füllungen'], 2, 'radio', true, ['Down Cushion Inner'], 2),
    ],
  },
  {
    name: 'Pillow Protector Collection',
    de: {
      name: 'Kissenschutzbezüge im Vergleich',
      story:
        'Unsere fünf Kissenschutzbezüge nebeneinander: Wählen Sie den Stoff, der zu Ihrem Schlaf passt',
    },
    type: 'grouped',
    category: 'pillows/protectors',
    eur: 0,
    story: 'Our five pillow protectors side by side: choose the fabric that suits your sleep',
    grouped: [
      'Sateen Pillow Protector',
      'Terry Waterproof Pillow Protector',
      'Silk Pillow Protector',
      'Percale Pillow Protector',
      'Tencel Pillow Protector',
    ],
  },
  {
    name: 'Nursery Essentials',
    de: {
      name: 'Erstausstattung fürs Kinderzimmer',
      story: 'Das Erste, was ein Kinderzimmer braucht, an einem Ort',
    },
    type: 'grouped',
    category: 'kids/baby',
    eur: 0,
    story: 'The first things a nursery needs, in one place',
    grouped: ['Muslin Swaddle', 'Cot Fitted Sheet', 'Baby Duvet', 'Baby Pillow'],
  },
  {
    name: 'Anatomic Pillow Family',
    de: {
      name: 'Nackenstützkissen im Vergleich',
      story:
        'Unsere Nackenstützkissen im Vergleich: Anthrazit in zwei Höhen und das kühlende Cuprum',
    },
    type: 'grouped',
    category: 'pillows/anatomic',
    eur: 0,
    story: 'Our anatomic pillows compared: two heights of Anthracite and the cooling Cuprum',
    grouped: ['Anthracite M Pillow', 'Anthracite L Pillow', 'Cuprum Pillow'],
  },
  giftCard(25),
  giftCard(50),
  giftCard(100),
  giftCard(250),
  giftCard(500),
  {
    name: 'Gift Wrap',
    de: {
      name: 'Geschenkverpackung',
      story:
        'Ihre Bestellung in unserem Papier mit Leinenstruktur verpackt und mit einem Baumwollband verschnürt',
      tagLine: 'Zu Ihrer Bestellung hinzugefügt',
      details: '<ul><li>Papier mit Leinenstruktur und ein Baumwollband</li></ul>',
    },
    type: 'virtual',
    category: 'accessories/gifts',
    eur: 900,
    story: 'Your order wrapped in our linen-textured paper and tied with a cotton ribbon',
    tagLine: 'Added to your order',
    details: '<ul><li>Linen-textured paper and a cotton ribbon</li></ul>',
  },
  {
    name: 'Monogram Embroidery',
    de: {
      name: 'Monogramm-Stickerei',
      story:
        'Bis zu drei Initialen, von Hand auf Kissenbezüge, Handtücher oder Bademäntel gestickt',
      tagLine: 'Von Hand gestickt',
      details:
        '<ul><li>Bis zu drei Initialen</li><li>Auf Kissenbezügen, Handtüchern oder Bademänteln</li></ul>',
    },
    type: 'virtual',
    category: 'accessories/gifts',
    eur: 2500,
    story: 'Up to three initials embroidered by hand on pillowcases, towels or robes',
    tagLine: 'Embroidered by hand',
    details: '<ul><li>Up to three initials</li><li>On pillowcases, towels or robes</li></ul>',
  },
  {
    name: 'Digital Gift Certificate',
    de: {
      name: 'Gutschein zum Ausdrucken',
      story: 'Ein Gutschein zum Herunterladen, Ausdrucken und persönlichen Überreichen',
      ...DOWNLOAD_DE,
    },
    type: 'downloadable',
    category: 'accessories/gifts',
    eur: 5000,
    story: 'A printable certificate to download and hand over in person',
    downloadable: [
      {
        title: 'Gift certificate (PDF)',
        storeTitles: { at: 'Gutschein (PDF)' },
        sampleUrl: null,
      },
    ],
    tagLine: 'Instant download',
    details: DOWNLOAD_DETAILS,
  },
  {
    name: 'The Art of Sleep e-Book',
    de: {
      name: 'E-Book Die Kunst des Schlafens',
      story:
        'Unser Schlafratgeber: zwölf Kapitel über Erholung, Schlafzimmer und Textilien, geschrieben mit Schlafforschern',
      ...DOWNLOAD_DE,
    },
    type: 'downloadable',
    category: 'accessories/gifts',
    eur: 1200,
    story:
      'Our sleep guide: twelve chapters on rest, bedrooms and textiles, written with sleep researchers',
    downloadable: [
      {
        title: 'The Art of Sleep (EPUB)',
        storeTitles: { at: 'Die Kunst des Schlafens (EPUB)' },
        sampleUrl: null,
      },
      {
        title: 'The Art of Sleep (PDF)',
        storeTitles: { at: 'Die Kunst des Schlafens (PDF)' },
        sampleUrl: null,
      },
    ],
    tagLine: 'Instant download',
    details: DOWNLOAD_DETAILS,
  },
  {
    name: 'Linen Care Guide',
    de: {
      name: 'Ratgeber Wäschepflege',
      story: 'Wie Sie jeden unserer Stoffe waschen, trocknen, bügeln und aufbewahren',
      ...DOWNLOAD_DE,
    },
    type: 'downloadable',
    category: 'accessories/gifts',
    eur: 500,
    story: 'How to wash, dry, iron and store every fabric we make',
    downloadable: [
      {
        title: 'Linen care guide (PDF)',
        storeTitles: { at: 'Ratgeber Wäschepflege (PDF)' },
        sampleUrl: null,
      },
    ],
    tagLine: 'Instant download',
    details: DOWNLOAD_DETAILS,
  },
];

/** The weave and colour each composite is pictured in: its pieces' fabric, or the gift's. */
const LOOKS: Record<string, [PatternName, ColorName]> = {
  'Aurelia Pillow Dressing Set': ['sateen', 'ivory'],
  'Bath Mat Trio': ['terry', 'sand'],
  'Baby Welcome Gift Set': ['knit', 'blush'],
  'Cosy Cushion Set': ['knit', 'sand'],
  'Pillow Protector Collection': ['percale', 'white'],
  'Nursery Essentials': ['percale', 'sage'],
  'Anatomic Pillow Family': ['waffle', 'anthracite'],
  'Loomfront Gift Card 25 EUR': ['jacquard', 'sage'],
  'Loomfront Gift Card 50 EUR': ['jacquard', 'blush'],
  'Loomfront Gift Card 100 EUR': ['jacquard', 'navy'],
  'Loomfront Gift Card 250 EUR': ['jacquard', 'camel'],
  'Loomfront Gift Card 500 EUR': ['jacquard', 'black'],
  'Gift Wrap': ['jacquard', 'terracotta'],
  'Monogram Embroidery': ['sateen', 'white'],
  'Digital Gift Certificate': ['jacquard', 'mustard'],
  'The Art of Sleep e-Book': ['percale', 'ocean'],
  'Linen Care Guide': ['herringbone', 'sage'],
};

export function buildComposites(startPosition: (category: string) => number): DemoProduct[] {
  return sources.map((source) => {
    const sku = skuOf(source.name);
    const isSet = source.type === 'bundle' || source.type === 'grouped';
    const random = createRandom(sku);
    const [pattern, color] = LOOKS[source.name] ?? ['jacquard', 'mustard'];
    const recipe: ImageRecipe = {
      pattern,
      color,
      seed: source.name,
      scene: productScene(source.name, source.category),
    };
    return {
      sku,
      type: source.type,
      name: source.name,
      urlKey: slug(source.name),
      categories: [source.category],
      position: startPosition(source.category),
      description: `<p>${source.story}.</p>`,
      shortDescription: `<p>${source.story}.</p>`,
      headDescription: null,
      tagLine: source.tagLine ?? 'A Loomfront set',
      // Care and origin belong to sets of made pieces, not to gift cards, services or downloads.
      care: isSet ? '<p>See the care notes of each piece.</p>' : '',
      details: source.details ?? '<ul><li>Made in Europe</li></ul>',
      fabric: [],
      material: source.type === 'bundle' || source.type === 'grouped' ? 'Cotton' : 'Paper',
      color: null,
      colorDescriptive: null,
      size: null,
      badges: source.type === 'bundle' ? ['Gift idea'] : [],
      promoBlockType: null,
      hasSizeGuideTable: false,
      isReturnable: source.type !== 'downloadable' && source.type !== 'virtual',
      isProductAlertAvailable: false,
      categoryCollectionLink: null,
      qty: source.type === 'virtual' || source.type === 'downloadable' ? 9999 : 0,
      prices: source.eur ? priceRows(source.eur, 'none', 0) : [],
      images: [
        {
          recipe,
          label: source.name,
          storeLabels: { at: source.de.name },
          roles: ['image', 'small_image', 'thumbnail'],
          disabled: false,
        },
        {
          recipe: hoverRecipe(recipe),
          label: `${source.name} detail`,
          storeLabels: { at: `${source.de.name}, Detail` },
          roles: ['hover_image'],
          disabled: false,
        },
      ],
      customGallery: [],
      videos: [],
      configurable: null,
      bundle: source.bundle ?? null,
      grouped:
        source.grouped?.map((name, index) => ({ sku: skuOf(name), qty: 1, position: index + 1 })) ??
        null,
      downloadable: source.downloadable ?? null,
      related: [],
      upsell: [],
      reviews: buildReviews(random, source.type === 'bundle' ? random.int(1, 3) : 0),
      metaTitle: `${source.name} | Loomfront`,
      metaDescription: `${source.story}.`,
      storeTexts: {
        at: {
          name: source.de.name,
          description: `<p>${source.de.story}.</p>`,
          shortDescription: `<p>${source.de.story}.</p>`,
          headDescription: null,
          tagLine: source.de.tagLine ?? 'Ein Set von Loomfront',
          care: isSet ? '<p>Beachten Sie die Pflegehinweise der einzelnen Teile.</p>' : '',
          details: source.de.details ?? '<ul><li>Hergestellt in Europa</li></ul>',
          fabric: [],
          badges: source.type === 'bundle' ? ['Geschenkidee'] : [],
          colorDescriptive: null,
          categoryCollectionLinkLabel: null,
          metaTitle: `${source.de.name} | Loomfront`,
          metaDescription: `${source.de.story}.`,
        },
      },
    };
  });
}
