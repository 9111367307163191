import type { QueryClient } from '@tanstack/react-query';
import { clearRecommendStorage } from '../features/recommend/recommend-storage-keys.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * What a member leaves behind in this tab is forgotten when their session ends — logout, a refused token refresh,
 * or a logout in another tab. Composed here because the session store must not know about features.
 * Returns the unsubscribe function (tests).
 */
export function forgetPersonalDataOnSessionEnd(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) clearRecommendStorage();
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
