// Reviews to read: nicknames, summaries and texts combined by a seeded PRNG; some texts run past
// the 250 characters at which the product page truncates them.
import type { Random } from '../random';
import type { DemoReview } from './types';

export const RATING_NAMES = ['Rating', 'Quality', 'Value'] as const;

const NICKNAMES = [
  'Sophie',
  'Martin K.',
  'Leila',
  'Anna-Lena',
  'Omar',
  'Julia',
  'Thomas',
  'Noura',
  'Elena',
  'James',
  'Clara',
  'Yusuf',
  'Ingrid',
  'Marco',
  'Fatima',
];
const GOOD = [
  [
    'Worth every cent',
    'The quality is outstanding. It feels even softer after a few washes and the colour has not faded at all.',
  ],
  [
    'Hotel feeling at home',
    'Beautifully made and exactly as pictured. We bought a second one for the guest room.',
  ],
  [
    'Best sleep in years',
    'I was sceptical about the price, but I sleep noticeably better. It breathes, it is never too warm, and it still looks new after months of daily use. The packaging was lovely too, with a linen bag that I now use for travelling. Delivery took three days and the courier called ahead. I would buy it again without hesitation.',
  ],
  [
    'Lovely details',
    'The stitching and the finish are perfect. You can tell it was made with care.',
  ],
];
const MIXED = [
  ['Nice, but wrinkles', 'Soft and well made, but it creases more than I expected. Ironing helps.'],
  [
    'Good, slightly thin',
    'The fabric is pleasant, a little thinner than I hoped for the price. The colour is exactly as on the website, and customer service answered my questions quickly when I wrote to ask about washing temperatures and whether it would shrink. It did not shrink at all.',
  ],
];
const POOR = [
  ['Not for me', 'The size ran small for our mattress, so I returned it. The exchange was easy.'],
];

/** 0–6 reviews, mostly good; dates between 2025-01-01 and 2026-10-31. */
export function buildReviews(random: Random, count: number): DemoReview[] {
  const base = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const [pool, stars] =
      roll < 0.7 ? [GOOD, random.int(4, 5)] : roll < 0.92 ? [MIXED, 3] : [POOR, random.int(1, 2)];
    const [summary, text] = random.pick(pool);
    const created = new Date(base + random.int(0, 668) * 86_400_000 + random.int(0, 86_399) * 1000);
    return {
      nickname: random.pick(NICKNAMES),
      summary: summary!,
      text: text!,
      createdAt: created.toISOString().replace('T', ' ').slice(0, 19),
      ratings: {
        Rating: stars,
        Quality: Math.min(5, Math.max(1, stars + random.int(-1, 1))),
        Value: Math.min(5, Math.max(1, stars + random.int(-1, 0))),
      },
    };
  });
}

const GERMAN: Array<[string, string, number]> = [
  [
    'Hervorragende Qualität',
    'Sehr weich und hochwertig verarbeitet. Nach mehreren Wäschen sieht alles noch aus wie neu.',
    5,
  ],
  [
    'Wie im Hotel',
    'Genau wie abgebildet, die Lieferung nach Wien kam schnell. Wir haben gleich ein zweites Set bestellt.',
    5,
  ],
  [
    'Gut, aber knittert',
    'Angenehmer Stoff, knittert aber mehr als erwartet. Mit Bügeln ist es perfekt.',
    3,
  ],
];

/** 1–2 German reviews written in the Austria store view, shown only there. */
export function buildAustrianReviews(random: Random): DemoReview[] {
  return Array.from({ length: random.int(1, 2) }, () => {
    const [summary, text, stars] = random.pick(GERMAN);
    const created = new Date(Date.UTC(2026, 0, 1) + random.int(0, 300) * 86_400_000);
    return {
      nickname: random.pick(['Katharina', 'Lukas', 'Verena', 'Florian']),
      summary,
      text,
      createdAt: created.toISOString().replace('T', ' ').slice(0, 19),
      storeView: 'at' as const,
      ratings: { Rating: stars, Quality: stars, Value: Math.max(1, stars - 1) },
    };
  });
}
