import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getStoreData } from '@/lib/commerce/store';

/** The store's customer-service phone, from storeConfig.store_information.phone. */
export async function CustomerService({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home');
  const store = await getStoreData(locale);
  const phone = store?.phone;
  return (
    <section aria-labelledby="customer-service-heading" className="border-t border-sand bg-ivory">
      <div className="mx-auto max-w-3xl px-6 py-20 text-center">
        <h2 id="customer-service-heading" className="font-serif text-4xl font-medium text-ink">
          {t('serviceHeading')}
        </h2>
        <p className="mt-4 text-stone">{t('serviceText')}</p>
        {phone ? (
          <p className="mt-6 text-lg text-ink" data-testid="customer-service-phone">
            {t.rich('servicePhone', {
              phone,
              link: (chunks) => (
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="font-medium underline underline-offset-4"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : (
          <p className="mt-6 text-stone">{t('serviceUnavailable')}</p>
        )}
      </div>
    </section>
  );
}
