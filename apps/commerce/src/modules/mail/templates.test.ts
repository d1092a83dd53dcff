import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './layout';
import { storefrontLink, storePathPrefix } from './links';
import { retryDelayMs } from './sender';
import {
  composeMail,
  MAIL_TEMPLATE_NAMES,
  mailLanguage,
  orderItemsVariable,
  type MailTemplateName,
  type MailTemplateVariables,
} from './templates';

const samples: { [T in MailTemplateName]: MailTemplateVariables[T] } = {
  welcome: { firstname: 'Ann' },
  confirm_account: { firstname: 'Ann', email: 'ann@example.com', key: 'abc' },
  reset_password: { firstname: 'Ann', email: 'ann@example.com', token: 'xyz' },
  credentials_changed: { firstname: 'Ann', changed: 'email' },
  newsletter_confirm: { code: 'n1' },
  order_confirmation: {
    firstname: 'Ann',
    number: '000000001',
    currency: 'EUR',
    items: orderItemsVariable([
      { name: 'Aurelia Pillowcase', sku: 'AURELIA-PILLOWCASE', quantity: '2', rowTotal: '59.80' },
    ]),
    subtotal: '59.80',
    discount: '5.98',
    shipping: '4.90',
    giftWrap: '0.00',
    tax: '9.79',
    grandTotal: '58.72',
    pricesIncludeTax: 'yes',
  },
};

const render = <T extends MailTemplateName>(
  template: T,
  variables: MailTemplateVariables[T],
  language: 'en' | 'de',
  storeViewCode = 'default',
) =>
  renderMail(
    composeMail(template, variables, language, {
      storefrontUrl: 'https://shop.example',
      storeViewCode,
    }),
    language,
  );

describe('mail templates', () => {
  it('give every template a subject, an HTML part and a text part in both languages', () => {
    for (const template of MAIL_TEMPLATE_NAMES) {
      for (const language of ['en', 'de'] as const) {
        const mail = render(template, samples[template] as never, language);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain(language === 'de' ? 'Guten Tag' : 'Hello');
      }
    }
  });

  it('list an order’s items and totals, in German for the Austrian store view', () => {
    const de = render('order_confirmation', samples.order_confirmation, 'de', 'at');
    expect(de.subject).toBe('Ihre Loomfront-Bestellung 000000001');
    // Austrian German writes the euro sign before the amount, with a no-break space.
    expect(de.text).toContain('2 × Aurelia Pillowcase (AURELIA-PILLOWCASE): €\u00a059,80');
    expect(de.text).toContain('Rabatt: −€\u00a05,98');
    expect(de.text).toContain('Gesamtsumme: €\u00a058,72');
    expect(de.text).toContain('https://shop.example/at/customer/order-history');
    const en = render('order_confirmation', samples.order_confirmation, 'en');
    expect(en.text).toContain('Grand total: €58.72');
    expect(en.text).toContain('Included tax: €9.79');
    expect(en.text).not.toContain('Gift wrapping');
  });

  it('speak German for a German locale and English for every other', () => {
    expect(mailLanguage('de_AT')).toBe('de');
    expect(mailLanguage('en_US')).toBe('en');
    expect(mailLanguage('en_AE')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(render('welcome', samples.welcome, 'de').subject).toBe('Willkommen bei Loomfront');
    expect(render('welcome', samples.welcome, 'en').subject).toBe('Welcome to Loomfront');
  });

  it('escape every variable in the HTML part and keep it verbatim in the text part', () => {
    const name = `<script>alert("x")</script>&'`;
    const mail = render('welcome', { firstname: name }, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it('escape a link that carries markup so it cannot leave its href', () => {
    const mail = render(
      'confirm_account',
      { firstname: 'A', email: 'a"><img src=x>@example.com', key: 'k' },
      'en',
    );
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.html).toContain(
      'href="https://shop.example/customer/account/confirm?email=a%22%3E%3Cimg+src%3Dx%3E%40example.com&amp;key=k"',
    );
  });

  it('use no external images, fonts or stylesheets', () => {
    for (const template of MAIL_TEMPLATE_NAMES) {
      const { html } = render(template, samples[template] as never, 'en');
      expect(html).not.toMatch(/<img|<link|@import|url\(/i);
    }
  });

  it('link to each store’s storefront: en unprefixed, the others under their code', () => {
    expect(storePathPrefix('default')).toBe('');
    expect(storePathPrefix('at')).toBe('/at');
    const links = (store: string) =>
      [
        render('confirm_account', samples.confirm_account, 'en', store),
        render('reset_password', samples.reset_password, 'en', store),
        render('newsletter_confirm', samples.newsletter_confirm, 'en', store),
      ].map((mail) => /href="([^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&'));
    expect(links('default')).toEqual([
      'https://shop.example/customer/account/confirm?email=ann%40example.com&key=abc',
      'https://shop.example/customer/reset-password?email=ann%40example.com&token=xyz',
      'https://shop.example/newsletter/confirm?code=n1',
    ]);
    for (const store of ['us', 'me', 'sa', 'at']) {
      expect(links(store)[0]).toBe(
        `https://shop.example/${store}/customer/account/confirm?email=ann%40example.com&key=abc`,
      );
    }
  });

  it('put the full link in the text part too', () => {
    const mail = render('reset_password', samples.reset_password, 'de', 'at');
    expect(mail.text).toContain(
      'Neues Passwort festlegen: https://shop.example/at/customer/reset-password?email=ann%40example.com&token=xyz',
    );
  });

  it('name what changed in the credentials mail', () => {
    expect(
      render('credentials_changed', { firstname: 'A', changed: 'password' }, 'en').subject,
    ).toBe('Your Loomfront password has been changed');
    expect(render('credentials_changed', { firstname: 'A', changed: 'email' }, 'de').subject).toBe(
      'Ihre E-Mail-Adresse bei Loomfront wurde geändert',
    );
  });

  it('build storefront links without a doubled slash', () => {
    expect(storefrontLink('https://shop.example/', 'us', '/customer')).toBe(
      'https://shop.example/us/customer',
    );
  });

  it('escape the five HTML metacharacters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('retry backoff', () => {
  it('doubles the delay per attempt and never waits more than an hour', () => {
    expect(retryDelayMs(1, 30_000)).toBe(30_000);
    expect(retryDelayMs(2, 30_000)).toBe(60_000);
    expect(retryDelayMs(4, 30_000)).toBe(240_000);
    expect(retryDelayMs(30, 30_000)).toBe(3_600_000);
  });
});
