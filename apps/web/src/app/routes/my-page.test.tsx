import { AUTH_MESSAGES, type MemberInfo } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBER_INFO, signInMember } from '../../test/fixtures.ts';
import { failWith, type MockHandler, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { formatBirthDate, MyPage } from './my-page.tsx';

const INFO = MEMBER_INFO;

function setup(handlers: Record<string, MockHandler> = {}, info: Partial<MemberInfo> = {}) {
  const api = mockApi({
    'GET /v1/member/info': () => ({ data: { ...INFO, ...info } }),
    'GET /v1/my-dream/todo/jobs': () => ({ data: [] }),
    'GET /v1/member/calendar-feed': () => ({ data: { exists: false, createdAt: null } }),
    'GET /v1/member/reminders': () => ({
      data: { remindersEnabled: false, weeklyDigestEnabled: false, email: 'spring@example.com' },
    }),
    ...handlers,
  });
  const view = renderRoute(<MyPage />, { path: '/mypage' });
  return { api, ...view };
}

/** Opens 비밀번호 변경 and sends Old!pass12 → New!pass34. */
async function changePassword() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
  const dialog = await screen.findByRole('dialog', { name: '비밀번호 변경' });
  const current = within(dialog).getByLabelText(/^현재 비밀번호/, { selector: 'input' });
  await user.type(current, 'Old!pass12');
  await user.type(
    within(dialog).getByLabelText(/^새 비밀번호\s*\(필수\)$/, { selector: 'input' }),
    'New!pass34',
  );
  await user.type(within(dialog).getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }), 'New!pass34');
  await user.click(within(dialog).getByRole('button', { name: '변경하기' }));
  return { dialog, current };
}

