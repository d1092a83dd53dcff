// Display-currency rules for a store view (Magento's DirectoryGraphQl semantics).

/**
 * The display currency a request asks for. No Content-Currency header means the store view's
 * default (the first display currency). Returns null when the store does not allow the currency.
 */
export function selectDisplayCurrency(
  header: string | undefined,
  allowed: readonly string[],
): string | null {
  const requested = header?.trim().toUpperCase();
  if (!requested) return allowed[0] ?? null;
  return allowed.includes(requested) ? requested : null;
}

/**
 * Rates from the base currency to each display currency, in display order. The base converts to
 * itself at exactly 1; a currency with no stored rate is left out, as Magento leaves it out.
 * Rates stay decimal strings here: turning them into numbers is the GraphQL border's job.
 */
export function exchangeRatesFromBase(
  baseCurrencyCode: string,
  displayCurrencyCodes: readonly string[],
  storedRates: ReadonlyArray<{ currencyTo: string; rate: string }>,
): Array<{ currencyTo: string; rate: string }> {
  const byCurrency = new Map(storedRates.map((stored) => [stored.currencyTo, stored.rate]));
  return displayCurrencyCodes.flatMap((code) => {
    const rate = code === baseCurrencyCode ? '1' : byCurrency.get(code);
    return rate === undefined ? [] : [{ currencyTo: code, rate }];
  });
}
