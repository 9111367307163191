import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { matchPath, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { MemberOnly, ReadPageMemory, VisitorOnly } from './guards.tsx';
import { HiddenLayout, ShownLayout } from './layouts/app-shell.tsx';
import { documentTitle, NOT_FOUND_TITLE, RootLayout } from './layouts/root-layout.tsx';
import type { Prefetch } from './prefetch.ts';
import { HomePage, prefetch as prefetchHome } from './routes/home.tsx';
import { RootErrorScreen, RouteErrorScreen } from './routes/route-error.tsx';

/**
 * The app's routes in react-router's declarative mode (ADR 012): `useRoutes` with plain route objects, pages loaded
 * with `React.lazy`, our own error boundaries, titles and guards. The data router's loaders, fetchers and lazy-route
 * machinery (17 KB gzip on every page) bought us nothing the components below do not do.
 */
export type AppRoute = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: AppRoute[];
};

export type PageModule = { Component: ComponentType; prefetch?: Prefetch };

/** `aria: false`: the page renders no React Aria on its own (see lazyPage). */
type PageOptions = { aria?: boolean };

/** A page's component and a way to load its code ahead of its first render (see `preloadPageFor`). */
export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** The page's module once its code has loaded (the server finds its chunks by it, entry-server.tsx). */
  module: () => PageModule | null;
  /** Whether React Aria's providers load with it. */
  aria: boolean;
};

/**
 * A lazily loaded page, wrapped in React Aria's providers when it renders React Aria itself (`aria: false`: the list
 * and detail pages, whose dialogs and pickers load on first use with providers of their own, lazyWithAria). A failed
 * load (a chunk gone after a new release, a dropped connection) throws while rendering and reaches the page's error
 * boundary. Once its code has loaded (`preload`, or an earlier visit), the page renders at once instead of
 * suspending, so a server-drawn page hydrates without a loading state in between.
 */