beforeEach(signInMember);
afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('/mypage: 알림 메일', () => {
  it('is off by default; turning it on saves at once and says so; the digest waits for reminders', async () => {
    let settings = { remindersEnabled: false, weeklyDigestEnabled: false, email: 'spring@example.com' };
    const { api } = setup({
      'GET /v1/member/reminders': () => ({ data: settings }),
      'PUT /v1/member/reminders': ({ body }) => {
        const next = body as { remindersEnabled: boolean; weeklyDigestEnabled: boolean };
        settings = {
          ...next,
          weeklyDigestEnabled: next.remindersEnabled && next.weeklyDigestEnabled,
          email: settings.email,
        };
        return { data: settings };
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: '알림 메일' });
    const reminders = await within(card).findByRole('switch', { name: /마감 알림 메일 받기/ });
    const digest = within(card).getByRole('switch', { name: /월요일마다 2주 일정 모아보기/ });
    expect(reminders).not.toBeChecked();
    expect(digest).toBeDisabled();
    expect(card).toHaveTextContent('spring@example.com');

    await user.click(reminders);
    expect(await within(card).findByText(/알림 메일을 켰어요/)).toBeInTheDocument();
    expect(api.calls('PUT /v1/member/reminders')).toHaveLength(1);
    await waitFor(() => expect(digest).toBeEnabled());
    await user.click(digest);
    expect(
      await within(card).findByText('월요일마다 앞으로 2주 일정을 모아 보내 드려요.'),
    ).toBeInTheDocument();
    expect(settings).toMatchObject({ remindersEnabled: true, weeklyDigestEnabled: true });

    await user.click(reminders);
    expect(await within(card).findByText('알림 메일을 껐어요.')).toBeInTheDocument();
    expect(settings).toMatchObject({ remindersEnabled: false, weeklyDigestEnabled: false });
  });
});

describe('/mypage: 휴대폰 달력에 일정 넣기', () => {
  const URL = 'http://127.0.0.1:3000/v1/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';
  const feedStatus = (exists: boolean) => ({
    data: exists
      ? { exists: true, createdAt: '2026-11-24T01:00:00.000Z' }
      : { exists: false, createdAt: null },
  });
  /** The page with an address (`exists`) or none; `write` (POST makes one, DELETE revokes) flips that, answering `data`. */
  const feedSetup = (exists: boolean, write: string, data: object) => {
    let current = exists;
    const view = setup({
      'GET /v1/member/calendar-feed': () => feedStatus(current),
      [write]: () => {
        current = !exists;
        return { data };
      },
    });
    return { ...view, user: userEvent.setup() };
  };

  it('makes the address and shows it once, with a copy button and a webcal link', async () => {
    const { api, user } = feedSetup(false, 'POST /v1/member/calendar-feed', {
      url: URL,
      webcalUrl: URL.replace('http:', 'webcal:'),
      createdAt: '2026-11-24T01:00:00.000Z',
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await screen.findByRole('region', { name: '휴대폰 달력에 일정 넣기' });
    expect(await within(card).findByText(/아직 연결된 달력이 없어요/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '달력 주소 만들기' }));
    expect(await within(card).findByRole('textbox', { name: '내 달력 주소' })).toHaveValue(URL);
    expect(within(card).getByRole('link', { name: '달력 앱에서 열기' })).toHaveAttribute(
      'href',
      URL.replace('http:', 'webcal:'),
    );
    await user.click(within(card).getByRole('button', { name: '주소 복사' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await within(card).findByText('주소를 복사했어요. 달력 앱에 붙여 넣으세요.')).toBeInTheDocument();
    expect(api.calls('POST /v1/member/calendar-feed')).toHaveLength(1);
  });

  it('with an address: shows since when (never the address), replaces it after a confirm, and disconnects', async () => {
    const { api, user } = feedSetup(true, 'DELETE /v1/member/calendar-feed', { revoked: true });
    const card = await screen.findByRole('region', { name: '휴대폰 달력에 일정 넣기' });
    expect(
      await within(card).findByText(/2026년 11월 24일에 만든 달력 주소가 연결되어 있어요/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '새 주소 만들기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('지금 쓰는 주소는 더 이상 작동하지 않아요');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(api.calls('POST /v1/member/calendar-feed')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: '연결 끊기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '연결 끊기' }),
    );
    expect(
      await within(card).findByText('달력 연결을 끊었어요. 이전 주소로는 더 이상 일정을 볼 수 없어요.'),
    ).toBeInTheDocument();
    expect(api.calls('DELETE /v1/member/calendar-feed')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: '달력 주소 만들기' })).toBeInTheDocument();
  });
});

describe('/mypage', () => {
  it('shows ID and birth date read-only, and the residence', async () => {
    setup();
    expect(await screen.findByText('spring65')).toBeInTheDocument();
    expect(screen.getByText('1965년 3월 15일')).toBeInTheDocument();
    expect(screen.getByText('서울 강남구')).toBeInTheDocument();
    expect(formatBirthDate('1958/12/01')).toBe('1958년 12월 1일');
  });

  it('edits the nickname; the top bar (session store) follows at once; taken stays inline', async () => {
    let taken = true;
    const { api } = setup({
      'PUT /v1/member/nickname': ({ body }) =>
        taken
          ? { error: { status: 409, code: 'NICKNAME_TAKEN', message: '이미 사용중인 닉네임입니다.' } }
          : { data: { nickname: (body as { newNickName: string }).newNickName } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '닉네임 수정' }));
    const field = screen.getByRole('textbox', { name: /^새 닉네임/ });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(AUTH_MESSAGES.nicknameRequired)).toBeInTheDocument();

    await user.type(field, '새봄');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이미 사용중인 닉네임입니다.')).toBeInTheDocument();
    expect(field).toHaveValue('새봄');
    expect(field).toHaveFocus();

    taken = false;
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('button', { name: '닉네임 수정' })).toHaveFocus();
    expect(api.calls('PUT /v1/member/nickname').at(-1)!.body).toEqual({ newNickName: '새봄' });
    expect(useSessionStore.getState().user?.nickname).toBe('새봄');
    expect(useSessionStore.getState().nickname).toBe('새봄');
  });

  it('uploads a picture as multipart field "file" and shows it; the server’s INVALID_IMAGE message on failure', async () => {
    let accept = false;
    const { api } = setup({
      'POST /v1/member/profile': () =>
        accept
          ? { data: '/files/new.webp' }
          : {
              error: {
                status: 400,
                code: 'INVALID_IMAGE',
                message: 'JPG, PNG, WEBP 형식의 5MB 이하 이미지만 올릴 수 있어요.',
              },
            },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '사진 올리기' });
    const input = screen.getByTestId('profile-image-input') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

    await user.upload(input, png);
    expect(
      await screen.findByText('JPG, PNG, WEBP 형식의 5MB 이하 이미지만 올릴 수 있어요.'),
    ).toBeInTheDocument();

    accept = true;
    await user.upload(input, png);
    const picture = await screen.findByRole('img', { name: '프로필 사진' });
    expect(picture).toHaveAttribute('src', '/files/new.webp');
    const sent = api.calls('POST /v1/member/profile').at(-1)!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('me.png');
    expect(useSessionStore.getState().user?.userImage).toBe('/files/new.webp');
    expect(screen.getByRole('button', { name: '사진 삭제' })).toBeInTheDocument();
  });

  it('deletes the picture only after a confirm (취소 focused)', async () => {
    const { api } = setup(
      { 'DELETE /v1/member/profile': () => ({ data: { deleted: true } }) },
      { profileImage: '/files/old.webp' },
    );
    useSessionStore.getState().updateUser({ userImage: '/files/old.webp' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '사진 삭제' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.calls('DELETE /v1/member/profile')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('button', { name: '사진 올리기' })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.userImage).toBeNull();
  });

  it('password change: PASSWORD_MISMATCH sits at the current password', async () => {
    setup({
      'PUT /v1/member/password': failWith(400, 'PASSWORD_MISMATCH', '현재 비밀번호가 일치하지 않습니다.'),
    });
    const { dialog, current } = await changePassword();
    expect(await within(dialog).findByText('현재 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Old!pass12');
  });

  it('password change: PASSWORD_THROTTLED says how long to wait, at the current password', async () => {
    setup({
      'PUT /v1/member/password': failWith(
        429,
        'PASSWORD_THROTTLED',
        '비밀번호를 여러 번 잘못 입력했어요. 잠시 후 다시 시도해 주세요.',
        { retryAfterSeconds: 60 },
      ),
    });
    const { dialog, current } = await changePassword();
    expect(
      await within(dialog).findByText(/비밀번호를 여러 번 잘못 입력했어요\. 잠시 후 다시 시도해 주세요\./),
    ).toHaveTextContent('1분 뒤에 다시 시도할 수 있어요.');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(/1분 뒤에 다시 시도할 수 있어요\./);
    expect(screen.queryByText(AUTH_MESSAGES.passwordChangeFailed)).not.toBeInTheDocument();
  });

  it('logout clears this device even when the call fails, and goes home', async () => {
    const { api, router } = setup({
      'POST /v1/member/auth/logout': failWith(500, 'INTERNAL', '오류'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /v1/member/auth/logout')[0]!.body).toEqual({ refreshToken: 'refresh' });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('dasibom:accessToken')).toBeNull();
  });

  it('withdrawal says what is lost, focuses 취소, and alerts on failure', async () => {
    let fail = true;
    const { api, router } = setup({
      'POST /v1/member/auth/withdraw': () =>
        fail ? { error: { status: 500, code: 'INTERNAL', message: '오류' } } : { data: { withdrawn: true } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    let dialog = await screen.findByRole('alertdialog', { name: /회원 탈퇴/ });
    for (const lost of ['할일 목록', '메모와 사진', '스크랩', '계정 정보']) {
      expect(dialog).toHaveTextContent(lost);
    }
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    const alert = await screen.findByRole('alertdialog', { name: '알림' });
    expect(alert).toHaveTextContent(AUTH_MESSAGES.withdrawFailed);
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(useSessionStore.getState().isLoggedIn).toBe(true);

    fail = false;
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    dialog = await screen.findByRole('alertdialog', { name: /회원 탈퇴/ });
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /v1/member/auth/withdraw')).toHaveLength(2);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
  });
});
