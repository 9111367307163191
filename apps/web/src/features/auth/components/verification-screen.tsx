import { AUTH_MESSAGES, LIMITS } from '@dasibom/contract/plain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import type { SentCode } from '../api/send-verification.ts';
import { type ResetPasswordState, readVerificationState, type VerificationState } from '../recovery-state.ts';
import { AuthPage } from './auth-page.tsx';
import { CodeVerification } from './code-verification.tsx';

/** Back where the person came from; a fresh tab (no history inside the app) goes to the find-ID screen. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/findid', { replace: true });
  };
}

/**
 * /verification: the recovery code. The address and the kind of recovery come in navigation state; without them
 * the person is told (alert) and sent back. FIND_ID → /resultId with the found ID; FIND_PASSWORD → /changepwd.
 */
export function VerificationScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const state = readVerificationState(location.state);
  const [fallbackSent] = useState<SentCode>(() => ({
    sentAt: Date.now(),
    expiresInSeconds: LIMITS.verificationSeconds,
    resendAfterSeconds: 30,
  }));
  const alerted = useRef(false);

  useEffect(() => {
    if (state || alerted.current) return;
    alerted.current = true;
    void showAlert(AUTH_MESSAGES.noEmailInfo).then(goBack);
  }, [state, goBack]);

  if (!state) return <AuthPage title="인증번호 확인">{null}</AuthPage>;

  const isFindId = state.type === 'FIND_ID';
  return (
    <AuthPage title="인증번호 확인" lead={isFindId ? '아이디 찾기' : '비밀번호 찾기'}>
      <CodeVerification
        email={state.email}
        type={state.type}
        loginId={state.loginId}
        sent={state.sent ?? fallbackSent}
        submitLabel="확인"
        onResent={(sent) =>
          // Kept in the history entry, so a reload keeps the right countdown.
          navigate('.', { replace: true, state: { ...state, sent } satisfies VerificationState })
        }
        onVerified={(result) => {
          toast(AUTH_MESSAGES.codeMatches, { tone: 'success' });
          if (isFindId) {
            navigate('/resultId', { replace: true, state: { loginId: result.loginId ?? '' } });
          } else {
            navigate('/changepwd', {
              replace: true,
              state: { email: state.email, loginId: state.loginId ?? '' } satisfies ResetPasswordState,
            });
          }
        }}
      />
    </AuthPage>
  );
}
