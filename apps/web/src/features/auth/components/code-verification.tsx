import { VerificationCodeSchema, type VerificationType } from '@dasibom/contract';
import { AUTH_MESSAGES, LIMITS } from '@dasibom/contract/plain';
import { Mail, RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { spokenDuration } from '../../../lib/duration.ts';
import { firstIssue } from '../../../lib/form-resolver.ts';
import { toast } from '../../../stores/toast-store.ts';
import { type SentCode, sendVerification } from '../api/send-verification.ts';
import type { VerifyCodeResult } from '../api/verify-code.ts';
import { formatMmSs, useNow } from '../hooks/use-now.ts';
import { type Message, useCodeCheck } from './use-code-check.ts';

export type CodeVerificationProps = {
  email: string;
  type: VerificationType;
  /** FIND_PASSWORD only. */
  loginId?: string;
  /** The code now in the mail: the countdown and the resend wait derive from it. */
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onVerified: (result: VerifyCodeResult) => void;
  /** Already accepted (sign-up, coming back to this step): the code is locked and the success text shows. */
  isVerified?: boolean;
  /** Recovery screens: a 확인 button that checks the input (the code is still verified automatically at 6 digits). */
  submitLabel?: string;
};

type ResendRowProps = {
  remaining: number;
  onResend: () => void;
  canResend: boolean;
  isResending: boolean;
  /** Seconds until 재전송 opens; shown (and tied to the button) only while it is closed for that reason. */
  resendWait: number | null;
  resendWaitId: string;
};

/** The countdown and 재전송, with the wait before it opens again. */
function ResendRow({
  remaining,
  onResend,
  canResend,
  isResending,
  resendWait,
  resendWaitId,
}: ResendRowProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-ink">
          남은 시간{' '}
          <span
            className={cx('font-bold tabular-nums', remaining <= 60 ? 'text-danger' : 'text-primary-strong')}
          >
            <span aria-hidden="true">{formatMmSs(remaining)}</span>
            <span className="sr-only">{spokenDuration(remaining)}</span>
          </span>
        </p>
        <Button
          variant="secondary"
          onPress={onResend}
          isDisabled={!canResend}
          isPending={isResending}
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
          aria-describedby={resendWait !== null ? resendWaitId : undefined}
        >
          재전송
        </Button>
      </div>
      {resendWait !== null && (
        <p id={resendWaitId} className="text-base text-ink-muted">
          {resendWait}초 뒤에 인증번호를 다시 받을 수 있어요.
        </p>
      )}
    </div>
  );
}

/**
 * The 6-digit code step (sign-up step 3 and /verification): where the code went, a mm:ss countdown from 3:00, the
 * input (numeric keypad, one-time-code autofill), automatic verification at 6 digits, and 재전송 once allowed.
 * Screen readers hear the result of each check, a warning at one minute left and the expiry — not every second.
 */
export function CodeVerification({
  email,
  type,
  loginId,
  sent,
  onResent,
  onVerified,
  isVerified = false,
  submitLabel,
}: CodeVerificationProps) {
  const id = useId();
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useCodeCheck({ email, type, loginId }, onVerified);
  const [isResending, setIsResending] = useState(false);
  const [resendBlockedUntil, setResendBlockedUntil] = useState(0);

  const expiresAt = sent.sentAt + (sent.expiresInSeconds || LIMITS.verificationSeconds) * 1000;
  const resendAt = Math.max(sent.sentAt + sent.resendAfterSeconds * 1000, resendBlockedUntil);
  const now = useNow(!isVerified, sent.sentAt);
  const remaining = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const isExpired = !isVerified && remaining === 0;
  const canResend =
    !isVerified && !isResending && (isExpired || now >= resendAt) && now >= resendBlockedUntil;
  const resendWait = Math.max(0, Math.ceil((Math.max(resendAt, resendBlockedUntil) - now) / 1000));
  const showResendWait = !isVerified && !canResend && !isResending && !isExpired && resendWait > 0;

  const resend = async () => {
    setIsResending(true);
    try {
      const next = await sendVerification({ email, type, ...(loginId ? { loginId } : {}) });
      check.clear();
      setResendBlockedUntil(0);
      onResent(next);
      toast(AUTH_MESSAGES.codeResent, { tone: 'success' });
      inputRef.current?.focus();
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds) {
        setResendBlockedUntil(Date.now() + error.retryAfterSeconds * 1000);
      }
      toast(AUTH_MESSAGES.codeResendFailed, { tone: 'error' });
    } finally {
      setIsResending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(VerificationCodeSchema, check.code);
    if (problem) {
      check.setInputError(problem);
      inputRef.current?.focus();
      return;
    }
    if (!check.isVerifying && !isExpired) void check.verify(check.code);
  };

  const shown: Message | null = isVerified
    ? { tone: 'success', text: AUTH_MESSAGES.codeValid }
    : isExpired
      ? { tone: 'error', text: AUTH_MESSAGES.codeExpired }
      : check.message;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="flex items-start gap-3 rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <span>
          <strong className="break-all font-bold">{email}</strong>
          (으)로 인증번호 6자리를 보냈어요. 메일이 보이지 않으면 스팸 메일함도 확인해 주세요.
        </span>
      </p>

      <div className="flex flex-col gap-2">
        <TextField
          ref={inputRef}
          label="인증번호"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={LIMITS.verificationCodeLength}
          placeholder="숫자 6자리"
          value={check.code}
          onChange={(event) => check.change(event.target.value, isExpired)}
          isReadOnly={isVerified}
          isRequired
          errorMessage={check.inputError ?? undefined}
          description={isVerified ? undefined : '6자리를 모두 입력하면 바로 확인해요.'}
          aria-describedby={statusId}
          inputClassName="text-xl tracking-[0.3em] tabular-nums placeholder:text-base placeholder:tracking-normal"
        />
        <InlineStatus id={statusId} tone={shown?.tone}>
          {check.isVerifying ? '확인하는 중이에요…' : shown?.text}
        </InlineStatus>
      </div>

      {!isVerified && (
        <ResendRow
          remaining={remaining}
          onResend={resend}
          canResend={canResend}
          isResending={isResending}
          resendWait={showResendWait ? resendWait : null}
          resendWaitId={`${id}-resend-wait`}
        />
      )}

      {/* Polite, and only at sensible moments: one minute left. The expiry itself is the status text above. */}
      <p role="status" className="sr-only">
        {!isVerified && remaining > 0 && remaining <= 60 ? '인증 시간이 1분 남았어요.' : ''}
      </p>

      {submitLabel && !isVerified && (
        <Button type="submit" size="lg" isFullWidth isPending={check.isVerifying} isDisabled={isExpired}>
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
