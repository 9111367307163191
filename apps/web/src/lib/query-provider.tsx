import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { subscribeDataChanges } from './data-changes.ts';
import { createQueryClient, forgetCachedDataOnSessionEnd } from './query-client.ts';

/** The app's one query client, made when the first lazily loaded page or widget needs it (ADR 012). */
let appQueryClient: ReturnType<typeof createQueryClient> | null = null;

function getAppQueryClient() {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    // Member answers must not outlive the session (a logout in another tab, a refused refresh).
    forgetCachedDataOnSessionEnd(appQueryClient);
    // A change made on home (light reads) makes the queries under its key stale here too.
    const client = appQueryClient;
    subscribeDataChanges((scope) => void client.invalidateQueries({ queryKey: [scope] }));
  }
  return appQueryClient;
}

/**
 * Around every lazily loaded page and widget (they load with TanStack Query; the first page reads without it,
 * lib/light-query.ts). A client already above — a test's own — is left in place.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={getAppQueryClient()}>{children}</QueryClientProvider>;
}
