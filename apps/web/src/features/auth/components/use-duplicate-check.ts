import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useEffect, useState } from 'react';
import { type FieldErrors, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { checkStateOf, useSignupDraft } from '../signup-draft.ts';

const CHECKS = {
  loginId: {
    draftKey: 'idCheck',
    serverField: 'loginId',
    available: AUTH_MESSAGES.idAvailable,
    taken: AUTH_MESSAGES.idTaken,
    checkFirst: AUTH_MESSAGES.checkIdFirst,
  },
  nickname: {
    draftKey: 'nicknameCheck',
    serverField: 'nickname',
    available: AUTH_MESSAGES.nicknameAvailable,
    taken: AUTH_MESSAGES.nicknameTaken,
    checkFirst: AUTH_MESSAGES.checkNicknameFirst,
  },
} as const;

type CheckMutation = { mutateAsync: (value: string) => Promise<boolean>; isPending: boolean };

/**
 * The 중복 확인 of a sign-up field: runs the check, keeps its answer in the draft, gives the status line, and keeps
 * the step from going on until the value in the field is the one that was found free.
 */
export function useDuplicateCheck<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: Path<V>,
  kind: keyof typeof CHECKS,
  mutation: CheckMutation,
) {
  const { draftKey, serverField, available, taken, checkFirst } = CHECKS[kind];
  const { watch, trigger, getValues, setError, setFocus } = form;
  const check = useSignupDraft((state) => state[draftKey]);
  const [checkFailure, setCheckFailure] = useState<string | null>(null);

  // A failed request is about the value that was sent; any edit clears it.
  useEffect(() => {
    const subscription = watch(() => setCheckFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const state = checkStateOf(check, String(watch(field) ?? ''));
  const status =
    state === 'available'
      ? { tone: 'success' as const, text: available }
      : state === 'taken'
        ? { tone: 'error' as const, text: taken }
        : checkFailure
          ? { tone: 'error' as const, text: checkFailure }
          : null;

  const runCheck = async () => {
    setCheckFailure(null);
    if (!(await trigger(field))) {
      setFocus(field);
      return;
    }
    const value = String(getValues(field)).trim();
    try {
      const duplicated = await mutation.mutateAsync(value);
      useSignupDraft.getState().update({ [draftKey]: { value, duplicated } });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.[serverField] : undefined;
      if (fieldMessage) setError(field, { message: fieldMessage }, { shouldFocus: true });
      else setCheckFailure(getErrorMessage(error));
    }
  };

  const currentState = (value: string) => checkStateOf(useSignupDraft.getState()[draftKey], value);

  /** For a valid form: true when the value passed its check; otherwise the field is marked or focused. */
  const isChecked = (value: string) => {
    const current = currentState(value);
    if (current === 'unchecked') setError(field, { message: checkFirst }, { shouldFocus: true });
    if (current === 'taken') setFocus(field);
    return current === 'available';
  };

  /** For an invalid form: the missing check is listed with the other problems. */
  const flagUnchecked = (errors: FieldErrors<V>) => {
    if (!get(errors, field) && currentState(String(getValues(field))) === 'unchecked')
      setError(field, { message: checkFirst });
  };

  return { status, runCheck, isChecking: mutation.isPending, isChecked, flagUnchecked };
}
