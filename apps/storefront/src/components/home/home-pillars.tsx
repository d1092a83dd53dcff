import { getTranslations } from 'next-intl/server';

const pillars = ['craft', 'sleep', 'boutiques'] as const;

export async function HomePillars() {
  const t = await getTranslations('Home.pillars');
  return (
    <section className="mx-auto grid max-w-6xl gap-12 px-6 py-24 md:grid-cols-3">
      {pillars.map((pillar) => (
        <div key={pillar} className="border-t border-sand pt-8">
          <h2 className="font-serif text-3xl font-medium text-ink">{t(`${pillar}Title`)}</h2>
          <p className="mt-4 leading-relaxed text-stone">{t(`${pillar}Text`)}</p>
        </div>
      ))}
    </section>
  );
}
