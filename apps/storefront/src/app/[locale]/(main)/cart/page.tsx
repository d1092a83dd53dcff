import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPageContent } from '@/components/cart/cart-page-content';
import { IslandMessages } from '@/components/layout/island-messages';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * /cart (spec §2): the lines arrive in the client island from the cart provider (ADR 0049), never
 * in the HTML. Whether a customer is signed in (moving items to the wishlist) is read here: a
 * signed-in shopper's pages are never kept in the page cache.
 */
export default async function CartPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations('Cart');
  const signedIn = Boolean((await requestCookieJar()).get(cookieNames.customer));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-serif text-3xl font-medium text-ink sm:text-4xl">{t('title')}</h1>
      <IslandMessages scope="cart">
        <CartPageContent locale={locale} signedIn={signedIn} />
      </IslandMessages>
    </div>
  );
}
