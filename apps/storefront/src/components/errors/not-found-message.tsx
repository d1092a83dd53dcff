import Link from 'next/link';

interface NotFoundMessageProps {
  heading: string;
  text: string;
  backLabel: string;
  /** The storefront's home, already locale-prefixed. */
  homeHref: string;
}

/** Spec "Error page", status 404: heading, an apology and a way back home. */
export function NotFoundMessage({ heading, text, backLabel, homeHref }: NotFoundMessageProps) {
  return (
    <section aria-labelledby="not-found-heading" className="text-center">
      <p className="text-sm uppercase tracking-[0.3em] text-stone">404</p>
      <h1 id="not-found-heading" className="mt-4 font-serif text-5xl font-medium text-ink">
        {heading}
      </h1>
      <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-stone">{text}</p>
      <Link
        href={homeHref}
        className="mt-10 inline-block border border-ink bg-ink px-8 py-3 text-sm font-medium uppercase tracking-[0.2em] text-ivory transition-colors hover:bg-transparent hover:text-ink"
      >
        {backLabel}
      </Link>
    </section>
  );
}
