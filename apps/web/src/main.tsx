import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPageFor } from './app/router.tsx';
import { forgetPersonalDataOnSessionEnd } from './app/session-end.ts';
import type { SsrState } from './entry-server.tsx';
import { installTokenRefresher } from './features/auth/api/refresh.ts';
import { sameFirstView } from './lib/first-view.ts';
import { keepFirstViewCookie, readBrowserFirstView } from './lib/first-view-browser.ts';
import { getBrowserQueryClient } from './lib/query-client.ts';
import { AppQueryProvider } from './lib/query-provider.tsx';
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

// The one client of every screen; member answers do not outlive the session (query-client.ts).
const queryClient = getBrowserQueryClient();

/** What the server drew the page with (entry-server.tsx): its reader's view and the answers it read. */
function readServerState(): SsrState | null {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

const serverState = readServerState();
// The answers the page was drawn with: no second read of them on arrival.
if (serverState) hydrate(queryClient, serverState.queries);
// The server drew what this browser would draw (its cookie was current): take over its HTML. Otherwise (a session
// or text size changed since the cookie was written) draw anew rather than patch a page drawn for someone else.
const takesOver = serverState !== null && sameFirstView(serverState.view, readBrowserFirstView());
keepFirstViewCookie();

const app = (
  <StrictMode>
    <AppQueryProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppQueryProvider>
  </StrictMode>
);

// The first page's code is run before the first render, which then draws (or takes over) the page itself rather
// than a loading state (ADR 012). A page the server drew passed its guard there, so it is loaded even if guarded.
void preloadPageFor(window.location.pathname, { guarded: takesOver }).then(() => {
  if (takesOver) {
    for (const element of container.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
      element.style.cssText = element.dataset.ssrStyle ?? '';
      element.removeAttribute('data-ssr-style');
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page; a tap meanwhile makes React hydrate what was tapped first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});
