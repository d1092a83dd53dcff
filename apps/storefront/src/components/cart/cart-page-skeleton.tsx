/** The cart page while the cart loads: the shape of two lines and the summary, announced once. */
export function CartPageSkeleton({ label }: { label: string }) {
  return (
    <div
      className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14"
      aria-busy="true"
      data-testid="cart-skeleton"
    >
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="border-t border-sand" aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className="flex gap-4 border-b border-sand py-5">
            <div className="h-28 w-28 shrink-0 bg-sand/60 motion-safe:animate-pulse sm:h-[140px] sm:w-[140px]" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="h-5 w-2/3 bg-sand/60 motion-safe:animate-pulse" />
              <div className="h-4 w-1/3 bg-sand/60 motion-safe:animate-pulse" />
              <div className="h-10 w-36 bg-sand/60 motion-safe:animate-pulse" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-72 bg-linen motion-safe:animate-pulse" aria-hidden="true" />
    </div>
  );
}
