// The e-mails the shop sends, per template and language: subject, paragraphs and at most one
// button. layout.ts turns them into HTML (escaped) and plain text. The Austrian store view reads
// German; every other store view English (the storefront's languages, ADR 0029).
import { MAIL_ROUTES, storefrontLink } from './links';

/** Each template's variables, all strings (the outbox stores them as JSON). */
export interface MailTemplateVariables {
  welcome: { firstname: string };
  confirm_account: { firstname: string; email: string; key: string };
  reset_password: { firstname: string; email: string; token: string };
  /** Sent after a password or e-mail change (to the former address when the e-mail changed). */
  credentials_changed: { firstname: string; changed: 'password' | 'email' | 'password_and_email' };
  newsletter_confirm: { code: string };
  /**
   * Sent when an order is placed (a card payment's once it is paid). Amounts are decimal strings
   * of the order currency ("49.90"), formatted in the message's language when it is written.
   */
  order_confirmation: {
    firstname: string;
    number: string;
    currency: string;
    /** One item per line: quantity, name, sku and row total, separated by tabs. */
    items: string;
    subtotal: string;
    discount: string;
    shipping: string;
    giftWrap: string;
    tax: string;
    grandTotal: string;
    /** Whether the amounts above include tax (the website's price display). */
    pricesIncludeTax: 'yes' | 'no';
  };
}

export type MailTemplateName = keyof MailTemplateVariables;

export const MAIL_TEMPLATE_NAMES: readonly MailTemplateName[] = [
  'welcome',
  'confirm_account',
  'reset_password',
  'credentials_changed',
  'newsletter_confirm',
  'order_confirmation',
];

export type MailLanguage = 'en' | 'de';

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the button (e.g. "ignore this e-mail if…"). */
  footnote?: string;
}

export interface MailLinkContext {
  storefrontUrl: string;
  storeViewCode: string;
}

