import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteProviders } from '../providers.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';

export const SITE_NAME = '다시봄';
export const DEFAULT_TITLE = '다시봄 — 인생 2막, 지금 시작해요';
/** The 404 page's heading and title; here so the router has it without loading the page. */
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
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

/** Root of every route: providers that need the router, focus and scroll handling (titles: router.tsx). */
export function RootLayout() {
  useFocusOnNavigation();
  // The page works from here on (a server-drawn page was only HTML before): e2e journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  // New pages start at the top; back/forward restores where the reader was.
  useScrollRestoration();

  return (
    <RouteProviders>
      <Outlet />
    </RouteProviders>
  );
}
