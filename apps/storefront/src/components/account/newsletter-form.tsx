'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import { primaryButtonClass } from './form-fields';
import { useAccountFeedback } from './use-account-call';

/** The customer's subscription (`customer { is_subscribed }` through updateCustomerV2). */
export function NewsletterForm({ locale, subscribed }: { locale: Locale; subscribed: boolean }) {
  const t = useTranslations('Account.newsletter');
  const tProfile = useTranslations('Account.profile');
  const feedback = useAccountFeedback();
  const [checked, setChecked] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      className="space-y-4"
      data-testid="newsletter-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await callApiMethod(locale, 'updateCustomer', { is_subscribed: checked });
        // Double opt-in (per website): the subscription waits for the e-mail's link.
        const waiting = result.ok && checked && result.data?.isSubscribed === false;
        feedback(result, {
          success: waiting ? t('confirmationSent') : t('saved'),
          errorTitle: tProfile('errorTitle'),
        });
        setBusy(false);
      }}
    >
      <div className="flex items-start gap-3">
        <input
          id="newsletter-subscribed"
          type="checkbox"
          className="mt-1 h-4 w-4 accent-ink"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <label htmlFor="newsletter-subscribed">{t('subscribe')}</label>
      </div>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {t('save')}
      </button>
    </form>
  );
}
