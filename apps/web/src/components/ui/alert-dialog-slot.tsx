import { Suspense, useState } from 'react';
import { useAlertStore } from '../../stores/alert-store.ts';
import { lazyWithAria } from './lazy-with-aria.tsx';

const AlertDialogHost = lazyWithAria(() =>
  import('./alert-dialog.tsx').then((module) => module.AlertDialogHost),
);

/**
 * Where `showAlert` / `showConfirm` dialogs appear (mount once near the root). The dialog (React Aria) loads with
 * the first request instead of with every page, and stays mounted afterwards.
 */
export function AlertDialogSlot() {
  const hasRequest = useAlertStore((state) => state.queue.length > 0);
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasRequest && !isNeeded) setIsNeeded(true);
  if (!isNeeded && !hasRequest) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogHost />
    </Suspense>
  );
}
