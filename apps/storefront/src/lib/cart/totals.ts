// The cart's totals as rows (issue 11 "totals with discounts and taxes"). Pure: amounts become
// minor units here (lib/catalog/money), so no component adds floats. The US shows prices without
// sales tax and adds it; every other storefront shows prices with VAT and names the VAT included.
import type { Locale } from '@/i18n/locales';
import { toMinorUnits, type Money } from '@/lib/catalog/money';

export interface TotalsInput {
  subtotalExcludingTax: Money | null;
  subtotalIncludingTax: Money | null;
  grandTotal: Money | null;
  discounts: Array<{ label: string; amount: Money }>;
  appliedTaxes: Array<{ label: string; amount: Money }>;
  giftWrap: Money | null;
}

export type TotalsRowKind =
  'subtotal' | 'discount' | 'giftWrap' | 'tax' | 'includedTax' | 'grandTotal';

export interface TotalsRow {
  kind: TotalsRowKind;
  /** The rule's or the tax's own label, when it has one. */
  label: string | null;
  /** Signed: a discount is negative. */
  minor: number;
  currency: string;
}

/** The US storefront shows prices excluding sales tax (issue 11); the others include VAT. */
export function pricesIncludeTax(locale: Locale): boolean {
  return locale !== 'us';
}

function minorOf(money: Money | null): { minor: number; currency: string } | null {
  if (!money || money.value == null || !money.currency) return null;
  return { minor: toMinorUnits(money.value), currency: money.currency };
}

export function cartTotalsRows(prices: TotalsInput, taxIncluded: boolean): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const subtotal = minorOf(taxIncluded ? prices.subtotalIncludingTax : prices.subtotalExcludingTax);
  if (subtotal) rows.push({ kind: 'subtotal', label: null, ...subtotal });
  for (const discount of prices.discounts) {
    const amount = minorOf(discount.amount);
    if (!amount || amount.minor === 0) continue;
    // Magento reports a discount as a positive amount taken off.
    rows.push({
      kind: 'discount',
      label: discount.label || null,
      minor: -Math.abs(amount.minor),
      currency: amount.currency,
    });
  }
  const giftWrap = minorOf(prices.giftWrap);
  if (giftWrap && giftWrap.minor > 0) rows.push({ kind: 'giftWrap', label: null, ...giftWrap });
  for (const tax of prices.appliedTaxes) {
    const amount = minorOf(tax.amount);
    if (!amount || amount.minor === 0) continue;
    rows.push({ kind: taxIncluded ? 'includedTax' : 'tax', label: tax.label || null, ...amount });
  }
  const grandTotal = minorOf(prices.grandTotal);
  if (grandTotal) rows.push({ kind: 'grandTotal', label: null, ...grandTotal });
  return rows;
}
