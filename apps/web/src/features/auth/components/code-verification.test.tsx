import { AUTH_MESSAGES } from '@dasibom/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/index.ts';
import { useToastStore } from '../../../stores/toast-store.ts';
import { failWith, mockApi } from '../../../test/mock-api.ts';
import type { SentCode } from '../api/send-verification.ts';
import { CodeVerification } from './code-verification.tsx';

function Harness({ onVerified = () => {} }: { onVerified?: () => void }) {
  const [sent, setSent] = useState<SentCode>({
    sentAt: Date.now(),
    expiresInSeconds: 180,
    resendAfterSeconds: 30,
  });
  return (
    <>
      <CodeVerification
        email="spring@example.com"
        type="SIGN_UP"
        sent={sent}
        onResent={setSent}
        onVerified={onVerified}
      />
      <ToastHost />
    </>
  );
}

const codeInput = () => screen.getByRole('textbox', { name: /^인증번호/ });
const resendButton = () => screen.getByRole('button', { name: /재전송/ });
const timer = () => screen.getByText(/^\d\d:\d\d$/);

/** Types into the code field (one change event per call) and lets the fetch promise settle. */
async function typeCode(value: string) {
  await act(async () => {
    fireEvent.change(codeInput(), { target: { value } });
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00+09:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CodeVerification', () => {
  it('counts down from 03:00 in mm:ss, warns once at one minute and expires at 0', async () => {
    mockApi({});
    render(<Harness />);
    expect(timer()).toHaveTextContent('03:00');
    expect(screen.getByText('남은 시간', { exact: false })).toHaveTextContent('3분');
    await tick(1000);
    expect(timer()).toHaveTextContent('02:59');

    // The polite warning appears once at 1:00, not every second.
    const warning = () => screen.queryByText('인증 시간이 1분 남았어요.');
    await tick(118_000);
    expect(timer()).toHaveTextContent('01:01');
    expect(warning()).toBeNull();
    await tick(1000);
    expect(timer()).toHaveTextContent('01:00');
    expect(warning()).toBeInTheDocument();
    expect(warning()!.closest('[role="status"]')).not.toBeNull();

    await tick(60_000);
    expect(timer()).toHaveTextContent('00:00');
    expect(screen.getByText(AUTH_MESSAGES.codeExpired)).toBeInTheDocument();
    expect(warning()).toBeNull();
    // Expired: 재전송 is allowed.
    expect(resendButton()).toBeEnabled();
  });

  it('enables 재전송 after 30 s; resend restarts at 03:00, clears the code and toasts', async () => {
    const api = mockApi({
      'POST /v1/member/auth/email/verifications': () => ({
        data: { expiresInSeconds: 180, resendAfterSeconds: 30 },
      }),
      'POST /v1/member/auth/email/verifications/verify': failWith(
        400,
        'CODE_MISMATCH',
        '인증번호가 일치하지 않습니다.',
      ),
    });
    render(<Harness />);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('30초 뒤에 인증번호를 다시 받을 수 있어요.')).toBeInTheDocument();
    await tick(29_000);
    expect(resendButton()).toBeDisabled();
    await tick(1000);
    expect(resendButton()).toBeEnabled();

    await typeCode('111111');
    expect(screen.getByText(AUTH_MESSAGES.codeInvalid)).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(resendButton());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.calls('POST /v1/member/auth/email/verifications')[0]!.body).toEqual({
      email: 'spring@example.com',
      type: 'SIGN_UP',
    });
    expect(timer()).toHaveTextContent('03:00');
    expect(codeInput()).toHaveValue('');
    expect(screen.queryByText(AUTH_MESSAGES.codeInvalid)).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(AUTH_MESSAGES.codeResent);
    expect(resendButton()).toBeDisabled();
  });

  it('a refused resend toasts the failure and waits the server’s retryAfterSeconds', async () => {
    mockApi({
      'POST /v1/member/auth/email/verifications': failWith(
        429,
        'CODE_RESEND_TOO_SOON',
        '인증번호는 잠시 후에 다시 받을 수 있어요.',
        { retryAfterSeconds: 20 },
      ),
    });
    render(<Harness />);
    await tick(30_000);
    await act(async () => {
      fireEvent.click(resendButton());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(AUTH_MESSAGES.codeResendFailed);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('20초 뒤에 인증번호를 다시 받을 수 있어요.')).toBeInTheDocument();
    await tick(20_000);
    expect(resendButton()).toBeEnabled();
  });

  it('verifies automatically at 6 digits; other lengths clear both messages', async () => {
    const onVerified = vi.fn();
    const api = mockApi({
      'POST /v1/member/auth/email/verifications/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { data: { verified: true } }
          : { error: { status: 400, code: 'CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' } },
    });
    render(<Harness onVerified={onVerified} />);
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');

    await typeCode('12345');
    expect(api.calls('POST /v1/member/auth/email/verifications/verify')).toHaveLength(0);

    await typeCode('123457');
    expect(api.calls('POST /v1/member/auth/email/verifications/verify')).toHaveLength(1);
    expect(screen.getByText(AUTH_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.codeInvalid));

    await typeCode('12345');
    expect(screen.queryByText(AUTH_MESSAGES.codeInvalid)).not.toBeInTheDocument();

    // Letters never get in; the digits still count.
    await typeCode('12a3456');
    expect(codeInput()).toHaveValue('123456');
    expect(api.calls('POST /v1/member/auth/email/verifications/verify').at(-1)!.body).toEqual({
      email: 'spring@example.com',
      code: '123456',
      type: 'SIGN_UP',
    });
    expect(screen.getByText(AUTH_MESSAGES.codeValid)).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledWith({ verified: true });

    await typeCode('1234567'.slice(0, 4));
    expect(screen.queryByText(AUTH_MESSAGES.codeValid)).not.toBeInTheDocument();
  });

  it('keeps the server’s words for an expired or over-tried code', async () => {
    mockApi({
      'POST /v1/member/auth/email/verifications/verify': failWith(
        400,
        'CODE_ATTEMPTS_EXCEEDED',
        '인증번호를 여러 번 잘못 입력했어요. 인증번호를 다시 받아 주세요.',
      ),
    });
    render(<Harness />);
    await typeCode('000000');
    expect(
      screen.getByText('인증번호를 여러 번 잘못 입력했어요. 인증번호를 다시 받아 주세요.'),
    ).toBeInTheDocument();
  });
});
