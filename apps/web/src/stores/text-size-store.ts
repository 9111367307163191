import type { TextSizeId } from '@dasibom/contract';
import { TEXT_SIZES } from '@dasibom/contract/plain';
import { create } from 'zustand';
import { withServerSnapshot } from './server-snapshot.ts';

/** localStorage key; the value is the bare id (`normal` | `large` | `xlarge`) so it is easy to read and set. */
export const TEXT_SIZE_STORAGE_KEY = 'dasibom:textSize';
export const DEFAULT_TEXT_SIZE: TextSizeId = 'normal';

export function isTextSizeId(value: unknown): value is TextSizeId {
  return TEXT_SIZES.some((size) => size.id === value);
}

export type TextSizeState = {
  textSize: TextSizeId;
  setTextSize: (textSize: TextSizeId) => void;
};

/**
 * Sets `html[data-text-size]`; index.css scales the root font size to 100 / 125 / 150 %, and because the whole UI is
 * in rem everything grows with it.
 */
export function applyTextSize(textSize: TextSizeId): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.textSize = textSize;
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or the default for a missing or unknown value. */
function readStoredTextSize(): TextSizeId {
  try {
    const raw = localStore()?.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSizeId(raw) ? raw : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/*
 * Persisted by hand (the bare id under TEXT_SIZE_STORAGE_KEY) rather than with zustand's `persist` middleware, which
 * would be 1 KB of the first page's JavaScript for one string (ADR 012). localStorage is synchronous, so the stored
 * size is read while the store is created — before React's first render.
 */
export const useTextSizeStore = create<TextSizeState>()((set, _get, api) => {
  withServerSnapshot(api);
  return {
    textSize: readStoredTextSize(),
    setTextSize: (textSize) => {
      if (!isTextSizeId(textSize)) return;
      applyTextSize(textSize);
      try {
        localStore()?.setItem(TEXT_SIZE_STORAGE_KEY, textSize);
      } catch {
        // Storage full or blocked: the choice still applies for this visit.
      }
      set({ textSize });
    },
  };
});

/** Reads the stored size into the store again (tests; the store reads it once when created). */
export function restoreStoredTextSize(): void {
  useTextSizeStore.setState({ textSize: readStoredTextSize() });
}

/** Called from main.tsx before rendering, so the page never flashes at the wrong size. */
export function applyStoredTextSize(): TextSizeId {
  const { textSize } = useTextSizeStore.getState();
  applyTextSize(textSize);
  return textSize;
}
