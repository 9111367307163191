import { ArrowLeft } from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../stores/toast-store.ts';
import { furthestStep, type SignupStep, useSignupDraft } from '../signup-draft.ts';
import { AccountStep } from './account-step.tsx';
import { AuthPage } from './auth-page.tsx';
import { CodeStep } from './code-step.tsx';
import { ConsentStep } from './consent-step.tsx';
import { ProfileStep, type ResidenceFieldProps } from './profile-step.tsx';
import { StepIndicator } from './step-indicator.tsx';

type StepState = { fromStep?: number; passwordWasLost?: boolean } | null;

function parseStep(value: string | null): SignupStep {
  const step = Number(value);
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/** Toast after a finished sign-up (the contract has no string for it). */
export const SIGNUP_DONE_MESSAGE = '회원가입을 마쳤어요. 로그인해 주세요.';

/**
 * The 4-step sign-up funnel at /signup?step=n, strictly forward: a later step opens only when every earlier one is
 * complete (deep links and browser history fall back to the furthest allowed step). Going back keeps the draft;
 * 이전 and the browser's back button both work.
 */
export function SignupFunnel({ ResidenceField }: { ResidenceField: ComponentType<ResidenceFieldProps> }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = parseStep(params.get('step'));
  const state = useSignupDraft();
  const furthest = furthestStep(state);
  const isDone = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locationState = location.state as StepState;

  // A new step starts at its heading for keyboard and screen-reader users (not on the first visit).
  const previous = useRef(requested);
  useEffect(() => {
    if (previous.current === requested) return;
    previous.current = requested;
    headingRef.current?.focus({ preventScroll: false });
  }, [requested]);

  // The draft is cleared once the new member has left for /login (clearing earlier would re-route the funnel).
  useEffect(
    () => () => {
      if (isDone.current) useSignupDraft.getState().reset();
    },
    [],
  );

  if (requested > furthest && !isDone.current) {
    // Only the passwords are missing (a reload): say why the person is back at step 1.
    const passwordWasLost = furthest === 1 && state.password === '' && state.idCheck !== null;
    return (
      <Navigate
        to={furthest === 1 ? '/signup' : `/signup?step=${furthest}`}
        replace
        state={{ passwordWasLost } satisfies StepState}
      />
    );
  }

  const goTo = (step: SignupStep) => navigate(`/signup?step=${step}`, { state: { fromStep: requested } });
  const goBack = () => {
    if (locationState?.fromStep === requested - 1) navigate(-1);
    else navigate(requested - 1 === 1 ? '/signup' : `/signup?step=${requested - 1}`, { replace: true });
  };

  return (
    <AuthPage
      title="회원가입"
      lead={requested === 1 ? '다시봄에 오신 것을 환영해요. 네 단계면 가입이 끝나요.' : undefined}
    >
      <StepIndicator ref={headingRef} current={requested} />
      {requested > 1 && (
        <Button
          variant="ghost"
          onPress={goBack}
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          className="-mt-2 self-start"
        >
          이전 단계
        </Button>
      )}
      {requested === 1 && (
        <AccountStep onDone={() => goTo(2)} passwordWasLost={locationState?.passwordWasLost} />
      )}
      {requested === 2 && <ConsentStep onDone={() => goTo(3)} />}
      {requested === 3 && <CodeStep onDone={() => goTo(4)} />}
      {requested === 4 && (
        <ProfileStep
          ResidenceField={ResidenceField}
          onSignedUp={(loginId) => {
            isDone.current = true;
            toast(SIGNUP_DONE_MESSAGE, { tone: 'success' });
            navigate('/login', { replace: true, state: { loginId } });
          }}
        />
      )}
      {requested === 1 && (
        <p className="text-center text-base text-ink-muted">
          이미 회원이신가요?{' '}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-4"
          >
            로그인
          </Link>
        </p>
      )}
    </AuthPage>
  );
}
