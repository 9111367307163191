import type { VerificationType } from '@dasibom/contract';
import { AUTH_MESSAGES, LIMITS } from '@dasibom/contract/plain';
import { useRef, useState } from 'react';
import type { StatusTone } from '../../../components/forms/inline-status.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type VerifyCodeResult, verifyCode } from '../api/verify-code.ts';

export type Message = { tone: StatusTone; text: string };

/** Server answers that say more than "wrong code" keep their own words; everything else is the spec's text. */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.codeInvalid;
  switch (error.code) {
    case 'CODE_EXPIRED':
    case 'CODE_ATTEMPTS_EXCEEDED':
    case 'RATE_LIMITED':
    case 'NETWORK_ERROR':
    case 'INTERNAL':
    case 'SERVICE_UNAVAILABLE':
      return error.message;
    default:
      return AUTH_MESSAGES.codeInvalid;
  }
}

type CodeTarget = { email: string; type: VerificationType; loginId?: string | undefined };

/** The code input and its checks: digits only, checked at full length, the latest input's answer kept. */
export function useCodeCheck(
  { email, type, loginId }: CodeTarget,
  onVerified: (result: VerifyCodeResult) => void,
) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  // Answers to an older input (the person kept typing) are ignored.
  const attempt = useRef(0);

  const verify = async (value: string) => {
    const current = ++attempt.current;
    setIsVerifying(true);
    try {
      const result = await verifyCode({ email, code: value, type, ...(loginId ? { loginId } : {}) });
      if (current !== attempt.current) return;
      setMessage({ tone: 'success', text: AUTH_MESSAGES.codeValid });
      onVerified(result);
    } catch (error) {
      if (current !== attempt.current) return;
      setMessage({ tone: 'error', text: failureMessage(error) });
    } finally {
      if (current === attempt.current) setIsVerifying(false);
    }
  };

  /** Forgets any check still on the wire and its message. */
  const forgetCheck = () => {
    attempt.current += 1;
    setIsVerifying(false);
    setMessage(null);
  };

  const change = (raw: string, isExpired: boolean) => {
    const digits = raw.replace(/\D/g, '').slice(0, LIMITS.verificationCodeLength);
    setCode(digits);
    setInputError(null);
    if (digits.length === LIMITS.verificationCodeLength) {
      if (!isExpired) void verify(digits);
    } else {
      // Any other length clears both messages.
      forgetCheck();
    }
  };

  /** A new code is on its way: the old input and everything about it go. */
  const clear = () => {
    forgetCheck();
    setCode('');
    setInputError(null);
  };

  return { code, message, inputError, setInputError, isVerifying, verify, change, clear };
}
