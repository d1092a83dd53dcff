import { getTranslations } from 'next-intl/server';

export async function HomeHero() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-title" className="bg-linen">
      <div className="mx-auto max-w-5xl px-6 py-28 text-center md:py-36">
        <p className="text-xs font-medium tracking-[0.35em] text-bronze uppercase">
          {t('eyebrow')}
        </p>
        <h1
          id="home-title"
          className="mt-6 font-serif text-5xl leading-tight font-medium text-ink md:text-7xl"
        >
          {t('title')}
        </h1>
        <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-stone">{t('lead')}</p>
        <p className="mt-10 font-serif text-2xl text-ink italic">{t('greeting')}</p>
      </div>
    </section>
  );
}
