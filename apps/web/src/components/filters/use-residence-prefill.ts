import { useEffect, useRef } from 'react';
import { hasLocationParam, normalizeLocation } from '../../lib/list-search-params.ts';
import { useSessionStore } from '../../stores/session-store.ts';

// When sessionStorage is blocked the pre-fill still happens at most once per page load: storage key → members.
const prefilledInMemory = new Map<string, Set<string>>();

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Per member, so another member signing in on the same tab gets their own residence once. */
function wasPrefilled(storageKey: string, memberKey: string): boolean {
  if (prefilledInMemory.get(storageKey)?.has(memberKey)) return true;
  try {
    return sessionStore()?.getItem(storageKey) === memberKey;
  } catch {
    return false;
  }
}

function markPrefilled(storageKey: string, memberKey: string): void {
  const members = prefilledInMemory.get(storageKey) ?? new Set<string>();
  members.add(memberKey);
  prefilledInMemory.set(storageKey, members);
  try {
    sessionStore()?.setItem(storageKey, memberKey);
  } catch {
    // Full or blocked: the in-memory mark still prevents a second pre-fill in this page load.
  }
}

/** Test-only: forget every screen's marks. */
export function resetResidencePrefillForTests(): void {
  for (const storageKey of prefilledInMemory.keys()) {
    try {
      sessionStore()?.removeItem(storageKey);
    } catch {
      // ignore
    }
  }
  prefilledInMemory.clear();
}

/**
 * A member's residence goes into a list's location filter once per browser session (remembered under the screen's
 * `storageKey`), and only when the address has no `location` at all (`hasLocationParam`): a shared link's filter —
 * `location=` for everywhere included — always wins and does not use the pre-fill up. Clearing the pre-filled
 * location afterwards sticks. `apply` should navigate with `replace`.
 * Returns true while the pre-fill is about to happen, so the screen can wait instead of first asking for the
 * whole country.
 */
export function useResidencePrefill(
  storageKey: string,
  search: URLSearchParams,
  apply: (location: string) => void,
): boolean {
  const memberKey = useSessionStore((state) =>
    state.isLoggedIn ? String(state.memberId ?? 'member') : null,
  );
  const regionName = useSessionStore((state) => state.user?.regionName ?? null);
  const location = normalizeLocation(regionName);
  const hasLocation = hasLocationParam(search);
  const isPending =
    memberKey !== null && location !== null && !hasLocation && !wasPrefilled(storageKey, memberKey);

  // The latest `apply`, so callers need not keep it stable and it builds on the address as it is when it runs.
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    // Checked again here: the effect can run twice for one render (React's strict mode).
    if (!isPending || memberKey === null || location === null || wasPrefilled(storageKey, memberKey)) return;
    markPrefilled(storageKey, memberKey);
    applyRef.current(location);
  }, [isPending, storageKey, memberKey, location]);

  return isPending;
}
