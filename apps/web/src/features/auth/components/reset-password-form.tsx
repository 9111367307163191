import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/forms/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { confirmProblem, newPasswordProblem } from '../../../lib/password.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { readResetPasswordState } from '../recovery-state.ts';
import { AuthPage } from './auth-page.tsx';

type Values = { password: string; passwordConfirm: string; loginId: string };

const resolver = rulesResolver<Values>({
  password: (value, values) => newPasswordProblem(value, { loginId: values.loginId }),
  passwordConfirm: (value, values) => confirmProblem(values.password, value),
});

/** /changepwd: a new password after the FIND_PASSWORD code was accepted; then /login. */
export function ResetPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readResetPasswordState(location.state);
  const reset = useResetPassword();
  const alerted = useRef(false);
  const { register, handleSubmit, watch, formState, setError } = useForm<Values>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: { password: '', passwordConfirm: '', loginId: state?.loginId ?? '' },
  });

  useEffect(() => {
    if (state || alerted.current) return;
    alerted.current = true;
    void showAlert(AUTH_MESSAGES.noEmailInfo).then(() => navigate('/findpwd', { replace: true }));
  }, [state, navigate]);

  if (!state) return <AuthPage title="새 비밀번호 설정">{null}</AuthPage>;

  const submit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await reset.mutateAsync({
        email: state.email,
        loginId: state.loginId,
        newPassword: newPassword.trim(),
      });
      toast(AUTH_MESSAGES.passwordChanged, { tone: 'success' });
      navigate('/login', { replace: true, state: { loginId: state.loginId } });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.newPassword : undefined;
      if (fieldMessage) {
        setError('password', { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'RESET_NOT_VERIFIED') {
        await showAlert(error.message);
        navigate('/findpwd', { replace: true, state: { loginId: state.loginId } });
        return;
      }
      await showAlert(AUTH_MESSAGES.passwordChangeFailed);
    }
  });

  return (
    <AuthPage title="새 비밀번호 설정" lead={`${state.loginId} 계정에 쓸 새 비밀번호를 정해 주세요.`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {/* For password managers: which account this new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={state.loginId} readOnly hidden />
        <NewPasswordFields
          form={{ register, watch, formState }}
          identity={{ loginId: state.loginId }}
          isReplacement
        />
        <Button type="submit" size="lg" isFullWidth isPending={reset.isPending}>
          비밀번호 변경
        </Button>
      </form>
    </AuthPage>
  );
}
