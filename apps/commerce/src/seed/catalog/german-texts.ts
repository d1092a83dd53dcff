// German (de_AT) wording of the texts the demo products share: tag lines, fabric notes, care,
// badges, descriptive colours and origins, keyed by their English text. german() refuses a text
// without a German version, so the seed cannot leave an English leftover in the store view `at`.
import type { ColorName } from '../../media/palette';

export function german(table: Readonly<Record<string, string>>, english: string): string {
  const found = table[english];
  if (found === undefined) throw new Error(`no German text for "${english}"`);
  return found;
}

export const DESCRIPTIVE_DE: Record<ColorName, string> = {
  white: 'reinweiß',
  ivory: 'elfenbein',
  sand: 'sandbeige',
  camel: 'camel',
  grey: 'taubengrau',
  anthracite: 'anthrazit',
  navy: 'mitternachtsblau',
  sage: 'salbeigrün',
  blush: 'zartrosa',
  terracotta: 'terrakotta',
  ocean: 'ozeanblau',
  lavender: 'lavendel',
  mustard: 'safrangelb',
  black: 'tiefschwarz',
};

export const ORIGIN_DE: Record<string, string> = {
  'bed-linen': 'Gewebt in Italien, genäht in Portugal',
  duvets: 'Gefüllt und gesteppt in Deutschland',
  pillows: 'Hergestellt in Deutschland',
  bath: 'Gewebt in der Türkei',
  accessories: 'Hergestellt in Schottland und Italien',
  kids: 'Hergestellt in Portugal',
};
export const MADE_IN_EUROPE_DE = 'Hergestellt in Europa';

export const BADGES_DE: Record<string, string> = {
  Bestseller: 'Bestseller',
  New: 'Neu',
  Limited: 'Limitiert',
  Sale: 'Reduziert',
  'Gift idea': 'Geschenkidee',
};

export const CARE_DE: Record<string, string> = {
  'Machine wash at 40 °C inside out. Tumble dry low. Iron at medium heat while slightly damp.':
    'Auf links bei 40 °C in der Maschine waschen. Im Trockner bei niedriger Temperatur trocknen. Leicht feucht bei mittlerer Hitze bügeln.',
  'Machine wash at 60 °C. Line dry for the crispest hand. Iron hot.':
    'Bei 60 °C in der Maschine waschen. Auf der Leine trocknen, dann bleibt der Griff schön knackig. Heiß bügeln.',
  'Machine wash at 40 °C. Tumble dry low and take out while damp; never iron for the lived-in look.':
    'Bei 40 °C in der Maschine waschen. Im Trockner bei niedriger Temperatur trocknen und noch feucht herausnehmen; für den natürlichen Knitterlook nie bügeln.',
  'Air in the sun twice a year. Professional cleaning only. Store in the breathable bag provided.':
    'Zweimal im Jahr in der Sonne lüften. Nur professionell reinigen lassen. In der mitgelieferten atmungsaktiven Tasche aufbewahren.',
  'Machine wash at 60 °C on a gentle cycle. Tumble dry low with two dryer balls to restore the loft.':
    'Im Schonwaschgang bei 60 °C in der Maschine waschen. Bei niedriger Temperatur mit zwei Trocknerbällen trocknen, damit die Füllung wieder aufbauscht.',
  'Remove the cover and wash at 40 °C. Air the core; never wash it.':
    'Den Bezug abnehmen und bei 40 °C waschen. Den Kern nur lüften, nie waschen.',
  'Wash before first use. Machine wash at 60 °C without softener. Tumble dry for the fluffiest loops.':
    'Vor dem ersten Gebrauch waschen. Bei 60 °C ohne Weichspüler in der Maschine waschen. Im Trockner trocknen, dann werden die Schlingen am flauschigsten.',
  'Hand wash cold or dry clean. Dry flat, away from direct heat.':
    'Kalt von Hand waschen oder chemisch reinigen. Liegend trocknen, nicht in direkter Hitze.',
  'Keep dry.': 'Trocken aufbewahren.',
  'Hand wash cold.': 'Kalt von Hand waschen.',
  'Spray from 30 cm onto dry linen.': 'Aus 30 cm Entfernung auf trockene Wäsche sprühen.',
};

