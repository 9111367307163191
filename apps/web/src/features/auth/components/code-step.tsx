import { Button } from '../../../components/ui/button.tsx';
import { normalizedEmail, useSignupDraft } from '../signup-draft.ts';
import { CodeVerification } from './code-verification.tsx';

/** Step 3: the code mailed in step 2. 다음 only once the code was accepted. */
export function CodeStep({ onDone }: { onDone: () => void }) {
  const email = useSignupDraft((state) => normalizedEmail(state.email) ?? state.email);
  const code = useSignupDraft((state) => state.code);
  const isVerified = useSignupDraft((state) => state.verifiedEmail !== null && state.verifiedEmail === email);
  const update = useSignupDraft((state) => state.update);
  if (!code) return null;

  return (
    <div className="flex flex-col gap-6">
      <CodeVerification
        email={email}
        type="SIGN_UP"
        sent={code}
        isVerified={isVerified}
        onResent={(sent) => update({ code: { ...sent, email }, verifiedEmail: null })}
        onVerified={() => update({ verifiedEmail: email })}
      />
      <Button size="lg" isFullWidth isDisabled={!isVerified} onPress={onDone}>
        다음
      </Button>
      {!isVerified && (
        <p className="-mt-3 text-center text-base text-ink-muted">
          인증번호가 확인되면 다음으로 갈 수 있어요.
        </p>
      )}
    </div>
  );
}