/** The language of a store view's locale (`general/locale/code`): German for de_*, else English. */
export function mailLanguage(locale: string | null | undefined): MailLanguage {
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

type Composer<T extends MailTemplateName> = (
  variables: MailTemplateVariables[T],
  link: (route: string, query?: Record<string, string>) => string,
) => MailContent;

const hello = {
  en: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  de: (name?: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
};

const english: { [T in MailTemplateName]: Composer<T> } = {
  welcome: (v, link) => ({
    subject: 'Welcome to Loomfront',
    greeting: hello.en(v.firstname),
    paragraphs: [
      'Thank you for creating your Loomfront account.',
      'From your account you can keep your addresses, follow your orders, save favourites to your wishlist and write reviews.',
    ],
    action: { label: 'Go to my account', url: link(MAIL_ROUTES.account) },
  }),
  confirm_account: (v, link) => ({
    subject: 'Please confirm your Loomfront account',
    greeting: hello.en(v.firstname),
    paragraphs: [
      `You're almost there. Please confirm your e-mail address ${v.email} to activate your account.`,
    ],
    action: {
      label: 'Confirm my account',
      url: link(MAIL_ROUTES.confirmAccount, { email: v.email, key: v.key }),
    },
    footnote: "If you didn't create an account with us, you can simply ignore this e-mail.",
  }),
  reset_password: (v, link) => ({
    subject: 'Reset your Loomfront password',
    greeting: hello.en(v.firstname),
    paragraphs: [
      'We received a request to reset the password of your Loomfront account.',
      'Choose a new password with the button below. The link is valid for 24 hours and works once.',
    ],
    action: {
      label: 'Choose a new password',
      url: link(MAIL_ROUTES.resetPassword, { email: v.email, token: v.token }),
    },
    footnote:
      "If you didn't ask for a new password, ignore this e-mail: your password stays as it is.",
  }),
  credentials_changed: (v) => ({
    subject: {
      password: 'Your Loomfront password has been changed',
      email: 'Your Loomfront e-mail address has been changed',
      password_and_email: 'Your Loomfront password and e-mail address have been changed',
    }[v.changed],
    greeting: hello.en(v.firstname),
    paragraphs: [
      {
        password:
          'This is to let you know that the password of your Loomfront account has just been changed.',
        email:
          'This is to let you know that the e-mail address of your Loomfront account has just been changed.',
        password_and_email:
          'This is to let you know that the password and the e-mail address of your Loomfront account have just been changed.',
      }[v.changed],
      'For your security, you have been signed out on your other devices.',
      "If you made this change, there's nothing more to do. If you didn't, please contact our customer service straight away.",
    ],
  }),
  newsletter_confirm: (v, link) => ({
    subject: 'Please confirm your newsletter subscription',
    greeting: hello.en(),
    paragraphs: [
      'Thank you for signing up for the Loomfront newsletter.',
      "Please confirm your subscription with the button below, and we'll keep you posted on new collections and offers.",
    ],
    action: {
      label: 'Confirm my subscription',
      url: link(MAIL_ROUTES.confirmNewsletter, { code: v.code }),
    },
    footnote: "If you didn't sign up, just ignore this e-mail and you won't hear from us.",
  }),
  order_confirmation: (v, link) => {
    const amount = moneyIn('en', v.currency);
    return {
      subject: `Your Loomfront order ${v.number}`,
      greeting: hello.en(v.firstname || undefined),
      paragraphs: [
        `Thank you for your order. We have received it under the number ${v.number} and will let you know as soon as it is on its way.`,
        ...orderItems(v.items).map(
          (item) => `${item.quantity} × ${item.name} (${item.sku}): ${amount(item.rowTotal)}`,
        ),
        `Subtotal: ${amount(v.subtotal)}`,
        ...(isZero(v.discount) ? [] : [`Discount: −${amount(v.discount)}`]),
        ...(isZero(v.giftWrap) ? [] : [`Gift wrapping: ${amount(v.giftWrap)}`]),
        `Shipping: ${amount(v.shipping)}`,
        v.pricesIncludeTax === 'yes' ? `Included tax: ${amount(v.tax)}` : `Tax: ${amount(v.tax)}`,
        `Grand total: ${amount(v.grandTotal)}`,
      ],
      action: { label: 'View my orders', url: link(MAIL_ROUTES.orders) },
    };
  },
};

const german: { [T in MailTemplateName]: Composer<T> } = {
  welcome: (v, link) => ({
    subject: 'Willkommen bei Loomfront',
    greeting: hello.de(v.firstname),
    paragraphs: [
      'vielen Dank, dass Sie ein Kundenkonto bei Loomfront eröffnet haben.',
      'In Ihrem Konto verwalten Sie Ihre Adressen, verfolgen Ihre Bestellungen, merken sich Lieblingsstücke auf Ihrer Wunschliste vor und schreiben Bewertungen.',
    ],
    action: { label: 'Zu meinem Konto', url: link(MAIL_ROUTES.account) },
  }),
  confirm_account: (v, link) => ({
    subject: 'Bitte bestätigen Sie Ihr Loomfront-Konto',
    greeting: hello.de(v.firstname),
    paragraphs: [
      `fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse ${v.email}, um Ihr Konto zu aktivieren.`,
    ],
    action: {
      label: 'Konto bestätigen',
      url: link(MAIL_ROUTES.confirmAccount, { email: v.email, key: v.key }),
    },
    footnote:
      'Falls Sie kein Konto bei uns angelegt haben, können Sie diese E-Mail einfach ignorieren.',
  }),
  reset_password: (v, link) => ({
    subject: 'Ihr Loomfront-Passwort zurücksetzen',
    greeting: hello.de(v.firstname),
    paragraphs: [
      'wir haben eine Anfrage erhalten, das Passwort Ihres Loomfront-Kontos zurückzusetzen.',
      'Über die Schaltfläche unten legen Sie ein neues Passwort fest. Der Link ist 24 Stunden gültig und kann nur einmal verwendet werden.',
    ],
    action: {
      label: 'Neues Passwort festlegen',
      url: link(MAIL_ROUTES.resetPassword, { email: v.email, token: v.token }),
    },
    footnote:
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte – Ihr Passwort bleibt unverändert.',
  }),
  credentials_changed: (v) => ({
    subject: {
      password: 'Ihr Loomfront-Passwort wurde geändert',
      email: 'Ihre E-Mail-Adresse bei Loomfront wurde geändert',
      password_and_email: 'Ihr Passwort und Ihre E-Mail-Adresse bei Loomfront wurden geändert',
    }[v.changed],
    greeting: hello.de(v.firstname),
    paragraphs: [
      {
        password:
          'wir möchten Sie darüber informieren, dass das Passwort Ihres Loomfront-Kontos soeben geändert wurde.',
        email:
          'wir möchten Sie darüber informieren, dass die E-Mail-Adresse Ihres Loomfront-Kontos soeben geändert wurde.',
        password_and_email:
          'wir möchten Sie darüber informieren, dass das Passwort und die E-Mail-Adresse Ihres Loomfront-Kontos soeben geändert wurden.',
      }[v.changed],
      'Zu Ihrer Sicherheit wurden Sie auf Ihren anderen Geräten abgemeldet.',
      'Wenn Sie diese Änderung selbst vorgenommen haben, ist nichts weiter zu tun. Falls nicht, wenden Sie sich bitte umgehend an unseren Kundenservice.',
    ],
  }),
  newsletter_confirm: (v, link) => ({
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    greeting: hello.de(),
    paragraphs: [
      'vielen Dank für Ihr Interesse am Loomfront-Newsletter.',
      'Bitte bestätigen Sie Ihre Anmeldung über die Schaltfläche unten – danach informieren wir Sie über neue Kollektionen und Angebote.',
    ],
    action: {
      label: 'Anmeldung bestätigen',
      url: link(MAIL_ROUTES.confirmNewsletter, { code: v.code }),
    },
    footnote:
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach; Sie erhalten dann keinen Newsletter.',
  }),
  order_confirmation: (v, link) => {
    const amount = moneyIn('de', v.currency);
    return {
      subject: `Ihre Loomfront-Bestellung ${v.number}`,
      greeting: hello.de(v.firstname || undefined),
      paragraphs: [
        `vielen Dank für Ihre Bestellung. Sie ist unter der Nummer ${v.number} bei uns eingegangen; wir melden uns, sobald sie unterwegs ist.`,
        ...orderItems(v.items).map(
          (item) => `${item.quantity} × ${item.name} (${item.sku}): ${amount(item.rowTotal)}`,
        ),
        `Zwischensumme: ${amount(v.subtotal)}`,
        ...(isZero(v.discount) ? [] : [`Rabatt: −${amount(v.discount)}`]),
        ...(isZero(v.giftWrap) ? [] : [`Geschenkverpackung: ${amount(v.giftWrap)}`]),
        `Versand: ${amount(v.shipping)}`,
        v.pricesIncludeTax === 'yes'
          ? `Enthaltene MwSt.: ${amount(v.tax)}`
          : `MwSt.: ${amount(v.tax)}`,
        `Gesamtsumme: ${amount(v.grandTotal)}`,
      ],
      action: { label: 'Meine Bestellungen ansehen', url: link(MAIL_ROUTES.orders) },
    };
  },
};

/** Formats a decimal string ("49.90") as money in the message's language. */
function moneyIn(language: MailLanguage, currency: string) {
  let format: Intl.NumberFormat | null = null;
  try {
    format = new Intl.NumberFormat(language === 'de' ? 'de-AT' : 'en-GB', {
      style: 'currency',
      currency: currency || 'EUR',
    });
  } catch {
    format = null;
  }
  return (value: string | undefined) => {
    const text = value ?? '0.00';
    return format ? format.format(Number(text)) : `${text} ${currency}`;
  };
}

/** The items of order_confirmation's `items` variable (see MailTemplateVariables). */
export function orderItemsVariable(
  items: ReadonlyArray<{ quantity: string; name: string; sku: string; rowTotal: string }>,
): string {
  const clean = (text: string) => text.replace(/[\t\n\r]+/g, ' ');
  return items
    .map((item) => [item.quantity, item.name, item.sku, item.rowTotal].map(clean).join('\t'))
    .join('\n');
}

function orderItems(value: string | undefined) {
  return (value ?? '')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [quantity = '', name = '', sku = '', rowTotal = ''] = line.split('\t');
      return { quantity, name, sku, rowTotal };
    });
}

function isZero(value: string | undefined): boolean {
  return !value || Number(value) === 0;
}

export function isMailTemplateName(name: string): name is MailTemplateName {
  return (MAIL_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/** The content of one message; variables missing from a stored row render as empty text. */
export function composeMail<T extends MailTemplateName>(
  template: T,
  variables: MailTemplateVariables[T],
  language: MailLanguage,
  links: MailLinkContext,
): MailContent {
  const composers = (language === 'de' ? german : english) as { [K in T]: Composer<K> };
  const link = (route: string, query?: Record<string, string>) =>
    storefrontLink(links.storefrontUrl, links.storeViewCode, route, query);
  return composers[template](variables, link);
}
