'use client';

import { useEffect, useState, type RefObject } from 'react';
import { LAZY_MARGIN } from '@/lib/listing/listing-constants';

/** True once the element comes within 200 px below the viewport (spec §4), and from then on. */
export function useNearViewport(element: RefObject<Element | null>, initially = false): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
