import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/layout/locale-link';
import type { Locale } from '@/i18n/locales';
import { checkoutPath, stepStates, type CheckoutPage } from '@/lib/checkout/steps';

/**
 * The steps widget (presentation §4): the steps before the active one are done and, while going
 * back is allowed, links; the active step is marked as the current one; later steps are text.
 */
export function CheckoutSteps({
  locale,
  active,
  canGoBack,
}: {
  locale: Locale;
  active: CheckoutPage;
  canGoBack: boolean;
}) {
  const t = useTranslations('Checkout.steps');
  const states = stepStates(active, canGoBack);
  return (
    <nav aria-label={t('label')} data-testid="checkout-steps">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 border-b border-sand pb-4 text-sm">
        {states.map((state) => {
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full border ${
                  state.active || state.done ? 'border-ink bg-ink text-ivory' : 'border-stone'
                }`}
              >
                {state.done ? '✓' : state.index + 1}
              </span>
              {t(state.step)}
              {state.done ? <span className="sr-only"> ({t('done')})</span> : null}
            </>
          );
          return (
            <li
              key={state.step}
              data-step={state.step}
              data-done={state.done}
              data-disabled={state.disabled}
              className="flex items-center"
            >
              {state.done && !state.disabled ? (
                <LocaleLink
                  locale={locale}
                  href={checkoutPath(state.step)}
                  className="flex min-h-10 items-center underline-offset-4 hover:underline"
                >
                  {label}
                </LocaleLink>
              ) : (
                <span
                  className={`flex min-h-10 items-center ${
                    state.active ? 'font-semibold text-ink' : 'text-stone'
                  }`}
                  aria-current={state.active ? 'step' : undefined}
                  aria-disabled={state.disabled || undefined}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
