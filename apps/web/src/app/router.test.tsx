import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_REQUIRED_MESSAGE } from '@dasibom/contract/plain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement, type ReactNode, Suspense } from 'react';
import {
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { allowConsoleError } from '../../../../vitest.console-errors.ts';
import { returnToState } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useTextSizeStore } from '../stores/text-size-store.ts';
import { useToastStore } from '../stores/toast-store.ts';
import { NO_PLAN } from '../test/fixtures.ts';
import { envelope, failWith, mockApi } from '../test/mock-api.ts';
import { ALREADY_LOGGED_IN_MESSAGE, MemberOnly, VisitorOnly } from './guards.tsx';
import { ShownLayout } from './layouts/app-shell.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { type AppRoute, AppRoutes, lazyPage, PageRoute, preloadPageFor, routes } from './router.tsx';

// The lazy pages this file visits, imported once up front: their first import (React Aria, zod and the contract,
// which the first page no longer loads) can take longer on a busy machine than a findBy waits for the page.
beforeAll(async () => {
  await Promise.all([
    import('../components/ui/aria-providers.tsx'),
    import('./routes/job-found.tsx'),
    import('./routes/job-info.tsx'),
    import('./routes/help.tsx'),
    import('./routes/signup.tsx'),
    import('./routes/my-page.tsx'),
    import('./routes/others-list.tsx'),
  ]);
}, 120_000);

/** Where the app is and a way to move it, as a test sees them. */
type RouterProbe = {
  readonly pathname: string;
  readonly search: string;
  readonly state: unknown;
  /** How the app got to the current address (REPLACE: the previous address left the history). */
  readonly navigationType: NavigationType;
  navigate: NavigateFunction;
};

function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  const location = useLocation();
  Object.assign(probe, {
    pathname: location.pathname,
    search: location.search,
    state: location.state,
    navigationType: useNavigationType(),
    navigate: useNavigate(),
  });
  return null;
}

function renderAt(
  path: string | { pathname: string; state: unknown },
  tree: AppRoute[] = routes,
): RouterProbe {
  const probe = { pathname: typeof path === 'string' ? path : path.pathname } as RouterProbe;
  // A client of the test's own (lazily loaded pages use it instead of the app's): no answer outlives a test.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes tree={tree} />
        <Probe probe={probe} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return probe;
}

/** A route tree of one page (a PageRoute around `page`) at `path` inside the app's root and shown layouts. */
function inShownLayout(path: string, page: ReactNode, title?: string): AppRoute[] {
  const element = <PageRoute title={title}>{page}</PageRoute>;
  return [
    { element: <RootLayout />, children: [{ element: <ShownLayout />, children: [{ path, element }] }] },
  ];
}

/** Opens home and picks a text size in the top bar's control. */
async function pickTextSizeOnHome(user: ReturnType<typeof userEvent.setup>, size: string) {
  renderAt('/');
  await screen.findByRole('heading', { level: 1, name: /인생 2막/ });
  const group = screen.getAllByRole('radiogroup', { name: '글자 크기' })[0]!;
  await user.click(within(group).getByRole('radio', { name: size }));
}

/** The app's friendly error screen, never React Router's default one. */
async function findErrorScreen() {
  expect(await screen.findByRole('heading', { level: 1, name: '잠시 문제가 생겼어요' })).toBeInTheDocument();
}

/** A page route's element: a PageRoute (title, error boundary, loading), possibly inside the member guard. */
function isPageElement(element: ReactNode): boolean {
  if (!isValidElement(element)) return false;
  if (element.type === PageRoute) return true;
  if (element.type === MemberOnly || element.type === VisitorOnly)
    return isPageElement((element as ReactElement<{ children: ReactNode }>).props.children);
  return false;
}