/** Fabric notes; a material alone reads as its attribute label (attribute-labels.ts). */
export const FABRIC_DE: Record<string, string> = {
  '100% Egyptian cotton': '100 % ägyptische Baumwolle',
  '600 thread count': 'Fadendichte 600',
  'Four-over-one sateen weave': 'Satinbindung vier über eins',
  '100% long-staple cotton': '100 % langstapelige Baumwolle',
  '300 thread count': 'Fadendichte 300',
  'One-over-one percale weave': 'Perkalbindung eins über eins',
  'Jacquard damask': 'Jacquard-Damast',
  '800 thread count': 'Fadendichte 800',
  '100% European flax': '100 % europäischer Flachs',
  Stonewashed: 'Stonewashed',
  '165 g/m²': '165 g/m²',
  'Filling: 100% merino wool': 'Füllung: 100 % Merinowolle',
  'Filling: 100% camel wool': 'Füllung: 100 % Kamelhaar',
  'Filling: 100% cashmere wool': 'Füllung: 100 % Kaschmirwolle',
  'Filling: Climafiber hollow microfibre': 'Füllung: Climafiber-Hohlmikrofaser',
  'Cover: cotton batiste, 233 thread count': 'Bezug: Baumwollbatist, Fadendichte 233',
  'Cover: cotton percale': 'Bezug: Baumwollperkal',
  'Warmth: light': 'Wärme: leicht',
  'Warmth: all-season': 'Wärme: ganzjährig',
  'Warmth: warm': 'Wärme: warm',
  'Warmth: summer': 'Wärme: Sommer',
  '600 g/m² terry': 'Frottee mit 600 g/m²',
  'Honeycomb waffle': 'Wabenpiqué',
  Climafiber: 'Climafiber',
  Latex: 'Naturlatex',
  Tencel: 'Tencel',
  Mohair: 'Mohair',
};

