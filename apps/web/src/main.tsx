import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPageFor } from './app/router.tsx';
import { forgetPersonalDataOnSessionEnd } from './app/session-end.ts';
import { installTokenRefresher } from './features/auth/api/refresh.ts';
import { applyStoredTextSize } from './stores/text-size-store.ts';
import { loadKoreanFallbackFont } from './styles/korean-font-fallback.ts';

// Before the first render, so the page never flashes at the wrong text size (no inline script: strict CSP).
applyStoredTextSize();
// Korean system fonts cost nothing; a device without any gets Pretendard, lazily (ADR 013).
loadKoreanFallbackFont();
// An expired access token is renewed once with the stored refresh token (POST /v1/member/auth/refresh).
installTokenRefresher();
// Logout (here or in another tab) forgets the questionnaire answers kept in this tab.
forgetPersonalDataOnSessionEnd();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first page's code (already on its way: its shell preloads it) is run before the first render, which then
// draws the page itself rather than a loading state that is painted and replaced a moment later (ADR 012).
void preloadPageFor(window.location.pathname).then(() => {
  createRoot(container).render(
    <StrictMode>
      {/* No query client here: home reads without one; lazily loaded pages and widgets bring it (ADR 012). */}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
