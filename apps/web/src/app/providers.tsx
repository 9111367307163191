import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { type DataRouter, type NavigateOptions, RouterProvider, useHref, useNavigate } from 'react-router';
import { AlertDialogHost, ToastHost } from '../components/ui/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { forgetCachedDataOnSessionEnd } from './session-end.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

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
 * Inside the router (rendered by the root route): React Aria links and buttons navigate client-side through
 * react-router, and the toast and alert-dialog hosts can hold links too.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // Korean for React Aria's own strings (hidden dismiss buttons, list hints), whatever the browser language.
    <I18nProvider locale="ko-KR">
      <AriaRouterProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
        {children}
        <ToastHost />
        <AlertDialogHost />
      </AriaRouterProvider>
    </I18nProvider>
  );
}