export const TAG_LINES_DE: Record<string, string> = {
  'Egyptian cotton sateen, 600 thread count': 'Satin aus ägyptischer Baumwolle, Fadendichte 600',
  'Crisp long-staple cotton percale': 'Knackiges Perkal aus langstapeliger Baumwolle',
  'Jacquard damask woven on Italian looms': 'Jacquard-Damast, gewebt auf italienischen Webstühlen',
  'A damask heirloom for every day': 'Ein Damast-Erbstück für jeden Tag',
  'Stonewashed European flax': 'Stonewashed-Leinen aus europäischem Flachs',
  'Woolux merino wool duvet, light': 'Woolux Bettdecke aus Merinowolle, leicht',
  'Woolux merino wool duvet, all-season': 'Woolux Bettdecke aus Merinowolle, ganzjährig',
  'Woolux merino wool duvet, warm': 'Woolux Bettdecke aus Merinowolle, warm',
  'Woolux camel wool duvet, all-season': 'Woolux Bettdecke aus Kamelhaar, ganzjährig',
  'Woolux camel wool duvet, warm': 'Woolux Bettdecke aus Kamelhaar, warm',
  'Woolux cashmere wool duvet, all-season': 'Woolux Bettdecke aus Kaschmirwolle, ganzjährig',
  'Woolux cashmere wool duvet, light': 'Woolux Bettdecke aus Kaschmirwolle, leicht',
  'Climafiber duvet, summer': 'Climafiber Bettdecke für den Sommer',
  'Climafiber duvet, light': 'Climafiber Bettdecke, leicht',
  'Climafiber duvet, all-season': 'Climafiber Bettdecke, ganzjährig',
  'Climafiber duvet, warm': 'Climafiber Bettdecke, warm',
  'Innotex fibre, made in Europe': 'Innotex-Faser, hergestellt in Europa',
  'Silk and merino, made in Europe': 'Seide und Merino, hergestellt in Europa',
  'Eider down, made in Europe': 'Eiderdaunen, hergestellt in Europa',
  'Goose down pillow': 'Kopfkissen mit Gänsedaunen',
  'Climafiber pillow': 'Kopfkissen mit Climafiber',
  'Merino wool pillow': 'Kopfkissen mit Merinowolle',
  'Eider down pillow': 'Kopfkissen mit Eiderdaunen',
  'Silk and merino pillow': 'Kopfkissen mit Seide und Merino',
  'Latex pillow': 'Kopfkissen aus Naturlatex',
  'Cooling gel fibre pillow': 'Kopfkissen mit kühlender Gelfaser',
  'Buckwheat and fibre pillow': 'Kopfkissen mit Buchweizen und Faser',
  'Bamboo fibre pillow': 'Kopfkissen mit Bambusfaser',
  'Anatomic memory foam pillow': 'Nackenstützkissen aus Memory-Schaum',
  'Cotton, made in Europe': 'Baumwolle, hergestellt in Europa',
  'Mulberry silk, made in Europe': 'Maulbeerseide, hergestellt in Europa',
  'Tencel, made in Europe': 'Tencel, hergestellt in Europa',
  'Zero-twist cotton towel': 'Frottiertuch aus Zero-Twist-Baumwolle',
  'Egyptian cotton towel': 'Frottiertuch aus ägyptischer Baumwolle',
  'Waffle cotton towel': 'Tuch aus Baumwoll-Waffelpiqué',
  'Organic cotton towel': 'Frottiertuch aus Bio-Baumwolle',
  'Linen and cotton towel': 'Tuch aus Leinen und Baumwolle',
  'Bamboo and cotton towel': 'Frottiertuch aus Bambus und Baumwolle',
  'Cotton towel': 'Badetuch aus Baumwolle',
  'Waffle cotton robe': 'Bademantel aus Baumwoll-Waffelpiqué',
  'Cotton terry robe': 'Bademantel aus Baumwollfrottee',
  'Linen robe': 'Bademantel aus Leinen',
  'Cotton robe': 'Bademantel aus Baumwolle',
  'Cotton velour robe': 'Bademantel aus Baumwollvelours',
  'Cashmere throw': 'Plaid aus Kaschmir',
  'Merino wool throw': 'Plaid aus Merinowolle',
  'Camel wool throw': 'Plaid aus Kamelhaar',
  'Alpaca throw': 'Plaid aus Alpaka',
  'Linen throw': 'Plaid aus Leinen',
  'Wool and cotton throw': 'Plaid aus Wolle und Baumwolle',
  'Mohair throw': 'Plaid aus Mohair',
  'Cotton throw': 'Plaid aus Baumwolle',
  'Lambswool throw': 'Plaid aus Lammwolle',
  'Cotton and linen, made in Europe': 'Baumwolle und Leinen, hergestellt in Europa',
  'Duck down, made in Europe': 'Entendaunen, hergestellt in Europa',
  'A year of better sleep': 'Ein Jahr besser schlafen',
  'Lavender water, made in Europe': 'Lavendelwasser, hergestellt in Europa',
  'Oeko-Tex certified cotton for children': 'Oeko-Tex-zertifizierte Baumwolle für Kinder',
  'Organic cotton, made in Europe': 'Bio-Baumwolle, hergestellt in Europa',
  'Cotton muslin, made in Europe': 'Baumwollmusselin, hergestellt in Europa',
  'Merino wool, made in Europe': 'Merinowolle, hergestellt in Europa',
  'Cotton percale, made in Europe': 'Baumwollperkal, hergestellt in Europa',
  'Climafiber, made in Europe': 'Climafiber, hergestellt in Europa',
  'Cotton terry, made in Europe': 'Baumwollfrottee, hergestellt in Europa',
  'Waffle cotton, made in Europe': 'Baumwoll-Waffelpiqué, hergestellt in Europa',
};
