import { normalizeLocation } from '../../lib/list-search-params.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** The member's residence as the postings read it ("서울 강남구"), or null for visitors and members without one. */
export function useMemberPlace(): string | null {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const regionName = useSessionStore((state) => state.user?.regionName ?? null);
  return isLoggedIn ? normalizeLocation(regionName) : null;
}
