import { LoginIdSchema, passwordPolicyProblem } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/forms/new-password-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { confirmProblem, newPasswordProblem } from '../../../lib/password.ts';
import { useCheckId } from '../api/check-id.ts';
import { checkStateOf, useSignupDraft } from '../signup-draft.ts';
import { DuplicateCheckField } from './duplicate-check-field.tsx';

type AccountValues = { loginId: string; password: string; passwordConfirm: string };

const resolver = rulesResolver<AccountValues>({
  loginId: (value) => firstIssue(LoginIdSchema, value),
  password: (value, values) => newPasswordProblem(value, { loginId: values.loginId }),
  passwordConfirm: (value, values) => confirmProblem(values.password, value),
});

/** Step 1: login ID with its duplicate check, password with the live checklist, confirmation. */
export function AccountStep({ onDone, passwordWasLost }: { onDone: () => void; passwordWasLost?: boolean }) {
  const draft = useSignupDraft();
  const { register, handleSubmit, watch, trigger, getValues, setError, setFocus, formState } =
    useForm<AccountValues>({
      ...FORM_VALIDATION,
      resolver,
      defaultValues: {
        loginId: draft.loginId,
        password: draft.password,
        passwordConfirm: draft.passwordConfirm,
      },
    });
  const checkId = useCheckId();
  const [checkFailure, setCheckFailure] = useState<string | null>(null);

  // Every keystroke goes to the draft (the ID to sessionStorage, the passwords to memory only).
  useEffect(() => {
    const subscription = watch((values) => {
      useSignupDraft.getState().update({
        loginId: values.loginId ?? '',
        password: values.password ?? '',
        passwordConfirm: values.passwordConfirm ?? '',
      });
      setCheckFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const loginId = watch('loginId');
  const password = watch('password');
  const passwordConfirm = watch('passwordConfirm');
  const idState = checkStateOf(draft.idCheck, loginId);

  const runCheck = async () => {
    setCheckFailure(null);
    if (!(await trigger('loginId'))) {
      setFocus('loginId');
      return;
    }
    const value = getValues('loginId').trim();
    try {
      const duplicated = await checkId.mutateAsync(value);
      useSignupDraft.getState().update({ idCheck: { value, duplicated } });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.loginId : undefined;
      if (fieldMessage) setError('loginId', { message: fieldMessage }, { shouldFocus: true });
      else setCheckFailure(getErrorMessage(error));
    }
  };

  const submit = handleSubmit(
    (values) => {
      const state = checkStateOf(useSignupDraft.getState().idCheck, values.loginId);
      if (state === 'unchecked') {
        setError('loginId', { message: AUTH_MESSAGES.checkIdFirst }, { shouldFocus: true });
        return;
      }
      if (state === 'taken') {
        setFocus('loginId');
        return;
      }
      onDone();
    },
    (errors) => {
      // Other fields are wrong too: still say the check is missing, so everything is listed at once.
      const state = checkStateOf(useSignupDraft.getState().idCheck, getValues('loginId'));
      if (!errors.loginId && state === 'unchecked')
        setError('loginId', { message: AUTH_MESSAGES.checkIdFirst });
    },
  );

  const status =
    idState === 'available'
      ? { tone: 'success' as const, text: AUTH_MESSAGES.idAvailable }
      : idState === 'taken'
        ? { tone: 'error' as const, text: AUTH_MESSAGES.idTaken }
        : checkFailure
          ? { tone: 'error' as const, text: checkFailure }
          : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {passwordWasLost && (
        <p className="flex items-start gap-2 rounded-xl bg-warning-tint px-4 py-3 text-base text-ink">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span>
            안전을 위해 비밀번호는 저장하지 않아요. 비밀번호를 다시 입력해 주세요. 다른 입력 내용은 그대로
            남아 있어요.
          </span>
        </p>
      )}
      <DuplicateCheckField
        label="아이디"
        checkLabel="아이디 중복 확인"
        registration={register('loginId')}
        autoComplete="username"
        maxLength={20}
        description="영문과 숫자로 4~20자"
        errorMessage={formState.errors.loginId?.message}
        status={status}
        onCheck={runCheck}
        isChecking={checkId.isPending}
      />
      <NewPasswordFields
        passwordField={register('password')}
        confirmField={register('passwordConfirm')}
        password={password}
        confirm={passwordConfirm}
        passwordError={formState.errors.password?.message}
        confirmError={formState.errors.passwordConfirm?.message}
        policyProblem={passwordPolicyProblem(password, { loginId })}
      />
      <Button type="submit" size="lg" isFullWidth>
        다음
      </Button>
    </form>
  );
}
