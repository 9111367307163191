import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { patchHappyDomDocumentInstanceof } from './src/test/happy-dom-patches.ts';

patchHappyDomDocumentInstanceof();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
