import { AUTH_MESSAGES } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNUP_DRAFT_KEY, useSignupDraft } from '../../features/auth/signup-draft.ts';
import { failWith, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { SignupPage } from './signup.tsx';

const PASSWORD = 'Spring!2026a';

// The draft as each step leaves it; a test starts further on by combining them.
const ID_CHECKED = { loginId: 'spring65', idCheck: { value: 'spring65', duplicated: false } };
const PASSWORDS = { password: PASSWORD, passwordConfirm: PASSWORD };
const CONSENTED = { consents: { age: true, terms: true, privacy: true }, email: 'spring@example.com' };
const codeSent = () => ({
  email: 'spring@example.com',
  sentAt: Date.now(),
  expiresInSeconds: 180,
  resendAfterSeconds: 30,
});
const emailVerified = () => ({
  ...ID_CHECKED,
  ...PASSWORDS,
  ...CONSENTED,
  code: codeSent(),
  verifiedEmail: 'spring@example.com',
});

function renderFunnel(entry = '/signup') {
  return renderRoute(<SignupPage />, {
    path: '/signup',
    initialEntries: [entry],
  });
}

const idInput = () => screen.getByRole('textbox', { name: /^아이디/ });
const passwordInput = () => screen.getByLabelText(/^비밀번호\s*\(필수\)$/);
const confirmInput = () => screen.getByLabelText(/^비밀번호 확인/);

beforeEach(() => {
  useSignupDraft.getState().reset();
  sessionStorage.clear();
});
describe('sign-up step 1: the ID check gates 다음', () => {
  it('blocks 다음 with the spec message until the ID check succeeds; editing the ID resets the check', async () => {
    const api = mockApi({
      'GET /v1/member/auth/check-id': ({ url }) => ({
        data: { duplicated: url.searchParams.get('loginId') === 'taken1' },
      }),
    });
    const user = userEvent.setup();
    renderFunnel();
    expect(await screen.findByRole('heading', { level: 2, name: /1단계/ })).toBeInTheDocument();

    await user.type(idInput(), 'spring65');
    await user.type(passwordInput(), PASSWORD);
    await user.type(confirmInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '다음' }));

    // Still step 1: the message sits at the ID, tied to it, and focus went there.
    expect(await screen.findByText(AUTH_MESSAGES.checkIdFirst)).toBeInTheDocument();
    expect(idInput()).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.checkIdFirst));
    expect(idInput()).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: /1단계/ })).toBeInTheDocument();
    expect(api.calls('GET /v1/member/auth/check-id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.idAvailable)).toBeInTheDocument();
    expect(api.calls('GET /v1/member/auth/check-id')[0]!.url.searchParams.get('loginId')).toBe('spring65');
    expect(screen.queryByText(AUTH_MESSAGES.checkIdFirst)).not.toBeInTheDocument();

    // Editing the ID returns the check to "unchecked".
    await user.type(idInput(), '7');
    expect(screen.queryByText(AUTH_MESSAGES.idAvailable)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(AUTH_MESSAGES.checkIdFirst)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.idAvailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('heading', { level: 2, name: /2단계/ })).toBeInTheDocument();
  });

  it('shows "taken" for a used ID and validates the format before asking the server', async () => {
    const api = mockApi({
      'GET /v1/member/auth/check-id': () => ({ data: { duplicated: true } }),
    });
    const user = userEvent.setup();
    renderFunnel();

    await user.type(idInput(), 'ab');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginIdTooShort)).toBeInTheDocument();
    await user.clear(idInput());
    await user.type(idInput(), 'spring_65');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.noSpecialCharacters)).toBeInTheDocument();
    expect(api.calls('GET /v1/member/auth/check-id')).toHaveLength(0);

    await user.clear(idInput());
    await user.type(idInput(), 'taken1');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.idTaken)).toBeInTheDocument();
    expect(idInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every problem at once on 다음, focusing the first', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderFunnel();
    await user.type(idInput(), 'spring65');
    await user.type(passwordInput(), 'abc');
    await user.type(confirmInput(), 'abd');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(AUTH_MESSAGES.checkIdFirst)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(idInput()).toHaveFocus();
    // Nothing typed is lost.
    expect(idInput()).toHaveValue('spring65');
    expect(passwordInput()).toHaveValue('abc');
  });
});

