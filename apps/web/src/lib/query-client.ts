import { LIMITS } from '@dasibom/contract/plain';
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../stores/session-store.ts';
import { queryRetryDelay, shouldRetryQuery } from './query-retry.ts';

export { MAX_QUERY_RETRIES, MAX_RETRY_DELAY_MS, queryRetryDelay, shouldRetryQuery } from './query-retry.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.staleTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Writes are never repeated behind the user's back.
        retry: false,
      },
    },
  });
}

/**
 * The server-state cache holds answers fetched as the member (their info, jobs, to-dos). When the session ends
 * without the logout button — a refused refresh, a token the server calls invalid, a logout in another tab — nothing
 * else clears it, and a visitor could be shown the member's data. Returns the unsubscribe function.
 */
export function forgetCachedDataOnSessionEnd(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) queryClient.clear();
  });
}

let browserQueryClient: QueryClient | null = null;

/**
 * The browser app's one query client (main.tsx): every screen reads and writes the same cache, so a change made on
 * one screen reaches the others through their query keys. The server renderer makes its own per request.
 */
export function getBrowserQueryClient(): QueryClient {
  if (!browserQueryClient) {
    browserQueryClient = createQueryClient();
    forgetCachedDataOnSessionEnd(browserQueryClient);
  }
  return browserQueryClient;
}

/**
 * Resolves once the components have been told of the cache's changes so far (TanStack Query tells them on a timer,
 * not at once): a message about a change then appears with it, not a moment before.
 */
export function cacheChangesShown(): Promise<void> {
  return new Promise((resolve) => notifyManager.schedule(resolve));
}
