import { TOAST_DURATION } from '@dasibom/contract/plain';
import { create } from 'zustand';

/*
 * Short notices ("할 일을 추가했어요"). Timers live here, outside React, so `toast()` can be called from anywhere
 * (mutation callbacks, route loaders). <ToastHost /> pauses every timer while a toast is hovered or focused:
 * older readers need the time, and nobody should lose a toast while reaching for its button.
 */

export type ToastTone = 'info' | 'success' | 'error';

export type ToastAction = {
  label: string;
  onAction: () => void;
};

export type ToastOptions = {
  tone?: ToastTone;
  /** Default TOAST_DURATION.common (2.5 s). `Infinity` keeps it until closed. */
  durationMs?: number;
  /** One extra button, e.g. { label: '삭제 취소', onAction: undo }. Pressing it also closes the toast. */
  action?: ToastAction;
};

export type ToastItem = {
  id: string;
  message: string;
  tone: ToastTone;
  durationMs: number;
  action?: ToastAction;
};

type ToastState = {
  toasts: ToastItem[];
  isPaused: boolean;
};

/** More than this and the oldest goes first: the stack must never cover the screen. */
export const MAX_VISIBLE_TOASTS = 3;
/** After a pause, a toast gets at least this long before it closes, so it doesn't vanish under the pointer. */
const MIN_REMAINING_AFTER_RESUME_MS = 1000;

/*
 * Paused until <ToastHost /> first renders (its layout effect resumes): a toast raised before the page can show it
 * (a route guard's toast while the next page's code is still loading) keeps its whole duration for when it appears.
 */
export const useToastStore = create<ToastState>()(() => ({ toasts: [], isPaused: true }));

type Timer = { handle?: ReturnType<typeof setTimeout>; remainingMs: number; startedAt: number };
const timers = new Map<string, Timer>();
let nextId = 1;

function startTimer(id: string, remainingMs: number) {
  if (!Number.isFinite(remainingMs)) return;
  const timer: Timer = { remainingMs, startedAt: Date.now() };
  timer.handle = setTimeout(() => dismissToast(id), remainingMs);
  timers.set(id, timer);
}

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

/** Shows a toast and returns its id. */
export function toast(message: string, options: ToastOptions = {}): string {
  const id = `toast-${nextId++}`;
  const item: ToastItem = {
    id,
    message,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? TOAST_DURATION.common,
    action: options.action,
  };
  const { toasts, isPaused } = useToastStore.getState();
  const overflow = toasts.slice(0, Math.max(0, toasts.length + 1 - MAX_VISIBLE_TOASTS));
  for (const old of overflow) stopTimer(old.id);
  useToastStore.setState({ toasts: [...toasts.filter((t) => !overflow.includes(t)), item] });
  if (isPaused) timers.set(id, { remainingMs: item.durationMs, startedAt: Date.now() });
  else startTimer(id, item.durationMs);
  return id;
}

export function dismissToast(id: string) {
  stopTimer(id);
  const { toasts } = useToastStore.getState();
  if (toasts.some((t) => t.id === id)) useToastStore.setState({ toasts: toasts.filter((t) => t.id !== id) });
}

/** Stops every countdown (hover or focus inside the toast area). */
export function pauseToasts() {
  if (useToastStore.getState().isPaused) return;
  const now = Date.now();
  for (const timer of timers.values()) {
    if (timer.handle !== undefined) clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remainingMs = Math.max(0, timer.remainingMs - (now - timer.startedAt));
  }
  useToastStore.setState({ isPaused: true });
}

export function resumeToasts() {
  if (!useToastStore.getState().isPaused) return;
  useToastStore.setState({ isPaused: false });
  for (const [id, timer] of [...timers])
    startTimer(id, Math.max(timer.remainingMs, MIN_REMAINING_AFTER_RESUME_MS));
}

/** Removes every toast (tests, logout). */
export function clearToasts() {
  for (const id of [...timers.keys()]) stopTimer(id);
  useToastStore.setState({ toasts: [], isPaused: false });
}

/**
 * Where a page about to go back to another document leaves the message saying why: this document's toasts go with
 * it (features/community/hooks/use-go-back.ts).
 */
export const CARRIED_TOAST_KEY = 'dasibom:carriedToast';

/** Shows, once, the message another page carried here, as an error toast of the common duration. */
export function showCarriedToast() {
  try {
    const message = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    if (message) toast(message, { tone: 'error' });
  } catch {
    // Storage refused: no message.
  }
}

// When this document starts, not in a component's effect: the page leaving with a carried message may be the one
// starting, and its own effects run first. The store waits for ToastHost before any countdown runs. (A page the
// back-forward cache brings back starts nothing and shows no message: the JS budget of / had no room for a listener.)
if (typeof window === 'object') showCarriedToast();
