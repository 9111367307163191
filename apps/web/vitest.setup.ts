import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAlerts } from './src/stores/alert-store.ts';
import { clearToasts } from './src/stores/toast-store.ts';
import { patchHappyDomDocumentInstanceof } from './src/test/happy-dom-patches.ts';

patchHappyDomDocumentInstanceof();

afterEach(() => {
  cleanup();
  // Alert dialogs and toasts live in module-level stores: one test's open alert must not cover the next test.
  clearAlerts();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
});
