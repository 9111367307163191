import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginIdField } from '../../../components/forms/account-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { withRetryAfter } from '../../../lib/duration.ts';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { type LoginResult, preloadLoginSchema, useLogin } from '../api/login.ts';

type LoginValues = { loginId: string; password: string };

const resolver = rulesResolver<LoginValues>({
  loginId: (value) => (value.trim() === '' ? AUTH_MESSAGES.loginIdRequired : null),
  password: (value) => (value.trim() === '' ? AUTH_MESSAGES.passwordRequired : null),
});

/** The alert text for a failed login: the server's words for known failures, the spec's fallback otherwise. */
export function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.loginFailed;
  if (error.code === 'LOGIN_FAILED') return error.message;
  // SERVICE_UNAVAILABLE: the server turned the login away under load (or its database is away); it was not a wrong
  // password, so say so and when to try again.
  if (
    error.code === 'LOGIN_THROTTLED' ||
    error.code === 'RATE_LIMITED' ||
    error.code === 'SERVICE_UNAVAILABLE'
  ) {
    return withRetryAfter(error.message, error.retryAfterSeconds);
  }
  return AUTH_MESSAGES.loginFailed;
}

export type LoginFormProps = {
  defaultLoginId?: string;
  /** After the session is stored. May await more work (the app loads the member's settings) before moving on. */
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
};

/** ID + password, 로그인, and the links to sign-up and recovery. What was typed stays after a failure. */
export function LoginForm({ defaultLoginId = '', onLoggedIn }: LoginFormProps) {
  const loginMutation = useLogin();
  const { register, handleSubmit, formState, setFocus } = useForm<LoginValues>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: { loginId: defaultLoginId, password: '' },
  });

  const submit = handleSubmit(async ({ loginId, password }) => {
    let result: LoginResult;
    try {
      // Passwords are stored trimmed (the sign-up schema trims), so they are compared the same way.
      result = await loginMutation.mutateAsync({ loginId: loginId.trim(), password: password.trim() });
    } catch (error) {
      await showAlert(loginFailureMessage(error), { title: '로그인하지 못했어요' });
      setFocus('password');
      return;
    }
    useSessionStore.getState().setSession({
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      nickname: result.nickname,
      memberId: result.memberId,
      regionName: result.regionName,
      userImage: null,
    });
    await onLoggedIn(result);
  });

  return (
    <form
      noValidate
      // Drawn on the server: pressed before the script has run, the browser sends the form itself. POST keeps the
      // password out of the address and the logs; the server answers it with this page again (plugins/spa.ts).
      method="post"
      onSubmit={submit}
      // The answer's schema loads once the person starts on the form, so 로그인 does not wait for it.
      onFocus={() => void preloadLoginSchema()}
      className="flex flex-col gap-5"
    >
      <LoginIdField
        {...register('loginId')}
        maxLength={64}
        errorMessage={formState.errors.loginId?.message}
      />
      <PasswordField
        {...register('password')}
        purpose="current"
        label="비밀번호"
        errorMessage={formState.errors.password?.message}
      />
      <Button type="submit" size="lg" isFullWidth isPending={formState.isSubmitting} className="mt-1">
        로그인
      </Button>
      <nav aria-label="회원가입과 계정 찾기" className="flex flex-col items-center gap-3 pt-2">
        <p className="text-base text-ink">
          처음이신가요?{' '}
          <Link
            to="/signup"
            className="inline-flex min-h-11 items-center font-bold text-primary-strong underline underline-offset-4"
          >
            회원가입
          </Link>
        </p>
        <ul className="flex flex-wrap items-center justify-center gap-x-2 text-base">
          <li>
            <Link
              to="/findid"
              className="inline-flex min-h-11 items-center px-2 font-medium text-ink underline underline-offset-4"
            >
              아이디 찾기
            </Link>
          </li>
          {/* A drawn divider, not a "|" character: nothing to read, and no text colour to keep legible. */}
          <li aria-hidden="true" className="h-5 w-px bg-ink-muted" />
          <li>
            <Link
              to="/findpwd"
              className="inline-flex min-h-11 items-center px-2 font-medium text-ink underline underline-offset-4"
            >
              비밀번호 찾기
            </Link>
          </li>
        </ul>
      </nav>
    </form>
  );
}
