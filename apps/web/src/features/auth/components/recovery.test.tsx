import { AUTH_MESSAGES } from '@dasibom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../stores/toast-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { acknowledgeAlert } from '../../../test/queries.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { FindIdForm } from './find-id-form.tsx';
import { FindPasswordForm } from './find-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { ResultId } from './result-id.tsx';
import { VerificationScreen } from './verification-screen.tsx';

const SENT = { sentAt: Date.now(), expiresInSeconds: 180, resendAfterSeconds: 30 };

const mockSendCode = () =>
  mockApi({
    'POST /v1/member/auth/email/verifications': () => ({
      data: { expiresInSeconds: 180, resendAfterSeconds: 30 },
    }),
  });

/** Renders `element` at `path`, with `state` in the navigation entry when given. */
function open(element: ReactElement, path: string, state?: object, routes?: RouteObject[]) {
  const user = userEvent.setup();
  const initialEntries = state ? [{ pathname: path, state }] : [path];
  return { user, ...renderRoute(element, { path, initialEntries, routes }) };
}

describe('/findid', () => {
  it('keeps 인증번호 받기 disabled until the e-mail is valid, then hands the address over in state', async () => {
    const api = mockSendCode();
    const { user, router } = open(<FindIdForm />, '/findid');
    const email = screen.getByRole('textbox', { name: /^이메일/ });
    const submit = screen.getByRole('button', { name: '인증번호 받기' });
    expect(submit).toBeDisabled();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email, 'spring@');
    expect(await screen.findByText(AUTH_MESSAGES.findIdEmailFormat)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(email, 'example.com');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toMatchObject({ email: 'spring@example.com', type: 'FIND_ID' });
    expect(api.calls('POST /v1/member/auth/email/verifications')[0]!.body).toEqual({
      email: 'spring@example.com',
      type: 'FIND_ID',
    });
  });
});

describe('/findpwd', () => {
  it('asks for both fields with the spec messages and sends loginId along', async () => {
    const api = mockSendCode();
    const { user, router } = open(<FindPasswordForm />, '/findpwd');
    await user.type(screen.getByRole('textbox', { name: /^이메일/ }), 'nope');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginIdRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.findPasswordEmailFormat)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^아이디/ }), 'spring65');
    await user.clear(screen.getByRole('textbox', { name: /^이메일/ }));
    await user.type(screen.getByRole('textbox', { name: /^이메일/ }), 'spring@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(api.calls('POST /v1/member/auth/email/verifications')[0]!.body).toEqual({
      email: 'spring@example.com',
      type: 'FIND_PASSWORD',
      loginId: 'spring65',
    });
  });
});

describe('/verification', () => {
  it('FIND_ID: checks the input, then on success toasts and shows the ID on /resultId', async () => {
    const api = mockApi({
      'POST /v1/member/auth/email/verifications/verify': () => ({
        data: { verified: true, loginId: 'spring65' },
      }),
    });
    const { user, router } = open(
      <VerificationScreen />,
      '/verification',
      { email: 'spring@example.com', type: 'FIND_ID', sent: SENT },
      [{ path: '/resultId', element: <ResultId /> }],
    );
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^인증번호/ }), '123');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.codeLength)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^인증번호/ }), '456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/resultId'));
    expect(api.calls('POST /v1/member/auth/email/verifications/verify')[0]!.body).toEqual({
      email: 'spring@example.com',
      code: '123456',
      type: 'FIND_ID',
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(AUTH_MESSAGES.codeMatches);
    expect(await screen.findByText('spring65')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/findpwd');
  });

  it('FIND_PASSWORD: success goes to /changepwd with the address and ID in state', async () => {
    mockApi({ 'POST /v1/member/auth/email/verifications/verify': () => ({ data: { verified: true } }) });
    const { user, router } = open(<VerificationScreen />, '/verification', {
      email: 'spring@example.com',
      type: 'FIND_PASSWORD',
      loginId: 'spring65',
      sent: SENT,
    });
    await user.type(await screen.findByRole('textbox', { name: /^인증번호/ }), '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/changepwd'));
    expect(router.state.location.state).toEqual({ email: 'spring@example.com', loginId: 'spring65' });
  });
});

describe('/changepwd', () => {
  it('sets the new password, toasts and goes to /login', async () => {
    const api = mockApi({ 'POST /v1/member/auth/email/password': () => ({ data: { changed: true } }) });
    const { user, router } = open(<ResetPasswordForm />, '/changepwd', {
      email: 'spring@example.com',
      loginId: 'spring65',
    });
    const password = await screen.findByLabelText(/^새 비밀번호\s*\(필수\)$/, { selector: 'input' });
    await user.type(password, 'spring65Aa!');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }), 'spring65Aa!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    // The blocklist: no login ID inside the password.
    expect(await screen.findAllByText(AUTH_MESSAGES.passwordContainsIdentity)).not.toHaveLength(0);
    expect(api.calls('POST /v1/member/auth/email/password')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'Bloom!2026x');
    await user.clear(screen.getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }), 'Bloom!2026x');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST /v1/member/auth/email/password')[0]!.body).toEqual({
      email: 'spring@example.com',
      loginId: 'spring65',
      newPassword: 'Bloom!2026x',
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(AUTH_MESSAGES.passwordChanged);
  });
});

describe('without an e-mail in navigation state', () => {
  it.each([
    { path: '/verification', element: <VerificationScreen />, back: '/findid' },
    { path: '/changepwd', element: <ResetPasswordForm />, back: '/findpwd' },
  ])('$path: alert 이메일 정보가 없습니다., then back to $back', async ({ path, element, back }) => {
    mockApi({});
    const { user, router } = open(element, path);
    await acknowledgeAlert(user, AUTH_MESSAGES.noEmailInfo);
    await waitFor(() => expect(router.state.location.pathname).toBe(back));
  });
});
