import { AUTH_MESSAGES } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readHomePlanHint, writeHomePlanHint } from '../../lib/home-plan-hint.ts';
import { afterLoginState, returnToState } from '../../lib/navigation.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useTextSizeStore } from '../../stores/text-size-store.ts';
import { MEMBER_INFO } from '../../test/fixtures.ts';
import { failWith, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { LoginPage } from './login.tsx';

const LOGIN = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  nickname: '봄날',
  memberId: 7,
  regionName: '서울 강남구',
};
const INFO = { ...MEMBER_INFO, profileImage: '/files/p.webp', textSize: 'large' };

const idInput = () => screen.getByRole('textbox', { name: /^아이디/ });
const passwordInput = () => screen.getByLabelText(/^비밀번호/, { selector: 'input' });

const renderLogin = (entry: InitialEntry = '/login') =>
  renderRoute(<LoginPage />, { path: '/login', initialEntries: [entry] });

/** Types an ID and a password and presses 로그인. */
async function submit(user: ReturnType<typeof userEvent.setup>, loginId: string, password = 'Spring!2026') {
  await user.type(idInput(), loginId);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

afterEach(() => {
  useSessionStore.getState().clearSession();
  useTextSizeStore.getState().setTextSize('normal');
});

describe('/login', () => {
  it('requires both fields inline, tied to them, focusing the first', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginIdRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(idInput()).toHaveFocus();
    expect(idInput()).toHaveAccessibleDescription(AUTH_MESSAGES.loginIdRequired);
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/findid');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/findpwd');
  });

  it('draws the divider between 아이디 찾기 and 비밀번호 찾기: no "|" character to read or to keep legible', async () => {
    mockApi({});
    renderLogin();
    const links = await screen.findByRole('navigation', { name: '회원가입과 계정 찾기' });
    expect(links.textContent).not.toContain('|');
    const divider = within(links)
      .getByRole('link', { name: '아이디 찾기' })
      .closest('li')?.nextElementSibling;
    expect(divider).toHaveAttribute('aria-hidden', 'true');
    expect(divider).toBeEmptyDOMElement();
  });

  it('LOGIN_FAILED: the server message in an alert dialog; the typed ID stays', async () => {
    mockApi({
      'POST /v1/member/auth/login': failWith(
        401,
        'LOGIN_FAILED',
        '아이디 또는 비밀번호가 일치하지 않습니다.',
      ),
    });
    const user = userEvent.setup();
    renderLogin();
    await submit(user, 'spring65', 'Wrong!pass1');

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription('아이디 또는 비밀번호가 일치하지 않습니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(idInput()).toHaveValue('spring65');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('LOGIN_THROTTLED and a busy server show the wait; anything else the spec fallback', async () => {
    let answer: 'throttled' | 'busy' | 'down' = 'throttled';
    mockApi({
      'POST /v1/member/auth/login': () =>
        answer === 'busy'
          ? {
              error: {
                status: 503,
                code: 'SERVICE_UNAVAILABLE',
                message: '지금 이용하는 분이 많아 잠시 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
                retryAfterSeconds: 1,
              },
            }
          : answer === 'throttled'
            ? {
                error: {
                  status: 429,
                  code: 'LOGIN_THROTTLED',
                  message: '로그인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요.',
                  retryAfterSeconds: 90,
                },
              }
            : { error: { status: 500, code: 'INTERNAL', message: '일시적인 오류가 발생했어요.' } },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(idInput(), 'spring65');
    await user.type(passwordInput(), 'Spring!2026');
    for (const [next, texts] of [
      [
        'throttled',
        ['로그인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요.', '1분 30초 뒤에 다시 시도할 수 있어요.'],
      ],
      ['busy', ['지금 이용하는 분이 많아 잠시 처리하지 못했어요.', '1초 뒤에 다시 시도할 수 있어요.']],
      ['down', [AUTH_MESSAGES.loginFailed]],
    ] as const) {
      answer = next;
      await user.click(screen.getByRole('button', { name: '로그인' }));
      const alert = await screen.findByRole('alertdialog');
      for (const text of texts) expect(alert).toHaveTextContent(text);
      await user.click(within(alert).getByRole('button', { name: '확인' }));
    }
  });

  it('stores the session, loads picture and text size, and returns to the page that asked', async () => {
    const api = mockApi({
      'POST /v1/member/auth/login': () => ({ data: LOGIN }),
      'GET /v1/member/info': () => ({ data: INFO }),
    });
    const user = userEvent.setup();
    const { router } = renderLogin({ pathname: '/login', state: returnToState('/onboard') });
    await submit(user, ' spring65 ');

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard'));
    // Marked, so the page can tell this arrival from any other (a pending job save runs only then).
    expect(router.state.location.state).toEqual(afterLoginState());
    expect(api.calls('POST /v1/member/auth/login')[0]!.body).toEqual({
      loginId: 'spring65',
      password: 'Spring!2026',
    });
    expect(api.calls('POST /v1/member/auth/login')[0]!.headers.get('authorization')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      memberId: 7,
      nickname: '봄날',
      user: { nickname: '봄날', regionName: '서울 강남구', userImage: '/files/p.webp' },
    });
    expect(useTextSizeStore.getState().textSize).toBe('large');
    expect(localStorage.getItem('dasibom:accessToken')).toBe('access-1');
    // No job chosen yet: home will draw the questionnaire banner at once (lib/home-plan-hint.ts).
    expect(readHomePlanHint(7)).toBe(false);
  });

  it("tells home to expect the member's plan when they have chosen a job", async () => {
    mockApi({
      'POST /v1/member/auth/login': () => ({ data: LOGIN }),
      'GET /v1/member/info': () => ({
        data: { ...INFO, jobs: [{ jobId: 1, jobName: '요양보호사', todoGroupId: 31 }] },
      }),
    });
    writeHomePlanHint(7, false);
    const user = userEvent.setup();
    const { router } = renderLogin();
    await submit(user, 'spring65');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readHomePlanHint(7)).toBe(true);
  });

  it('goes home without a return-to, even when the member info cannot be loaded', async () => {
    mockApi({ 'POST /v1/member/auth/login': () => ({ data: LOGIN }) });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await submit(user, 'spring65');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('never shrinks text the visitor enlarged before logging in; the account learns it', async () => {
    const api = mockApi({
      'POST /v1/member/auth/login': () => ({ data: LOGIN }),
      'GET /v1/member/info': () => ({ data: { ...INFO, textSize: 'normal' } }),
      'PUT /v1/member/text-size': () => ({ data: { textSize: 'xlarge' } }),
    });
    useTextSizeStore.getState().setTextSize('xlarge');
    const user = userEvent.setup();
    const { router } = renderLogin();
    await submit(user, 'spring65');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useTextSizeStore.getState().textSize).toBe('xlarge');
    await waitFor(() =>
      expect(api.calls('PUT /v1/member/text-size')[0]?.body).toEqual({ textSize: 'xlarge' }),
    );
  });

  it('prefills the ID handed over by sign-up or find-ID', async () => {
    mockApi({});
    renderLogin({ pathname: '/login', state: { loginId: 'spring65' } });
    expect(await screen.findByRole('textbox', { name: /^아이디/ })).toHaveValue('spring65');
  });
});
