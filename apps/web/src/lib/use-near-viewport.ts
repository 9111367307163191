import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `ref`'s element has come within `margin` of the viewport (an IntersectionObserver `rootMargin`), and
 * from then on; at once where there is no IntersectionObserver. Home's sections below the first screen load their
 * code and data with it (ADR 012). `loaded`: true from the start (already loaded earlier). `watch`: false while the
 * element is not there to watch yet.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin, loaded = false, watch = true }: { margin: string; loaded?: boolean; watch?: boolean },
): [isNear: boolean, setNear: () => void] {
  const [isNear, setIsNear] = useState(loaded);
  useEffect(() => {
    if (isNear || !watch) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, watch, ref, margin]);
  return [isNear, () => setIsNear(true)];
}
