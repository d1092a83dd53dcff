import { describe, expect, it } from 'vitest';
import { localeConfigs, localeForIntlLocale, locales, storefrontLocale } from './locales';

describe('the storefront table', () => {
  it('gives every storefront its own valid BCP 47 formatting locale', () => {
    const tags = locales.map((locale) => localeConfigs[locale].intlLocale);
    expect(new Set(tags).size).toBe(locales.length);
    for (const tag of tags) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('formats numbers of every storefront in Latin digits', () => {
    for (const locale of locales) {
      const { intlLocale } = localeConfigs[locale];
      expect(new Intl.NumberFormat(intlLocale).format(52)).toBe('52');
      expect(new Intl.PluralRules(intlLocale).resolvedOptions().locale).toMatch(/^(en|de)/);
    }
  });

  it('formats Austrian prices the German way', () => {
    const format = new Intl.NumberFormat(localeConfigs.at.intlLocale, {
      style: 'currency',
      currency: 'EUR',
    });
    expect(format.format(1299.5).replace(/\s/g, ' ')).toBe('€ 1.299,50');
  });
});

describe('storefrontLocale', () => {
  it('maps a path prefix or a BCP 47 tag to its storefront', () => {
    expect(storefrontLocale('sa')).toBe('sa');
    expect(storefrontLocale('en-SA')).toBe('sa');
    expect(storefrontLocale('de-AT')).toBe('at');
    expect(localeForIntlLocale('en-US')).toBe('us');
  });

  it('falls back to the international storefront for anything else', () => {
    expect(storefrontLocale('xx')).toBe('en');
    expect(storefrontLocale(undefined)).toBe('en');
    expect(localeForIntlLocale('sa')).toBeNull();
  });
});