export function lazyPage(load: () => Promise<PageModule>, { aria = true }: PageOptions = {}): LazyPage {
  let loaded: ComponentType | null = null;
  let loadedModule: PageModule | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadPage = () => {
    loading ??= Promise.all([load(), aria ? import('../components/ui/aria-providers.tsx') : null]).then(
      ([module, providers]) => {
        const Page = module.Component;
        const AriaProviders = providers?.AriaProviders;
        const PageWithProviders = AriaProviders
          ? () => (
              <AriaProviders>
                <Page />
              </AriaProviders>
            )
          : Page;
        loaded = PageWithProviders;
        loadedModule = module;
        return { default: PageWithProviders };
      },
    );
    // A failed load may be tried again (the error boundary's retry, the next visit).
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const Suspending = lazy(loadPage);
  function LazyPageComponent() {
    // Fixed for this mount: switching from the suspending to the direct component would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(LazyPageComponent, { preload: loadPage, module: () => loadedModule, aria });
}

/** "직업 정보 | 다시봄" while the page is shown (a page may refine it, e.g. with a job's name). */
function PageTitle({ title }: { title: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}

/** Holds the page's place while its code loads for the first time (the top bar and footer are already there). */
function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Spinner size="lg" label="화면을 불러오고 있어요" />
    </div>
  );
}

/**
 * Every page: its title, an error boundary that shows the friendly error inside the layout (top bar and footer stay;
 * it clears when the reader goes elsewhere), and a loading state for a lazily loaded page.
 */
export function PageRoute({ title, children }: { title?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorScreen error={error} />}>
      <PageTitle title={title} />
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

// Rarely seen, so loaded when needed rather than with every first page (ADR 012). No React Aria, no queries.
const MyTodoLayout = lazy(() => import('./layouts/my-todo-layout.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundPage })));

type PageEntry = { path: string; title: string; page: LazyPage };

/** Every lazily loaded page by its full path pattern (all pages hang under `/`), guarded ones included. */
const allPages: PageEntry[] = [];
/** The pages the browser may load ahead of its first render (`preloadPageFor`): not the guarded ones. */
const lazyPages: PageEntry[] = [];

function findPage(pages: PageEntry[], pathname: string) {
  for (const entry of pages) {
    const match = matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  return null;
}

/**
 * Loads the code of the page at `pathname` (what react-router will match), so that the app's first render draws it
 * rather than a loading state (ADR 012). `guarded`: a guarded page too — for a page the server has already drawn,
 * the guard having let it through there. Resolves, never rejects: a failed load is the page's error boundary's to
 * show.
 */
export function preloadPageFor(pathname: string, { guarded = false } = {}): Promise<void> {
  const match = findPage(guarded ? allPages : lazyPages, pathname);
  return match
    ? match.entry.page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** What the server learns of the page it is about to draw (entry-server.tsx). */
export type PreparedPage = { title: string; module: PageModule | null; aria: boolean };

/** On the server: the page at `url` without its data, for a page the server does not draw. */
export async function loadPage(url: URL): Promise<PreparedPage> {
  if (url.pathname === '/') return { title: documentTitle(undefined), module: null, aria: false };
  const match = findPage(allPages, url.pathname);
  if (!match) return { title: documentTitle(NOT_FOUND_TITLE), module: null, aria: false };
  const { page } = match.entry;
  await page.preload();
  return { title: documentTitle(match.entry.title), module: page.module(), aria: page.aria };
}

/** On the server: the page's code and its public data in `client` (home's reads come from home.tsx). */
export async function preparePage(client: QueryClient, url: URL, isMember: boolean): Promise<PreparedPage> {
  const searchParams = url.searchParams;
  const prepared = await loadPage(url);
  const match = findPage(allPages, url.pathname);
  const prefetch = url.pathname === '/' ? prefetchHome : prepared.module?.prefetch;
  await prefetch?.({ client, params: match?.params ?? {}, searchParams, isMember });
  return prepared;
}

/** A lazily loaded page with its title. */
function page(path: string, title: string, load: () => Promise<PageModule>, options?: PageOptions): AppRoute {
  const Page = lazyPage(load, options);
  const entry = { path: `/${path}`, title, page: Page };
  allPages.push(entry);
  lazyPages.push(entry);
  return {
    path,
    element: (
      <PageRoute title={title}>
        <Page />
      </PageRoute>
    ),
  };
}

/**
 * A guarded route's pages are not loaded ahead: the guard decides first whether the reader may see them at all
 * (the shell may have fetched their code, but it does not run).
 */
function withoutPreload(route: AppRoute): AppRoute {
  const paths = new Set<string>();
  const collect = (at: AppRoute) => {
    if (at.path) paths.add(`/${at.path}`);
    for (const child of at.children ?? []) collect(child);
  };
  collect(route);
  for (let i = lazyPages.length - 1; i >= 0; i--)
    if (paths.has(lazyPages[i]?.path ?? '')) lazyPages.splice(i, 1);
  return route;
}

/** Member only: visitors go home with a toast before anything of the page loads or renders. */
function memberOnly(route: AppRoute): AppRoute {
  return { ...withoutPreload(route), element: <MemberOnly>{route.element}</MemberOnly> };
}

/**
 * For visitors only (login, sign-up, recovery): a member is sent back where they came from with a short note before
 * anything of the screen loads or renders.
 */
function visitorOnly(route: AppRoute): AppRoute {
  return { ...withoutPreload(route), element: <VisitorOnly>{route.element}</VisitorOnly> };
}

/** Shown mode: top bar with 로그인/profile, footer, quick-add slot. */
const shownRoutes: AppRoute[] = [
  {
    index: true,
    element: (
      <PageRoute>
        <HomePage />
      </PageRoute>
    ),
  },
  memberOnly(page('mypage', '마이페이지', () => import('./routes/my-page.tsx'))),
  page('jobrecommend', '직업 추천 결과', () => import('./routes/job-recommend.tsx')),
  page('career', '경력에서 시작하기', () => import('./routes/career.tsx'), { aria: false }),
  page('jobfound', '직업 정보', () => import('./routes/job-found.tsx'), { aria: false }),
  page('jobinfo/:jobId', '직업 상세 정보', () => import('./routes/job-info.tsx'), { aria: false }),
  // Others' public plans: open to visitors too (the server answers them with optional auth, ADR 019).
  page('others/:jobId', '같은 직업을 준비하는 사람들', () => import('./routes/others.tsx')),
  page('otherslist/:todoGroupId', '다른 사람의 할일 목록', () => import('./routes/others-list.tsx')),
  page('othertodo/memo/:todoId', '다른 사람의 할일 메모', () => import('./routes/other-todo-memo.tsx')),
  page('jobsearch', '채용 정보', () => import('./routes/job-search.tsx'), { aria: false }),
  page('learning', '교육 정보', () => import('./routes/learning.tsx'), { aria: false }),
  // The own to-do area: its menu (할일 목록 / 시간표 / 스크랩) around every /mytodo page, loaded with the first of them.
  memberOnly({
    element: (
      <Suspense fallback={<PageLoading />}>
        <MyTodoLayout />
      </Suspense>
    ),
    children: [
      { path: 'mytodo', element: <Navigate to="/mytodo/list" replace /> },
      page('mytodo/list', '나의 할일', () => import('./routes/my-todo-list.tsx')),
      page('mytodo/timeline', '준비 시간표', () => import('./routes/my-todo-timeline.tsx')),
      page('mytodo/add/:todoGroupId', '할일 추가', () => import('./routes/my-todo-add.tsx')),
      page('mytodo/edit/:todoId', '할일 수정', () => import('./routes/my-todo-edit.tsx')),
      page('mytodo/memo/:todoId', '할일 메모', () => import('./routes/my-todo-memo.tsx')),
      { path: 'mytodo/scrap', element: <Navigate to="/mytodo/scrap/job" replace /> },
      page('mytodo/scrap/job', '스크랩한 채용 정보', () => import('./routes/my-scrap-job.tsx')),
      page('mytodo/scrap/edu', '스크랩한 교육 정보', () => import('./routes/my-scrap-edu.tsx')),
    ],
  }),
  page('help', '사용설명서', () => import('./routes/help.tsx')),
  // The link in every reminder mail: works without logging in (ADR 023).
  page('unsubscribe', '알림 메일 끄기', () => import('./routes/unsubscribe.tsx')),
  page('notice', '공지사항', () => import('./routes/notice.tsx')),
  page('terms', '이용약관', () => import('./routes/terms.tsx')),
  {
    path: '*',
    element: (
      <PageRoute title={NOT_FOUND_TITLE}>
        <NotFoundPage />
      </PageRoute>
    ),
  },
];

/** Hidden mode: the same top bar without the login/profile area (the user is signing in or answering questions). */
const hiddenRoutes: AppRoute[] = [
  // The sign-up steps, e-mail code included, are /signup?step=n: one route, one guard.
  visitorOnly(page('login', '로그인', () => import('./routes/login.tsx'))),
  visitorOnly(page('signup', '회원가입', () => import('./routes/signup.tsx'))),
  // Recovery is for people who cannot log in. Its later steps open only with state from the step before; guarded
  // too, so going back or forward into an old step of it while logged in leaves the same way.
  visitorOnly(page('findid', '아이디 찾기', () => import('./routes/find-id.tsx'))),
  visitorOnly(page('findpwd', '비밀번호 찾기', () => import('./routes/find-password.tsx'))),
  visitorOnly(page('verification', '인증번호 확인', () => import('./routes/verification.tsx'))),
  visitorOnly(page('resultId', '아이디 찾기 결과', () => import('./routes/result-id.tsx'))),
  visitorOnly(page('changepwd', '새 비밀번호 설정', () => import('./routes/change-password.tsx'))),
  // Members and visitors alike answer the questions.
  page('onboard', '직업 추천 질문', () => import('./routes/onboard.tsx')),
];

export const routes: AppRoute[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { element: <ShownLayout />, children: shownRoutes },
      { element: <HiddenLayout />, children: hiddenRoutes },
    ],
  },
];

/**
 * The routes, under the root's error boundary: when the layout itself fails, a stand-alone error screen (it may be
 * what failed). `tree` is for tests that mount their own routes.
 */
export function AppRoutes({ tree = routes }: { tree?: AppRoute[] }) {
  const { pathname } = useLocation();
  // AppRoute is RouteObject without the data router's fields (an index route never has children here).
  const element = useRoutes(tree as RouteObject[]);
  return (
    <ReadPageMemory>
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RootErrorScreen error={error} />}>
        {element}
      </ErrorBoundary>
    </ReadPageMemory>
  );
}
