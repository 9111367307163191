import { createRoot, type Root } from 'react-dom/client';
import { ReadAloudPanel } from './read-aloud-panel.tsx';

let open: { root: Root; host: HTMLElement; button: HTMLButtonElement } | null = null;

/** Stops reading and removes the panel; aria-expanded of 듣기 says so. */
export function closeReadAloud(): void {
  if (!open) return;
  const { root, host, button } = open;
  open = null;
  button.setAttribute('aria-expanded', 'false');
  // Not while React may be running this root's own handler or effect.
  queueMicrotask(() => {
    root.unmount();
    host.remove();
  });
}

/**
 * 듣기 pressed: opens the reader, or closes it when it is open. The panel is a React root of its own, so the bar's
 * button (on every page, in the first page's JS) keeps no state: the state and its code load with the first press.
 */
export function toggleReadAloud(button: HTMLButtonElement): void {
  if (open) {
    closeReadAloud();
    return;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  open = { root, host, button };
  button.setAttribute('aria-expanded', 'true');
  root.render(<ReadAloudPanel opener={button} onClose={closeReadAloud} />);
}
