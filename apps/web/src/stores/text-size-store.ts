import type { TextSizeId } from '@dasibom/contract';
import { TEXT_SIZES } from '@dasibom/contract/plain';
import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';

/** localStorage key; the value is the bare id (`normal` | `large` | `xlarge`) so it is easy to read and set. */
export const TEXT_SIZE_STORAGE_KEY = 'dasibom:textSize';
export const DEFAULT_TEXT_SIZE: TextSizeId = 'normal';

export function isTextSizeId(value: unknown): value is TextSizeId {
  return TEXT_SIZES.some((size) => size.id === value);
}

type PersistedTextSize = { textSize: TextSizeId };

export type TextSizeState = PersistedTextSize & {
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

const bareValueStorage: PersistStorage<PersistedTextSize> = {
  getItem: (name): StorageValue<PersistedTextSize> | null => {
    const raw = localStore()?.getItem(name);
    return isTextSizeId(raw) ? { state: { textSize: raw }, version: 0 } : null;
  },
  setItem: (name, value) => {
    try {
      localStore()?.setItem(name, value.state.textSize);
    } catch {
      // Storage full or blocked: the choice still applies for this visit.
    }
  },
  removeItem: (name) => localStore()?.removeItem(name),
};

export const useTextSizeStore = create<TextSizeState>()(
  persist(
    (set) => ({
      textSize: DEFAULT_TEXT_SIZE,
      setTextSize: (textSize) => {
        if (!isTextSizeId(textSize)) return;
        applyTextSize(textSize);
        set({ textSize });
      },
    }),
    {
      name: TEXT_SIZE_STORAGE_KEY,
      storage: bareValueStorage,
      partialize: (state) => ({ textSize: state.textSize }),
      // localStorage is synchronous, so this runs while the store is created — before React's first render.
      onRehydrateStorage: () => (state) => applyTextSize(state?.textSize ?? DEFAULT_TEXT_SIZE),
    },
  ),
);

/** Called from main.tsx before rendering, so the page never flashes at the wrong size. */
export function applyStoredTextSize(): TextSizeId {
  const { textSize } = useTextSizeStore.getState();
  applyTextSize(textSize);
  return textSize;
}