function collectPaths(
  list: AppRoute[],
  prefix = '',
): { path: string; isPage: boolean; isRedirect: boolean }[] {
  return list.flatMap((route) => {
    const path = route.index
      ? `${prefix}/`
      : route.path
        ? `${prefix}/${route.path}`.replace(/\/+/g, '/')
        : prefix;
    const isRedirect = isValidElement(route.element) && route.element.type === Navigate;
    const entry = { path, isPage: isPageElement(route.element), isRedirect };
    return [...(route.children ? [] : [entry]), ...collectPaths(route.children ?? [], path)];
  });
}

/**
 * Every toast raised from now until the test ends. A 2.5 s toast can be gone by the time a busy machine gets to the
 * assertion; the record cannot.
 */
function recordToasts(): string[] {
  const raised: string[] = [];
  const stop = useToastStore.subscribe((state, previous) => {
    for (const item of state.toasts) if (!previous.toasts.includes(item)) raised.push(item.message);
  });
  onTestFinished(stop);
  return raised;
}

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('registers every route of both specs', () => {
    const paths = collectPaths(routes).map((entry) => entry.path);
    for (const path of [
      '/login',
      '/signup',
      '/findid',
      '/findpwd',
      '/verification',
      '/resultId',
      '/changepwd',
      '/mypage',
      '/onboard',
      '/jobrecommend',
      '/jobfound',
      '/jobinfo/:jobId',
      '/others/:jobId',
      '/otherslist/:todoGroupId',
      '/othertodo/memo/:todoId',
      '/jobsearch',
      '/learning',
      '/mytodo/list',
      '/mytodo/add/:todoGroupId',
      '/mytodo/edit/:todoId',
      '/mytodo/memo/:todoId',
      '/mytodo/scrap/job',
      '/mytodo/scrap/edu',
      '/help',
      '/notice',
      '/terms',
      '/*',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has every route swept by e2e/every-route.spec.ts (axe and 44 px targets on every route, issue 14)', () => {
    const sweep = readFileSync(join(import.meta.dirname, '../../../../e2e/every-route.spec.ts'), 'utf8');
    // A case is `path: '/x',` in an object or the first argument of visitorPage/accountScreen.
    const swept = [
      ...sweep.matchAll(/^\s+(?:path: '([^']+)',|(?:visitorPage|accountScreen)\('([^']+)')/gm),
    ].map((match) => match[1] ?? match[2]);
    const declared = collectPaths(routes).map((entry) => entry.path.replace(/\/+/g, '/'));
    expect([...new Set(declared)].sort()).toEqual([...new Set(swept)].sort());
  });

  it('gives every page an error boundary (PageRoute); the only other leaves are redirects', () => {
    const missing = collectPaths(routes).filter((entry) => !entry.isPage && !entry.isRedirect);
    expect(missing).toEqual([]);
  });

  it('shows the friendly 404 page inside the layout for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '직업 정보 보기' })).toHaveAttribute('href', '/jobfound');
    // Still in the shown layout: top bar, login button and footer are there.
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('페이지를 찾을 수 없어요 | 다시봄');
  });

  it('the 404 page’s link button navigates client-side through the router', async () => {
    const user = userEvent.setup();
    const router = renderAt('/no/such/page');
    await user.click(await screen.findByRole('link', { name: '직업 정보 보기' }));
    // /jobfound loads lazily: the navigation completes once its module is in.
    expect(await screen.findByRole('heading', { level: 1, name: '직업 정보' })).toBeInTheDocument();
    expect(router.pathname).toBe('/jobfound');
  });

  it('shows the friendly error screen when a page throws, never the default one', async () => {
    // The page's error, logged by React and by the error screen.
    allowConsoleError(/Error: boom/);
    function Broken(): never {
      throw new Error('boom');
    }
    renderAt('/', inShownLayout('/', <Broken />));

    await findErrorScreen();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('잠시 문제가 생겼어요 | 다시봄'));
    // The layout around the page survives.
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });

  it('shows the friendly error screen when a lazy page fails to load (no white page)', async () => {
    allowConsoleError(/TypeError: Failed to fetch module/);
    const Missing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')));
    renderAt('/help', inShownLayout('/help', <Missing />, '사용설명서'));
    await findErrorScreen();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });

  it('falls back to a stand-alone error screen when the layout itself fails', async () => {
    allowConsoleError(/Error: layout boom/);
    function BrokenLayout(): never {
      throw new Error('layout boom');
    }
    renderAt('/', [{ path: '/', element: <BrokenLayout /> }]);
    await findErrorScreen();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('redirects /mytodo and /mytodo/scrap to their first page', async () => {
    // The scrap page reads its list: keep it waiting (this test is about the addresses).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });
    const router = renderAt('/mytodo');
    expect(await screen.findByRole('heading', { level: 1, name: '나의 할일' })).toBeInTheDocument();
    expect(router.pathname).toBe('/mytodo/list');

    // The area's menu: 할일 목록 is the current page.
    const menu = screen.getByRole('navigation', { name: '나의 할일 메뉴' });
    expect(within(menu).getByRole('link', { name: '할일 목록' })).toHaveAttribute('aria-current', 'page');

    act(() => router.navigate('/mytodo/scrap'));
    await waitFor(() => expect(router.pathname).toBe('/mytodo/scrap/job'));
    expect(await screen.findByRole('heading', { level: 1, name: '스크랩' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('스크랩한 채용 정보 | 다시봄'));
    expect(within(menu).getByRole('link', { name: '스크랩' })).toHaveAttribute('aria-current', 'page');
  });

  it("opens others' public plans to visitors: /otherslist/3 renders its page, not the guard", async () => {
    const { calls } = mockApi({
      'GET /v1/todo/3': failWith(404, 'TODO_GROUP_NOT_FOUND', '할일 목록을 찾을 수 없어요.'),
    });
    const router = renderAt('/otherslist/3');
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
    expect(router.pathname).toBe('/otherslist/3');
    expect(document.title).toBe('다른 사람의 할일 목록 | 다시봄');
    // A visitor sends no token: the call is optional-auth (ADR 019).
    expect(calls('GET /v1/todo/3')[0]?.headers.get('authorization')).toBeNull();
  });

  it('marks the current tab with aria-current', async () => {
    renderAt('/jobinfo/3');
    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '직업 정보' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '채용 정보' })).not.toHaveAttribute('aria-current');
  });
});

