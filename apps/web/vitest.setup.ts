import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAlerts } from './src/stores/alert-store.ts';
import { useSessionStore } from './src/stores/session-store.ts';
import { clearToasts } from './src/stores/toast-store.ts';
import { patchHappyDomDocumentInstanceof } from './src/test/happy-dom-patches.ts';

// A file may ask for the node environment (`@vitest-environment node`, e.g. the build test): no DOM to patch or clean.
const hasDom = typeof window !== 'undefined';
if (hasDom) patchHappyDomDocumentInstanceof();

// findBy*/waitFor wait for a state, and a state can arrive late on a busy machine: routes load their code lazily
// (a dynamic import is a module transform in vitest) and queries settle after several renders. The default 1 s
// gave up before a lazy route had loaded; a wait that ends as soon as the state holds costs nothing when it is quick.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // What a test stubbed (mockApi's fetch, timers' globals) goes with it.
  vi.unstubAllGlobals();
  if (!hasDom) return;
  cleanup();
  // Alert dialogs and toasts live in module-level stores: one test's open alert must not cover the next test.
  clearAlerts();
  clearToasts();
  // Files of a worker share modules (isolate: false): a member left signed in by one file must not be the next
  // file's first reader.
  useSessionStore.getState().clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
