import { getTranslations } from 'next-intl/server';
import { promoFamily } from '@/lib/product/promo';

/** The product's promo block (product_promo_block_type): one block per type family. */
export async function PromoBlock({ type }: { type: string | null }) {
  const family = promoFamily(type);
  if (!family) return null;
  const t = await getTranslations(`Product.promo.${family}`);
  return (
    <section
      aria-labelledby="product-promo-title"
      className="mt-16 bg-linen px-8 py-12 text-center"
      data-testid="product-promo"
      data-promo-type={type}
    >
      <p className="text-xs font-medium tracking-[0.35em] text-bronze uppercase">{t('eyebrow')}</p>
      <h2 id="product-promo-title" className="mt-4 font-serif text-3xl">
        {t('title')}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-stone">{t('text')}</p>
    </section>
  );
}
