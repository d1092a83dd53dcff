// Attribute and option labels of the store views that speak another language than the default
// (attribute_store_labels, attribute_option_store_labels). An option missing here shows its
// default label, as Magento falls back to the admin value; dimensions such as 140x200 need none.
import type { DemoStoreView } from './types';

type AttributeCode = 'color' | 'size' | 'material';

export interface StoreAttributeLabels {
  attributes: Record<AttributeCode, string>;
  /** Default option label → the store view's label, per attribute. */
  options: Record<AttributeCode, Record<string, string>>;
}

export const ATTRIBUTE_STORE_LABELS: Record<DemoStoreView, StoreAttributeLabels> = {
  at: {
    attributes: { color: 'Farbe', size: 'Größe', material: 'Material' },
    options: {
      color: {
        White: 'Weiß',
        Ivory: 'Elfenbein',
        Sand: 'Sand',
        Camel: 'Camel',
        Grey: 'Grau',
        Anthracite: 'Anthrazit',
        Navy: 'Marineblau',
        Sage: 'Salbeigrün',
        Blush: 'Zartrosa',
        Terracotta: 'Terrakotta',
        Ocean: 'Ozeanblau',
        Lavender: 'Lavendel',
        Mustard: 'Senfgelb',
        Black: 'Schwarz',
      },
      size: {
        'Single 140x200': 'Einzelbett 140x200',
        'Double 200x200': 'Doppelbett 200x200',
        'King 240x220': 'Kingsize 240x220',
        'One size': 'Einheitsgröße',
        '0-6 months': '0–6 Monate',
        '6-18 months': '6–18 Monate',
        '18-36 months': '18–36 Monate',
        '2-4 years': '2–4 Jahre',
        '5-8 years': '5–8 Jahre',
        '4 years': '4 Jahre',
        '6 years': '6 Jahre',
        '8 years': '8 Jahre',
      },
      material: {
        'Cotton sateen': 'Baumwollsatin',
        'Cotton percale': 'Baumwollperkal',
        'Cotton jacquard': 'Baumwolljacquard',
        Linen: 'Leinen',
        'Merino wool': 'Merinowolle',
        'Camel wool': 'Kamelhaar',
        'Cashmere wool': 'Kaschmirwolle',
        'Innotex fibre': 'Innotex-Faser',
        'Silk and merino': 'Seide und Merino',
        'Eider down': 'Eiderdaunen',
        'Goose down': 'Gänsedaunen',
        'Cooling gel fibre': 'Kühlende Gelfaser',
        'Buckwheat and fibre': 'Buchweizen und Faser',
        'Bamboo fibre': 'Bambusfaser',
        'Memory foam': 'Memory-Schaum',
        Cotton: 'Baumwolle',
        'Mulberry silk': 'Maulbeerseide',
        'Zero-twist cotton': 'Zero-Twist-Baumwolle',
        'Egyptian cotton': 'Ägyptische Baumwolle',
        'Waffle cotton': 'Waffelpiqué',
        'Organic cotton': 'Bio-Baumwolle',
        'Linen and cotton': 'Leinen und Baumwolle',
        'Bamboo and cotton': 'Bambus und Baumwolle',
        'Cotton terry': 'Baumwollfrottee',
        'Cotton velour': 'Baumwollvelours',
        Cashmere: 'Kaschmir',
        Alpaca: 'Alpaka',
        'Wool and cotton': 'Wolle und Baumwolle',
        Lambswool: 'Lammwolle',
        'Cotton and linen': 'Baumwolle und Leinen',
        'Duck down': 'Entendaunen',
        Paper: 'Papier',
        'Lavender water': 'Lavendelwasser',
        'Cotton muslin': 'Baumwollmusselin',
      },
    },
  },
};
