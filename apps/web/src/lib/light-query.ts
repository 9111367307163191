import { useEffect, useReducer } from 'react';
import { MAX_QUERY_RETRIES, queryRetryDelay, shouldRetryQuery } from './query-retry.ts';

/**
 * The first page's reads, without TanStack Query (ADR 012): home renders a few public or per-member reads, and the
 * query library (≈ 15 KB gzip) would be a tenth of everything `/` loads. This is the small part of it home needs —
 * one shared answer per key, fresh for `staleTimeMs`, the same retry rule, refetch on demand, forgotten when the
 * session ends or when what it depends on changes — and nothing else. Every other screen uses TanStack Query.
 */

type Entry = {
  data: unknown;
  hasData: boolean;
  error: unknown;
  hasError: boolean;
  fetchedAt: number;
  inFlight: Promise<void> | null;
  /** The last read's function and retries, for `refreshLightQueries`. */
  load: () => Promise<unknown>;
  retries: number;
};

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function start(key: string, load: () => Promise<unknown>, retries: number) {
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      data: undefined,
      hasData: false,
      error: undefined,
      hasError: false,
      fetchedAt: 0,
      inFlight: null,
      load,
      retries,
    };
    entries.set(key, entry);
  }
  Object.assign(entry, { load, retries });
  if (entry.inFlight) return;
  const target = entry;
  const attempt = async (failureCount: number): Promise<unknown> => {
    try {
      return await load();
    } catch (error) {
      if (failureCount >= retries || !shouldRetryQuery(failureCount, error)) throw error;
      await wait(queryRetryDelay(failureCount));
      return attempt(failureCount + 1);
    }
  };
  target.inFlight = attempt(0)
    .then(
      (data) => {
        Object.assign(target, {
          data,
          hasData: true,
          error: undefined,
          hasError: false,
          fetchedAt: Date.now(),
        });
      },
      (error: unknown) => {
        Object.assign(target, { error, hasError: true });
      },
    )
    .finally(() => {
      target.inFlight = null;
      notify();
    });
  notify();
}

type LightQueryState<T> =
  /** No answer yet and no error: the first load is under way. */
  | { isPending: true; isError: false; data: undefined }
  /** The last load failed (after its retries); an earlier answer may still be there. */
  | { isPending: false; isError: true; data: T | undefined }
  | { isPending: false; isError: false; data: T };

export type LightQueryResult<T> = LightQueryState<T> & {
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

export type LightQueryOptions = {
  /** How long an answer is served without asking again. */
  staleTimeMs: number;
  /** Retries for what may succeed next time (query-retry.ts); TanStack's default is MAX_QUERY_RETRIES. */
  retries?: number;
  /** `false`: nothing is read (say, a visitor's own data); the state stays pending. Default true. */
  enabled?: boolean;
};

/**
 * One read, shared by every component asking with the same `key` (a key must always mean the same answer type). A
 * new key (say, the member's city changed) reads anew; an answer older than `staleTimeMs` is read again when a
 * component mounts.
 */
export function useLightQuery<T>(
  key: string,
  load: () => Promise<T>,
  { staleTimeMs, retries = MAX_QUERY_RETRIES, enabled = true }: LightQueryOptions,
): LightQueryResult<T> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);

  const entry = entries.get(key);
  // On mount, and when `entry` changes identity (a new key, or the answer was forgotten): read unless a fresh answer
  // is there. A failed read is tried again by a component mounting later, as TanStack Query does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure on every render by design.
  useEffect(() => {
    if (!enabled) return;
    const current = entries.get(key);
    const isStale = current?.hasData === true && Date.now() - current.fetchedAt >= staleTimeMs;
    if (!current || (!current.inFlight && (current.hasError || !current.hasData || isStale))) {
      start(key, load, retries);
    }
  }, [key, entry, staleTimeMs, retries, enabled]);

  const state: LightQueryState<T> = !enabled
    ? { isPending: true, isError: false, data: undefined }
    : entry?.hasError
      ? { isPending: false, isError: true, data: entry.hasData ? (entry.data as T) : undefined }
      : entry?.hasData
        ? { isPending: false, isError: false, data: entry.data as T }
        : { isPending: true, isError: false, data: undefined };
  return {
    ...state,
    error: entry?.error,
    isFetching: entry?.inFlight != null,
    refetch: () => {
      const current = entries.get(key);
      if (current) Object.assign(current, { error: undefined, hasError: false });
      start(key, load, retries);
    },
  };
}

/**
 * Forget answers whose key starts with `prefix` (all of them without one): components showing them read again.
 * For a session that ended (member answers) and for a change that alters an answer (the member's jobs).
 */
export function forgetLightQueries(prefix = '') {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  notify();
}

/**
 * Changes the answers whose key starts with `prefix` in place (an optimistic change, or its rollback): `update` gets
 * each answer and returns the new one (the same object to leave it). Components showing them render again.
 */
export function updateLightQueries<T>(prefix: string, update: (data: T) => T) {
  for (const [key, entry] of entries) {
    if (key.startsWith(prefix) && entry.hasData) entry.data = update(entry.data as T);
  }
  notify();
}

/**
 * Reads the answers whose key starts with `prefix` again, showing the current ones meanwhile (unlike
 * `forgetLightQueries`, nothing falls back to a loading state): for a change made elsewhere that alters what a
 * shown answer holds but not its shape (a to-do added with quick-add while home is open).
 */
export function refreshLightQueries(prefix: string) {
  for (const [key, entry] of entries) if (key.startsWith(prefix)) start(key, entry.load, entry.retries);
}