describe('sign-up funnel: strictly forward, draft kept', () => {
  it('sends a deep link to a later step back to the first incomplete one', async () => {
    mockApi({});
    const { router } = renderFunnel('/signup?step=3');
    expect(await screen.findByRole('heading', { level: 2, name: /1단계/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('after a reload (passwords gone) a later step falls back to step 1 and says why', async () => {
    mockApi({});
    useSignupDraft.getState().update({ ...ID_CHECKED, ...CONSENTED, code: codeSent() });
    renderFunnel('/signup?step=3');
    expect(await screen.findByRole('heading', { level: 2, name: /1단계/ })).toBeInTheDocument();
    expect(screen.getByText(/안전을 위해 비밀번호는 저장하지 않아요/)).toBeInTheDocument();
    expect(idInput()).toHaveValue('spring65');
    expect(screen.getByText(AUTH_MESSAGES.idAvailable)).toBeInTheDocument();
  });

  it('keeps the draft (but never the password) in sessionStorage and across going back', async () => {
    mockApi({ 'GET /v1/member/auth/check-id': () => ({ data: { duplicated: false } }) });
    const user = userEvent.setup();
    renderFunnel();
    await user.type(idInput(), 'spring65');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    await screen.findByText(AUTH_MESSAGES.idAvailable);
    await user.type(passwordInput(), PASSWORD);
    await user.type(confirmInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: /2단계/ });

    await user.type(screen.getByRole('textbox', { name: /^이메일/ }), 'spring@example.com');
    const stored = JSON.parse(sessionStorage.getItem(SIGNUP_DRAFT_KEY)!);
    expect(stored.state).toMatchObject({
      loginId: 'spring65',
      idCheck: { value: 'spring65', duplicated: false },
    });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);

    await user.click(screen.getByRole('button', { name: '이전 단계' }));
    await screen.findByRole('heading', { level: 2, name: /1단계/ });
    expect(idInput()).toHaveValue('spring65');
    expect(passwordInput()).toHaveValue(PASSWORD);
    expect(screen.getByText(AUTH_MESSAGES.idAvailable)).toBeInTheDocument();
  });

  it('step 2 asks for all three consents in an alert before sending a code', async () => {
    const api = mockApi({
      'GET /v1/member/auth/check-id': () => ({ data: { duplicated: false } }),
      'POST /v1/member/auth/email/verifications': () => ({
        data: { expiresInSeconds: 180, resendAfterSeconds: 30 },
      }),
    });
    useSignupDraft.getState().update({ ...ID_CHECKED, ...PASSWORDS });
    const user = userEvent.setup();
    renderFunnel('/signup?step=2');
    await screen.findByRole('heading', { level: 2, name: /2단계/ });
    await user.type(screen.getByRole('textbox', { name: /^이메일/ }), 'Spring@Example.com');
    await user.click(screen.getByRole('checkbox', { name: /이용약관 동의/ }));
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(AUTH_MESSAGES.consentRequired)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(api.calls('POST /v1/member/auth/email/verifications')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByRole('heading', { level: 2, name: /3단계/ })).toBeInTheDocument();
    expect(api.calls('POST /v1/member/auth/email/verifications')[0]!.body).toEqual({
      email: 'spring@example.com',
      type: 'SIGN_UP',
    });
    expect(screen.getByText('spring@example.com')).toBeInTheDocument();
  });

  it('step 2 failure shows the spec alert', async () => {
    mockApi({
      'POST /v1/member/auth/email/verifications': failWith(
        500,
        'INTERNAL',
        '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
      ),
    });
    useSignupDraft.getState().update({ ...ID_CHECKED, ...PASSWORDS, ...CONSENTED });
    const user = userEvent.setup();
    renderFunnel('/signup?step=2');
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.emailRequestFailed);
  });

  it('step 4 signs up with YYYY/MM/DD, clears the draft and goes to /login', async () => {
    const api = mockApi({
      'GET /v1/member/auth/check-nickname': () => ({ data: { duplicated: false } }),
      'POST /v1/member/auth/sign-up': () => ({ data: { memberId: 1 } }),
      'GET /v1/region/all': () => ({ data: [{ regionCode: 101010, regionName: '서울 강남구' }] }),
    });
    useSignupDraft.getState().update({
      ...emailVerified(),
      region: { regionCode: 101010, regionName: '서울 강남구' },
    });
    const user = userEvent.setup();
    const { router } = renderFunnel('/signup?step=4');
    await screen.findByRole('heading', { level: 2, name: /4단계/ });

    const nickname = screen.getByRole('textbox', { name: /^닉네임/ });
    await user.type(nickname, '봄날엄마123');
    expect(nickname).toHaveValue('봄날엄마123'.slice(0, 8));
    await user.clear(nickname);
    await user.type(nickname, '봄날');
    await user.type(screen.getByRole('textbox', { name: /^생년월일/ }), '19650315');
    expect(screen.getByRole('textbox', { name: /^생년월일/ })).toHaveValue('1965 / 03 / 15');
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(screen.getByRole('button', { name: '시작하기' }));
    expect(await screen.findByText(AUTH_MESSAGES.checkNicknameFirst)).toBeInTheDocument();
    expect(api.calls('POST /v1/member/auth/sign-up')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '닉네임 중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.nicknameAvailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '시작하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ loginId: 'spring65' });
    expect(api.calls('POST /v1/member/auth/sign-up')[0]!.body).toEqual({
      loginId: 'spring65',
      password: PASSWORD,
      email: 'spring@example.com',
      nickName: '봄날',
      birthDate: '1965/03/15',
      gender: 'FEMALE',
      regionCode: 101010,
    });
    await waitFor(() => expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY) ?? '').not.toContain('spring65'));
  });

  it('step 4 shows every missing field at once', async () => {
    mockApi({});
    useSignupDraft.getState().update(emailVerified());
    const user = userEvent.setup();
    renderFunnel('/signup?step=4');
    await user.click(await screen.findByRole('button', { name: '시작하기' }));
    expect(await screen.findByText(AUTH_MESSAGES.nicknameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.birthDateFormat)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.genderRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.regionRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^닉네임/ })).toHaveFocus();
  });
});
