import { create } from 'zustand';

/*
 * Accessible replacements for window.alert / window.confirm. Requests queue up and <AlertDialogHost /> shows
 * them one at a time; each call returns a promise that settles when the person answers.
 */

export type AlertRequest = {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  isDestructive: boolean;
  resolve: (confirmed: boolean) => void;
};

export type AlertOptions = {
  title?: string;
  /** Default 확인. */
  confirmLabel?: string;
};

export type ConfirmOptions = {
  title?: string;
  /** Default 확인. */
  confirmLabel?: string;
  /** Default 취소. */
  cancelLabel?: string;
  /** Paints the confirm button red; cancel stays the focused, safe choice either way. */
  destructive?: boolean;
};

type AlertState = {
  queue: AlertRequest[];
  /** Settles the request shown first and moves on to the next one. */
  answer: (id: number, confirmed: boolean) => void;
};

let nextId = 1;

export const useAlertStore = create<AlertState>()((set, get) => ({
  queue: [],
  answer: (id, confirmed) => {
    const request = get().queue.find((item) => item.id === id);
    if (!request) return;
    set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    request.resolve(confirmed);
  },
}));

function enqueue(request: Omit<AlertRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    useAlertStore.setState((state) => ({ queue: [...state.queue, { ...request, id, resolve }] }));
  });
}

/** Shows `message` in an alert dialog; resolves when 확인 is pressed (or Escape). */
export async function showAlert(message: string, options: AlertOptions = {}): Promise<void> {
  await enqueue({
    kind: 'alert',
    title: options.title,
    message,
    confirmLabel: options.confirmLabel ?? '확인',
    cancelLabel: '',
    isDestructive: false,
  });
}

/** Asks a yes/no question; resolves true on the confirm button, false on 취소 or Escape. Cancel is focused first. */
export function showConfirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return enqueue({
    kind: 'confirm',
    title: options.title,
    message,
    confirmLabel: options.confirmLabel ?? '확인',
    cancelLabel: options.cancelLabel ?? '취소',
    isDestructive: options.destructive ?? false,
  });
}

/** Answers every open request as cancelled (tests, logout). */
export function clearAlerts() {
  const { queue } = useAlertStore.getState();
  useAlertStore.setState({ queue: [] });
  for (const request of queue) request.resolve(false);
}
