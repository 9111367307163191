import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, loadPage, type PageModule, type PreparedPage, preparePage } from './app/router.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { type FirstView, firstViewFromCookieHeader, VISITOR_VIEW } from './lib/first-view.ts';
import { setServerPlanHint } from './lib/home-plan-hint.ts';
import { SIGNED_OUT, useSessionStore } from './stores/session-store.ts';
import { useTextSizeStore } from './stores/text-size-store.ts';

/**
 * The server's half of the first paint (ADR 040): the page at `url` drawn with its public data, as the reader's
 * first-view cookie says they see it, and the query cache that the browser hydrates from.
 */
export type RenderedPage = {
  title: string;
  html: string;
  /** JSON for `<script type="application/json" id="ssr-state">`, `<` escaped. */
  state: string;
  textSize: FirstView['textSize'];
};

export type SsrState = { view: FirstView; queries: ReturnType<typeof dehydrate> };

/**
 * The page drawn (or null: the browser draws it) and the source modules whose chunks it runs first, which the
 * server names in `<link rel="modulepreload">` from the browser build's manifest.
 */
export type PageAnswer = { drawn: RenderedPage | null; modules: string[] };

/** Every route module, to name the one a page loaded (by identity: the same module object). */
const routeModules = import.meta.glob<PageModule>(['./app/routes/*.tsx', '!./app/routes/*.test.tsx']);
const sources = new Map<PageModule, string>();

async function sourceOf(module: PageModule): Promise<string | null> {
  if (sources.size === 0) {
    for (const [path, load] of Object.entries(routeModules))
      sources.set(await load(), `src/${path.slice(2)}`);
  }
  return sources.get(module) ?? null;
}

async function modulesOf(prepared: PreparedPage): Promise<string[]> {
  const source = prepared.module ? await sourceOf(prepared.module) : null;
  if (!source) return [];
  return prepared.aria ? [source, 'src/components/ui/aria-providers.tsx'] : [source];
}

/** The paths drawn on the server; every other page (member-only, forms mid-way) is drawn in the browser. */
const SERVER_DRAWN: { pattern: RegExp; visitorsOnly?: boolean }[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/jobfound\/?$/i },
  { pattern: /^\/jobinfo\/[^/]+\/?$/i },
  { pattern: /^\/jobsearch\/?$/i },
  { pattern: /^\/learning\/?$/i },
  { pattern: /^\/onboard\/?$/i },
  { pattern: /^\/career\/?$/i },
  { pattern: /^\/login\/?$/i, visitorsOnly: true },
  { pattern: /^\/others\/[^/]+\/?$/i },
  { pattern: /^\/otherslist\/[^/]+\/?$/i },
  { pattern: /^\/othertodo\/memo\/[^/]+\/?$/i },
];

export function isServerDrawn(pathname: string, view: FirstView): boolean {
  return SERVER_DRAWN.some(
    ({ pattern, visitorsOnly }) => pattern.test(pathname) && !(visitorsOnly && view.member),
  );
}

/** The API, answered in process: `(path, init) => Response`. Set once when the server starts. */
export function setServerApi(fetchApi: typeof fetch): void {
  setApiFetch(fetchApi);
}

/** The stores as this reader's browser will have them, for one render. */
function applyView(view: FirstView): void {
  useTextSizeStore.setState({ textSize: view.textSize });
  const member = view.member;
  useSessionStore.setState(
    member
      ? {
          accessToken: null,
          refreshToken: null,
          memberId: member.memberId,
          nickname: member.nickname,
          user: { nickname: member.nickname, userImage: member.userImage, regionName: member.regionName },
          isLoggedIn: true,
        }
      : SIGNED_OUT,
  );
  setServerPlanHint(member?.memberId ?? null, member?.hasPlan ?? null);
}

function newServerQueryClient(): QueryClient {
  // One try: a read that fails is left to the browser, which retries it as it would any other.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/**
 * One render at a time: the stores hold one reader's view while their page renders, and a render waits for lazily
 * loaded parts (Suspense) in between. The reads before it run side by side.
 */
let renders: Promise<unknown> = Promise.resolve();

const RENDER_TIMEOUT_MS = 3000;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = renders.then(work, work);
  renders = next.catch(() => undefined);
  return next;
}

async function drawHtml(client: QueryClient, location: URL, view: FirstView): Promise<string> {
  applyView(view);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
      // A part that never finishes on the server (it waits for the browser) is left to the browser.
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        // Every part in place, in order: a part sent out of order needs React's inline script to move it, which
        // our CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error('[render]', error),
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    // React Aria's visually hidden inputs carry inline styles, which the CSP (style-src 'self') refuses in HTML;
    // main.tsx applies them through the CSSOM before hydrating, and index.css hides those parts until then. React
    // escapes quotes in text, so ` style="` is only ever an attribute here.
    return Buffer.concat(chunks).toString('utf8').replaceAll(' style="', ' data-ssr-style="');
  } finally {
    applyView(VISITOR_VIEW);
  }
}

export async function renderPage(url: string, cookieHeader: string | undefined): Promise<PageAnswer> {
  const location = new URL(url, 'http://localhost');
  const view = firstViewFromCookieHeader(cookieHeader);
  if (!isServerDrawn(location.pathname, view)) {
    return { drawn: null, modules: await modulesOf(await loadPage(location)) };
  }
  const client = newServerQueryClient();
  try {
    const prepared = await preparePage(client, location, view.member !== null);
    const html = await oneAtATime(() => drawHtml(client, location, view));
    const state: SsrState = { view, queries: dehydrate(client) };
    const drawn = {
      title: prepared.title,
      html,
      state: JSON.stringify(state).replace(/</g, '\\u003c'),
      textSize: view.textSize,
    };
    return { drawn, modules: await modulesOf(prepared) };
  } finally {
    client.clear();
  }
}
