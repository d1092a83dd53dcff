// Price rows per website and base currency, in minor units with integer maths only: the demo price
// lists are set per market (rounded to whole amounts as shops do), not converted at request time.
import type { Random } from '../random';
import { WEBSITE_CURRENCIES, type DemoPrice } from './types';

/** cents × numerator / denominator, rounded half-up to a multiple of `step` minor units. */
export function scaleRound(
  cents: number,
  numerator: number,
  denominator: number,
  step: number,
): number {
  const unit = denominator * step;
  return Math.floor((cents * numerator * 2 + unit) / (unit * 2)) * step;
}

const MARKET: Record<
  DemoPrice['currency'],
  { numerator: number; denominator: number; step: number }
> = {
  EUR: { numerator: 1, denominator: 1, step: 100 },
  AED: { numerator: 41, denominator: 10, step: 500 },
  SAR: { numerator: 405, denominator: 100, step: 500 },
  USD: { numerator: 11, denominator: 10, step: 100 },
};

export type SpecialKind = 'none' | 'always' | 'dated' | 'expired' | 'upcoming';

/** Special prices active from the start of 2026 on, a campaign that already ended, or one to come. */
const WINDOWS: Record<Exclude<SpecialKind, 'none' | 'always'>, { from: string; to: string }> = {
  dated: { from: '2026-01-01 00:00:00', to: '2099-12-31 23:59:59' },
  expired: { from: '2025-11-01 00:00:00', to: '2025-12-31 23:59:59' },
  upcoming: { from: '2099-01-01 00:00:00', to: '2099-01-31 23:59:59' },
};

export function priceRows(eurCents: number, special: SpecialKind, percentOff: number): DemoPrice[] {
  return WEBSITE_CURRENCIES.map(({ website, currency }) => {
    const market = MARKET[currency];
    const regular = scaleRound(eurCents, market.numerator, market.denominator, market.step);
    const row: DemoPrice = { website, currency, regular };
    if (special !== 'none') {
      const amount = scaleRound(regular, 100 - percentOff, 100, market.step);
      row.special = special === 'always' ? { amount } : { amount, ...WINDOWS[special] };
    }
    return row;
  });
}

/** About one product in five is on sale, at 15–40 % off; a few sales are dated, expired or yet to start. */
export function pickSpecial(random: Random): { kind: SpecialKind; percentOff: number } {
  const roll = random.next();
  const percentOff = random.pick([15, 20, 25, 30, 40]);
  if (roll < 0.12) return { kind: 'always', percentOff };
  if (roll < 0.18) return { kind: 'dated', percentOff };
  if (roll < 0.21) return { kind: 'expired', percentOff };
  if (roll < 0.24) return { kind: 'upcoming', percentOff };
  return { kind: 'none', percentOff };
}
