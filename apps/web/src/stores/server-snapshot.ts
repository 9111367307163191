import type { StoreApi } from 'zustand';

/**
 * zustand gives React `getInitialState` as the server snapshot. On the server that must be the state set for the
 * render in progress (entry-server.tsx sets the reader's view); in the browser it stays what the store started
 * with, which is what the server drew and what hydration expects.
 */
export function withServerSnapshot<T>(api: StoreApi<T>): void {
  if (typeof window === 'undefined') api.getInitialState = api.getState;
}
