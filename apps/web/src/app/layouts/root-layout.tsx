import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { RouteProviders } from '../providers.tsx';

export const SITE_NAME = '다시봄';
export const DEFAULT_TITLE = '다시봄 — 인생 2막, 지금 시작해요';

export type RouteHandle = {
  /** Page name for document.title ("직업 정보" → "직업 정보 | 다시봄"). Home has none. */
  title?: string;
};

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** The deepest matched route's `handle.title`. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/**
 * After a page change, move focus to the new page's heading (or <main>) so keyboard and screen-reader users start
 * at the content and hear where they are. Not on the first load: the browser's own start is right there.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main).focus({ preventScroll: true });
  }, [pathname]);
}

/** Root of every route: providers that need the router, title, focus and scroll handling. */
export function RootLayout() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useFocusOnNavigation();

  return (
    <RouteProviders>
      {/* New pages start at the top; back/forward restores where the reader was. */}
      <ScrollRestoration />
      <Outlet />
    </RouteProviders>
  );
}
