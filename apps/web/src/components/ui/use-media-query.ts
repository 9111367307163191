import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches; follows changes (rotation, resizing, zoom). False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** Phones: below the spec's 480 px breakpoint (CSS px, so browser zoom counts, as in the stylesheet). */
export const NARROW_SCREEN_QUERY = '(max-width: 479.98px)';
