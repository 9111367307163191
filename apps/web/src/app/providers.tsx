import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AlertDialogSlot } from '../components/ui/alert-dialog-slot.tsx';
import { ToastHost } from '../components/ui/toast.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { forgetCachedDataOnSessionEnd } from './session-end.ts';

/** Outside the router: server-state cache and the router itself. */
export function AppProviders({ router }: { router: DataRouter }) {
  // One client per app instance (tests mount their own).
  const [queryClient] = useState(createQueryClient);
  useEffect(() => forgetCachedDataOnSessionEnd(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

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
