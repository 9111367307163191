import { create } from 'zustand';

/** 듣기's three speeds; `rate` is SpeechSynthesisUtterance.rate (1 = the voice's normal pace). */
export const READ_ALOUD_RATES = [
  { id: 'slow', label: '느리게', rate: 0.8 },
  { id: 'normal', label: '보통', rate: 1 },
  { id: 'fast', label: '빠르게', rate: 1.2 },
] as const;

export type ReadAloudRateId = (typeof READ_ALOUD_RATES)[number]['id'];

/** localStorage key; the value is the bare id (`slow` | `normal` | `fast`), as the text size keeps its own. */
export const READ_ALOUD_RATE_STORAGE_KEY = 'dasibom:readAloudRate';
export const DEFAULT_READ_ALOUD_RATE: ReadAloudRateId = 'normal';

export function isReadAloudRateId(value: unknown): value is ReadAloudRateId {
  return READ_ALOUD_RATES.some((rate) => rate.id === value);
}

export function speechRateOf(id: ReadAloudRateId): number {
  return READ_ALOUD_RATES.find((rate) => rate.id === id)?.rate ?? 1;
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredRate(): ReadAloudRateId {
  try {
    const raw = localStore()?.getItem(READ_ALOUD_RATE_STORAGE_KEY);
    return isReadAloudRateId(raw) ? raw : DEFAULT_READ_ALOUD_RATE;
  } catch {
    return DEFAULT_READ_ALOUD_RATE;
  }
}

export type ReadAloudRateState = {
  rate: ReadAloudRateId;
  setRate: (rate: ReadAloudRateId) => void;
};

// Persisted by hand like the text size (text-size-store.ts): one string needs no `persist` middleware.
export const useReadAloudRateStore = create<ReadAloudRateState>()((set) => ({
  rate: readStoredRate(),
  setRate: (rate) => {
    if (!isReadAloudRateId(rate)) return;
    try {
      localStore()?.setItem(READ_ALOUD_RATE_STORAGE_KEY, rate);
    } catch {
      // Storage full or blocked: the speed still applies for this visit.
    }
    set({ rate });
  },
}));

/** Reads the stored speed into the store again (tests; the store reads it once when created). */
export function restoreStoredReadAloudRate(): void {
  useReadAloudRateStore.setState({ rate: readStoredRate() });
}