describe('member-only routes', () => {
  it.each(['/mypage', '/mytodo', '/mytodo/list', '/mytodo/scrap/edu', '/mytodo/memo/3'])(
    'a visitor at %s goes home with the toast and its 로그인 button before the page renders',
    async (path) => {
      const fetchMock = vi.fn<typeof fetch>();
      vi.stubGlobal('fetch', fetchMock);
      const rendered: string[] = [];
      const observer = new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) rendered.push(heading.textContent ?? '');
      });
      observer.observe(document.body, { childList: true, subtree: true });

      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
      observer.disconnect();

      expect(router.pathname).toBe('/');
      const toasts = useToastStore.getState().toasts;
      // Kept until closed or pressed: a button that leaves after 1.5 s cannot be reached in time.
      expect(toasts.map((t) => [t.message, t.durationMs, t.action?.label])).toEqual([
        [LOGIN_REQUIRED_MESSAGE, Number.POSITIVE_INFINITY, '로그인'],
      ]);
      const region = screen.getByRole('status', { name: '알림' });
      expect(await within(region).findByText(LOGIN_REQUIRED_MESSAGE)).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: '로그인' })).toBeInTheDocument();
      // Nothing of the member page ever rendered, and nothing asked the server for member data.
      expect(rendered.some((text) => text === '마이페이지' || text === '나의 할일')).toBe(false);
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/v1/member/info');
    },
  );

  it('the toast’s 로그인 opens /login for the page asked for (with its query); the login lands there', async () => {
    const api = mockApi({
      'POST /v1/member/auth/login': () => ({
        data: { accessToken: 'a', refreshToken: 'r', nickname: '봄날', memberId: 7, regionName: null },
      }),
    });
    const raised = recordToasts();
    const user = userEvent.setup();
    const router = renderAt('/mytodo/list?group=3');
    const region = screen.getByRole('status', { name: '알림' });
    await user.click(await within(region).findByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(router.pathname).toBe('/login');
    expect(router.state).toEqual(returnToState('/mytodo/list?group=3'));
    // Pressed, the toast has done its work.
    expect(within(region).queryByText(LOGIN_REQUIRED_MESSAGE)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^아이디/ }), 'spring65');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'Spring!2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    // The login screen's own move wins: the visitor-only guard decided on arrival and does not send them home.
    expect(await screen.findByRole('heading', { level: 1, name: '나의 할일' })).toBeInTheDocument();
    expect(`${router.pathname}${router.search}`).toBe('/mytodo/list?group=3');
    expect(api.calls('POST /v1/member/auth/login')).toHaveLength(1);
    expect(raised).toEqual([LOGIN_REQUIRED_MESSAGE]);
  });

  it('a visitor who logs in some other way no longer sees the toast’s 로그인', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/mypage');
    const region = screen.getByRole('status', { name: '알림' });
    expect(await within(region).findByRole('button', { name: '로그인' })).toBeInTheDocument();
    act(() => useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' }));
    await waitFor(() => expect(within(region).queryByText(LOGIN_REQUIRED_MESSAGE)).not.toBeInTheDocument());
  });

  it.each(['https://evil.example/mypage', '//evil.example', '/\\evil.example', '/\t/evil.example'])(
    'a login whose return target is %j (not a page of this app) goes home',
    async (returnTo) => {
      mockApi({
        'POST /v1/member/auth/login': () => ({
          data: { accessToken: 'a', refreshToken: 'r', nickname: '봄날', memberId: 7, regionName: null },
        }),
      });
      const user = userEvent.setup();
      const router = renderAt({ pathname: '/login', state: { returnTo } });
      await user.type(await screen.findByRole('textbox', { name: /^아이디/ }), 'spring65');
      await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'Spring!2026');
      await user.click(screen.getByRole('button', { name: '로그인' }));
      await waitFor(() => expect(useSessionStore.getState().isLoggedIn).toBe(true));
      expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
      expect(router.pathname).toBe('/');
    },
  );

  it('a member whose session ends on /mypage goes home at once, without the visitor’s toast', async () => {
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, status: 500, code: 'X' }), { status: 500 }),
      ),
    );
    const router = renderAt('/mypage');
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    // A logout in another tab (or a refused token refresh) ends the session while the page is open.
    act(() => useSessionStore.getState().clearSession());
    expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
    expect(router.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: '마이페이지' })).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).not.toContain(LOGIN_REQUIRED_MESSAGE);
  });

  it('a member reaches /mypage', async () => {
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ error: { status: 500, code: 'INTERNAL', message: '일시적인 오류' } })),
    );
    const router = renderAt('/mypage');
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeInTheDocument();
    expect(router.pathname).toBe('/mypage');
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('visitor-only routes', () => {
  /** Home's reads for a member without a plan. */
  const memberHome = () =>
    mockApi({
      'GET /v1/my-dream/todo': () => ({
        data: NO_PLAN,
      }),
    });
  const logInAsMember = () =>
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });

  it.each([
    '/login',
    '/signup',
    '/signup?step=3',
    '/findid',
    '/findpwd',
    '/verification',
    '/resultId',
    '/changepwd',
  ])('a member who opens %s (typed) goes home with a short note, never seeing the screen', async (path) => {
    memberHome();
    logInAsMember();
    const raised = recordToasts();
    // Anything of the screen would show its heading or a form field (the top bar's text-size radios aside).
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      for (const node of document.querySelectorAll('h1, main input')) {
        seen.push(node.tagName === 'INPUT' ? 'input' : (node.textContent ?? ''));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
    observer.disconnect();

    expect(router.pathname).toBe('/');
    expect(router.navigationType).toBe('REPLACE');
    // One note, however often the effects run.
    expect(raised).toEqual([ALREADY_LOGGED_IN_MESSAGE]);
    expect(seen).not.toContain('input');
    expect(seen.filter((text) => /로그인|회원가입|찾기|인증번호|비밀번호/.test(text))).toEqual([]);
  });

  it('a member who reaches /login from a page of the app goes back to it (query kept), replacing /login', async () => {
    memberHome();
    logInAsMember();
    const raised = recordToasts();
    const router = renderAt('/help?section=2');
    expect(await screen.findByRole('heading', { level: 1, name: '사용설명서' })).toBeInTheDocument();
    act(() => router.navigate('/login'));
    await waitFor(() => expect(router.pathname).toBe('/help'));
    expect(router.search).toBe('?section=2');
    expect(router.navigationType).toBe('REPLACE');
    expect(raised).toEqual([ALREADY_LOGGED_IN_MESSAGE]);
    expect(screen.getByRole('heading', { level: 1, name: '사용설명서' })).toBeInTheDocument();
  });

  it('a member on /signup with a page to return to (navigation state) goes there', async () => {
    memberHome();
    logInAsMember();
    const raised = recordToasts();
    const router = renderAt({ pathname: '/signup', state: returnToState('/terms') });
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(router.pathname).toBe('/terms');
    expect(raised).toEqual([ALREADY_LOGGED_IN_MESSAGE]);
  });

  it('a member on /login whose return target is off-site goes home, not there', async () => {
    memberHome();
    logInAsMember();
    const router = renderAt({ pathname: '/login', state: { returnTo: '/\\evil.example' } });
    expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
    expect(router.pathname).toBe('/');
  });

  it('a visitor keeps the screen when a login happens while it is open (decided on arrival)', async () => {
    const raised = recordToasts();
    const router = renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    // E.g. a login in another tab: the sign-up in this one is not torn away mid-way.
    act(logInAsMember);
    expect(screen.getByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(router.pathname).toBe('/signup');
    expect(raised).toEqual([]);
  });
});

