import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'dasibom:scroll-positions';

/** Whether the navigation's state is lib/navigation.ts's KEEP_SCROLL (a list change: stay where the reader is). */
function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true
  );
}

/** Enough history entries for any back-and-forth; older ones are dropped so the stored list stays small. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): back/forward then starts at the top, nothing worse.
  }
}

function scrollToHash(location: Location): boolean {
  if (!location.hash) return false;
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target != null;
}

/** How long a restore keeps trying while the page grows to its old height (its code and data arriving). */
const RESTORE_FOR_MS = 3000;

/**
 * Scrolls to `y` now and, if the page is not yet tall enough (a lazily loaded page, data still on its way), again on
 * each frame until it gets there, for a few seconds at most — and never once the reader scrolls or presses a key.
 * Returns a cancel function.
 */
function restoreTo(y: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

/**
 * Where each history entry was scrolled to, kept in sessionStorage (it survives a reload of the tab, like the
 * browser's own): a new page starts at the top (or at its `#hash`); back and forward — and a reload — return to where
 * the reader was; a change made with `KEEP_SCROLL` (lib/navigation.ts) stays put. Runs after the new page has
 * rendered (the root's layout effect runs after its children's).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Leaving an entry (another navigation, or the tab reloading or closing): remember where it was. Tracked as the
  // reader scrolls, because by the time the next page has rendered the old position may already be clamped.
  useLayoutEffect(() => {
    let y = window.scrollY;
    const track = () => {
      y = window.scrollY;
    };
    const remember = () => savePosition(location.key, y);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const y = readPositions()[location.key];
      if (y !== undefined) return restoreTo(y);
    }
    if (keepsScroll(location.state)) return;
    if (scrollToHash(location)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
