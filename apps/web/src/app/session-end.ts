import { clearRecommendStorage } from '../features/recommend/recommend-storage-keys.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * What a member leaves behind in this tab is forgotten when their session ends — logout, a refused token refresh,
 * or a logout in another tab. Composed here because the session store must not know about features.
 * Returns the unsubscribe function (tests).
 */
export function forgetPersonalDataOnSessionEnd(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    // The query cache forgets itself (query-client.ts).
    if (previous.isLoggedIn && !state.isLoggedIn) clearRecommendStorage();
  });
}
