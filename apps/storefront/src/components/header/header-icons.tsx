import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import { CART_PATH, accountPath } from './header-rules';

const iconClass = 'h-6 w-6';

/**
 * Account and cart icons (spec §2). Signed in means a customer token cookie is present; the account
 * pages and the cart sidebar arrive with their issues, so the cart icon links to /cart until then.
 */
export async function HeaderIcons({ locale }: { locale: Locale }) {
  const t = await getTranslations('Header');
  const signedIn = Boolean((await requestCookieJar()).get(cookieNames.customer));
  const linkClass = 'inline-flex h-10 w-10 items-center justify-center text-ink hover:text-bronze';
  return (
    <>
      <LocaleLink
        href={accountPath(signedIn)}
        locale={locale}
        className={linkClass}
        aria-label={signedIn ? t('wishlist') : t('signIn')}
        data-testid="header-account"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={iconClass}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
      </LocaleLink>
      <LocaleLink
        href={CART_PATH}
        locale={locale}
        className={linkClass}
        aria-label={t('cart')}
        data-testid="header-cart"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={iconClass}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M5 8h14l-1.2 12H6.2z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
      </LocaleLink>
    </>
  );
}
