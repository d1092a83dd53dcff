import { describe, expect, it } from 'vitest';
import type { ConfigValueRecord } from './repository';
import { configResolver, fptDisplaySetting } from './store-config';

describe('configResolver', () => {
  const rows: ConfigValueRecord[] = [
    { scope: 'default', scopeCode: '', path: 'general/locale/code', value: 'en_GB' },
    {
      scope: 'default',
      scopeCode: '',
      path: 'general/store_information/phone',
      value: '+43 1 000',
    },
    { scope: 'website', scopeCode: 'loomfrontcom_me', path: 'general/locale/code', value: 'en_AE' },
    { scope: 'store', scopeCode: 'sa', path: 'general/locale/code', value: 'en_SA' },
    { scope: 'store', scopeCode: 'sa', path: 'design/header/welcome', value: null },
    { scope: 'default', scopeCode: '', path: 'design/header/welcome', value: 'Welcome' },
  ];

  it('prefers the store view’s own value', () => {
    expect(
      configResolver(rows, { code: 'sa', websiteCode: 'loomfrontcom_me' })('general/locale/code'),
    ).toBe('en_SA');
  });

  it('falls back to the website, then to the default scope', () => {
    const me = configResolver(rows, { code: 'me', websiteCode: 'loomfrontcom_me' });
    expect(me('general/locale/code')).toBe('en_AE');
    expect(me('general/store_information/phone')).toBe('+43 1 000');
  });

  it('lets a store view clear a value with an explicit null', () => {
    expect(
      configResolver(rows, { code: 'sa', websiteCode: 'loomfrontcom_me' })('design/header/welcome'),
    ).toBeNull();
  });

  it('answers null for a path nobody set', () => {
    expect(
      configResolver(rows, { code: 'us', websiteCode: 'loomfrontcom_us' })(
        'design/head/title_prefix',
      ),
    ).toBeNull();
  });

  it('answers Magento’s default for a path no scope holds, but not for one cleared with null', () => {
    const sa = configResolver(rows, { code: 'sa', websiteCode: 'loomfrontcom_me' });
    expect(sa('checkout/cart/configurable_product_image', 'parent')).toBe('parent');
    expect(sa('design/header/welcome', 'Default welcome msg!')).toBeNull();
    expect(sa('general/locale/code', 'en_US')).toBe('en_SA');
  });
});

describe('fptDisplaySetting', () => {
  const config = (values: Record<string, string>) => (path: string) => values[path] ?? null;

  it('answers FPT_DISABLED while fixed product taxes are off', () => {
    expect(fptDisplaySetting(config({ 'tax/weee/display': '1' }), 'tax/weee/display')).toBe(
      'FPT_DISABLED',
    );
  });

  it('maps Magento’s display setting once fixed product taxes are on', () => {
    const on = config({ 'tax/weee/enable': '1', 'tax/weee/display_list': '3' });
    expect(fptDisplaySetting(on, 'tax/weee/display_list')).toBe('EXCLUDE_FPT_WITHOUT_DETAILS');
    expect(fptDisplaySetting(on, 'tax/weee/display')).toBe('INCLUDE_FPT_WITHOUT_DETAILS');
  });
});
