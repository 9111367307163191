import type { ReactNode } from 'react';
import { AlertDialogSlot } from '../components/ui/alert-dialog-slot.tsx';
import { ToastHost } from '../components/ui/toast.tsx';

/**
 * Inside the router (rendered by the root route): the toast and alert-dialog hosts, which can hold links. React
 * Aria's providers (Korean strings, client-side links) wrap each lazily loaded page and widget instead
 * (components/ui/aria-providers.tsx), so the first page loads no react-aria.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
      <AlertDialogSlot />
    </>
  );
}
