interface ErrorMessageProps {
  heading: string;
  text: string;
  retryLabel: string;
  onRetry?: () => void;
}

/** Spec "Error page", any other error. */
export function ErrorMessage({ heading, text, retryLabel, onRetry }: ErrorMessageProps) {
  return (
    <section aria-labelledby="error-heading" className="text-center">
      <h1 id="error-heading" className="font-serif text-4xl font-medium text-ink">
        {heading}
      </h1>
      <p className="mt-6 text-lg text-stone">{text}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-10 border border-ink px-8 py-3 text-sm font-medium uppercase tracking-[0.2em] text-ink transition-colors hover:bg-ink hover:text-ivory"
        >
          {retryLabel}
        </button>
      ) : null}
    </section>
  );
}
