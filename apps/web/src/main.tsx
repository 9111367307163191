import './lib/zod-config.ts';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyStoredTextSize } from './stores/text-size-store.ts';

// Before the first render, so the page never flashes at the wrong text size (no inline script: strict CSP).
applyStoredTextSize();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createAppRouter()} />
  </StrictMode>,
);