describe('layouts', () => {
  it('shown mode: skip link first, login button for visitors, main landmark', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /인생 2막/ })).toBeInTheDocument();
    const focusables = document.querySelectorAll<HTMLElement>('a[href], button');
    expect(focusables[0]).toHaveTextContent('본문 바로가기');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '사용설명서' })).toHaveAttribute('href', '/help');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notice');
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: /문의하기/ })).toHaveAttribute(
      'href',
      'mailto:hello@dasibom.kr',
    );
    expect(within(footer).getByText('© 2026 다시봄')).toBeInTheDocument();
    expect(document.title).toBe('다시봄 — 인생 2막, 지금 시작해요');
  });

  it('shown mode: a member sees the profile link to /mypage and the recommendation goes to /onboard', async () => {
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });
    // Home reads the member's plan: none yet, so the questionnaire banner.
    mockApi({
      'GET /v1/my-dream/todo': () => ({
        data: NO_PLAN,
      }),
    });
    renderAt('/');
    const profile = await within(screen.getByRole('banner')).findByRole('link', {
      name: '봄날님 마이페이지',
    });
    expect(profile).toHaveAttribute('href', '/mypage');
    // On a narrow bar the avatar and "봄날님" sit in a strip under it (which of the two shows is CSS's).
    const strip = screen.getByRole('navigation', { name: '내 계정' });
    const stripLink = within(strip).getByRole('link', { name: '봄날님 마이페이지' });
    expect(stripLink).toHaveAttribute('href', '/mypage');
    expect(stripLink).toHaveTextContent('봄날님');
    expect(stripLink.querySelector('img')).toHaveAttribute('alt', '');
    expect(strip.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/onboard');
  });

  it('hidden mode: no login or profile area', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    // The page itself may link to /login ("이미 회원이신가요?"); the top bar does not.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: '로그인' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /인생 2막/ });
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    await user.click(within(nav).getByRole('link', { name: '교육 정보' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '교육 정보' });
    // The heading is in the DOM at the commit; the focus moves in the effect that follows it.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('the text-size control sets data-text-size', async () => {
    const user = userEvent.setup();
    await pickTextSizeOnHome(user, '아주 크게');
    expect(document.documentElement.dataset.textSize).toBe('xlarge');
    expect(useTextSizeStore.getState().textSize).toBe('xlarge');
    useTextSizeStore.getState().setTextSize('normal');
  });
});

