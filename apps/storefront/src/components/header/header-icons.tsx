import { getTranslations } from 'next-intl/server';
import { WishlistHeaderLink } from '@/components/wishlist/wishlist-header-link';
import { localeConfig, type Locale } from '@/i18n/locales';
import { cookieNames } from '@/lib/cookie-policy';
import { requestCookieJar } from '@/lib/cookies';
import { HeaderCounts } from './header-counts';
import { HeaderIconLink } from './header-icon-link';
import { CART_PATH, accountPath } from './header-rules';

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'h-6 w-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
} as const;

/**
 * Account (desktop), wishlist and cart icons (spec §2). Signed in means a customer token cookie is
 * present: the account icon then goes to the wishlist, otherwise to login/register, and so does the
 * wishlist icon for a guest (the wishlist needs an account); a signed-in shopper's wishlist icon
 * opens the wishlist sidebar (ADR 0050). The cart and wish list counts come from client islands
 * after load, never in the (cacheable) HTML (ADR 0048).
 */
const heart = (
  <svg {...iconProps}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
  </svg>
);

export async function HeaderIcons({ locale }: { locale: Locale }) {
  const t = await getTranslations('Header');
  const signedIn = Boolean((await requestCookieJar()).get(cookieNames.customer));
  return (
    <>
      <HeaderCounts signedIn={signedIn} />
      <HeaderIconLink
        icon="account"
        href={accountPath(signedIn)}
        locale={locale}
        label={signedIn ? t('account') : t('signIn')}
        opensLoginModal={!signedIn}
        className="hidden lg:inline-flex"
      >
        <svg {...iconProps}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
      </HeaderIconLink>
      {signedIn ? (
        <WishlistHeaderLink locale={locale} intlLocale={localeConfig(locale).intlLocale}>
          {heart}
        </WishlistHeaderLink>
      ) : (
        <HeaderIconLink
          icon="wishlist"
          href={accountPath(false)}
          locale={locale}
          label={t('wishlist')}
        >
          {heart}
        </HeaderIconLink>
      )}
      <HeaderIconLink icon="cart" href={CART_PATH} locale={locale} label={t('cart')} showCount>
        <svg {...iconProps}>
          <path d="M5 8h14l-1.2 12H6.2z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
      </HeaderIconLink>
    </>
  );
}
