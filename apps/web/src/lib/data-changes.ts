/**
 * "Something the member owns changed" between the two caches: home's light reads (lib/light-query.ts) and TanStack
 * Query (every other screen). Home must not load the query library to tell it (ADR 012), so it announces the change
 * here and the query client, once made (lib/query-provider.tsx), invalidates the queries under that key.
 */
type Listener = (scope: string) => void;
const listeners = new Set<Listener>();

/** Returns the unsubscribe function. */
export function subscribeDataChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `scope` is the first part of the query keys concerned, e.g. 'scraps'. */
export function announceDataChange(scope: string): void {
  for (const listener of listeners) listener(scope);
}
