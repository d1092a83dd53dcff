'use client';

import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Spec §4 and §9: lazy content shows once it comes within 200 px of the viewport. */
export const LAZY_MARGIN = '0px 0px 200px 0px';

export function LazyReveal({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div
      ref={ref}
      data-lazy={visible ? 'shown' : 'waiting'}
      style={visible ? undefined : { minHeight }}
    >
      {visible ? children : null}
    </div>
  );
}