describe('text size for members', () => {
  it('a member’s change is also saved on the account (fire and forget)', async () => {
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 1, nickname: '봄날' });
    // The text-size call answers; home's own reads (the member's plan: none yet) answer as the server would.
    const fetchMock = vi.fn<typeof fetch>(
      async (url) =>
        new Response(
          JSON.stringify({
            success: true,
            timestamp: 'x',
            data:
              url === '/v1/member/text-size'
                ? { textSize: 'large' }
                : url === '/v1/my-dream/todo'
                  ? NO_PLAN
                  : [],
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await pickTextSizeOnHome(user, '크게');
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => url === '/v1/member/text-size')?.[1]).toMatchObject({
        method: 'PUT',
        body: JSON.stringify({ textSize: 'large' }),
      }),
    );
    useTextSizeStore.getState().setTextSize('normal');
  });

  it('a visitor’s change stays on the device', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await pickTextSizeOnHome(user, '크게');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/v1/member/text-size');
    useTextSizeStore.getState().setTextSize('normal');
  });
});

describe('reading pages', () => {
  it.each([
    ['/help', '사용설명서'],
    ['/notice', '공지사항'],
    ['/terms', '이용약관'],
  ])('%s loads lazily and renders its heading', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | 다시봄`);
  });

  it('the help page carries the recommendation disclaimer', async () => {
    renderAt('/help');
    expect(await screen.findByText('참고용 추천이에요. 적성검사 결과는 아니에요.')).toBeInTheDocument();
  });
});

describe('the first page of a visit', () => {
  const pageModule = (text: string) => Promise.resolve({ Component: () => <h1>{text}</h1> });

  it('is drawn in the first render once its code is preloaded, without a loading state first', async () => {
    const Page = lazyPage(() => pageModule('미리 불러온 화면'), { aria: false });
    await Page.preload();
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page />
      </Suspense>,
    );
    // No waiting: the heading is there in the very first commit, and the fallback never was.
    expect(screen.getByRole('heading', { name: '미리 불러온 화면' })).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument();
  });

  it('shows the loading state while a page that was not preloaded loads, then the page', async () => {
    const Page = lazyPage(() => pageModule('나중에 불러온 화면'), { aria: false });
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '나중에 불러온 화면' })).toBeInTheDocument();
  });

  it('loads a page once however often it is asked for, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => ReactElement }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
      .mockImplementation(() => pageModule('다시 불러온 화면'));
    const Page = lazyPage(load, { aria: false });
    await expect(Page.preload()).rejects.toThrow('Failed to fetch module');
    await Promise.all([Page.preload(), Page.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadPageFor settles for every address: a page, a guarded page, an unknown one', async () => {
    await expect(preloadPageFor('/JobFound/')).resolves.toBeUndefined();
    await expect(preloadPageFor('/mypage')).resolves.toBeUndefined();
    await expect(preloadPageFor('/no-such-page')).resolves.toBeUndefined();
  });
});
