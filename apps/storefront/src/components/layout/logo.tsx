/** The brand mark and wordmark; on phones only a smaller wordmark, so the header fits 320 px. */
export function Logo() {
  return (
    <span className="flex items-center gap-3">
      <svg
        aria-hidden="true"
        viewBox="0 0 34 35"
        width="35"
        height="34"
        className="hidden text-bronze sm:block"
      >
        <path d="M4 4h26v27H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M4 11h26M4 18h26M4 25h26M11 4v27M18 4v27M25 4v27"
          stroke="currentColor"
          strokeWidth="0.75"
          opacity="0.6"
        />
      </svg>
      <span className="font-serif text-lg font-medium tracking-[0.12em] whitespace-nowrap text-ink uppercase sm:text-2xl sm:tracking-[0.18em]">
        Loomfront
      </span>
    </span>
  );
}
