import { createBrowserRouter, type RouteObject, replace } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { alwaysRevalidate, requireMember } from './guards.ts';
import { HiddenLayout, ShownLayout } from './layouts/app-shell.tsx';
import { RootLayout, type RouteHandle } from './layouts/root-layout.tsx';
import { ComingSoon } from './routes/coming-soon.tsx';
import { HomePage } from './routes/home.tsx';
import { NOT_FOUND_TITLE, NotFoundPage } from './routes/not-found.tsx';
import { RootErrorScreen, RouteErrorScreen } from './routes/route-error.tsx';

type LazyRouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, () => unknown>>>;

/**
 * A lazily loaded route module whose failure (a chunk gone after a new release, a dropped connection) reaches the
 * route's error boundary. react-router 7.18 keeps `route.lazy` on a rejected load and then renders nothing below the
 * root — a white page — so the failure is turned into a component that throws while rendering instead.
 *
 * The page is wrapped in React Aria's providers, which load with it: home renders no React Aria, so the root holds
 * none (components/ui/aria-providers.tsx).
 */
export function lazyRoute(load: () => Promise<LazyRouteModule>): () => Promise<LazyRouteModule> {
  return async () => {
    try {
      const [module, { AriaProviders }] = await Promise.all([
        load(),
        import('../components/ui/aria-providers.tsx'),
      ]);
      const Page = module.Component;
      if (!Page) return module;
      return {
        ...module,
        Component: () => (
          <AriaProviders>
            <Page />
          </AriaProviders>
        ),
      };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/** A screen a later issue builds: polite "준비 중" page for now. Replace `element` with `lazy: lazyRoute(…)` when it lands. */
function soon(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, element: <ComingSoon title={title} /> };
}

/** A lazily loaded page with its title. */
function page(path: string, title: string, load: () => Promise<LazyRouteModule>): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: lazyRoute(load) };
}

/** Shown mode: top bar with 로그인/profile, footer, quick-add slot. */
const shownRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    ...page('mypage', '마이페이지', () => import('./routes/my-page.tsx')),
    // Member only: visitors go home with a toast before anything of the page loads or renders.
    loader: requireMember,
    shouldRevalidate: alwaysRevalidate,
  },
  page('jobrecommend', '직업 추천 결과', () => import('./routes/job-recommend.tsx')),
  page('jobfound', '직업 정보', () => import('./routes/job-found.tsx')),
  page('jobinfo/:jobId', '직업 상세 정보', () => import('./routes/job-info.tsx')),
  soon('others/:jobId', '같은 직업을 준비하는 사람들'),
  soon('otherslist/:todoGroupId', '다른 사람의 할일 목록'),
  soon('othertodo/memo/:todoId', '다른 사람의 할일 메모'),
  page('jobsearch', '채용 정보', () => import('./routes/job-search.tsx')),
  page('learning', '교육 정보', () => import('./routes/learning.tsx')),
  {
    path: 'mytodo',
    loader: requireMember,
    shouldRevalidate: alwaysRevalidate,
    children: [
      // Guarded too: loaders of one navigation run in parallel, and this redirect must not win for a visitor.
      { index: true, loader: () => requireMember() ?? replace('/mytodo/list'), element: null },
      soon('list', '나의 할일'),
      soon('add/:todoGroupId', '할일 추가'),
      soon('edit/:todoId', '할일 수정'),
      soon('memo/:todoId', '할일 메모'),
      {
        path: 'scrap',
        children: [
          { index: true, loader: () => requireMember() ?? replace('/mytodo/scrap/job'), element: null },
          soon('job', '스크랩한 채용 정보'),
          soon('edu', '스크랩한 교육 정보'),
        ],
      },
    ],
  },
  {
    path: 'help',
    handle: { title: '사용설명서' } satisfies RouteHandle,
    lazy: lazyRoute(() => import('./routes/help.tsx')),
  },
  {
    path: 'notice',
    handle: { title: '공지사항' } satisfies RouteHandle,
    lazy: lazyRoute(() => import('./routes/notice.tsx')),
  },
  {
    path: 'terms',
    handle: { title: '이용약관' } satisfies RouteHandle,
    lazy: lazyRoute(() => import('./routes/terms.tsx')),
  },
  { path: '*', handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle, element: <NotFoundPage /> },
];

/** Hidden mode: the same top bar without the login/profile area (the user is signing in or answering questions). */
const hiddenRoutes: RouteObject[] = [
  page('login', '로그인', () => import('./routes/login.tsx')),
  page('signup', '회원가입', () => import('./routes/signup.tsx')),
  page('findid', '아이디 찾기', () => import('./routes/find-id.tsx')),
  page('findpwd', '비밀번호 찾기', () => import('./routes/find-password.tsx')),
  page('verification', '인증번호 확인', () => import('./routes/verification.tsx')),
  page('resultId', '아이디 찾기 결과', () => import('./routes/result-id.tsx')),
  page('changepwd', '새 비밀번호 설정', () => import('./routes/change-password.tsx')),
  page('onboard', '직업 추천 질문', () => import('./routes/onboard.tsx')),
];

/**
 * Gives every route an error boundary. Page routes render the friendly error inside the layout (top bar and
 * footer stay); the root and layout routes use a stand-alone screen because they may be what failed.
 */
export function withErrorBoundaries(routes: RouteObject[], isPage = true): RouteObject[] {
  return routes.map((route) => {
    const errorElement = route.errorElement ?? (isPage ? <RouteErrorScreen /> : <RootErrorScreen />);
    const children = route.children ? withErrorBoundaries(route.children, true) : undefined;
    return { ...route, errorElement, ...(children ? { children } : {}) } as RouteObject;
  });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner label="화면을 불러오고 있어요" />,
    children: [
      {
        id: 'shown',
        element: <ShownLayout />,
        errorElement: <RootErrorScreen />,
        children: withErrorBoundaries(shownRoutes),
      },
      {
        id: 'hidden',
        element: <HiddenLayout />,
        errorElement: <RootErrorScreen />,
        children: withErrorBoundaries(hiddenRoutes),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
