import {
  BirthDateSchema,
  birthDateFromDigits,
  type Gender,
  NicknameSchema,
  passwordPolicyProblem,
  type Region,
} from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { type ComponentType, type Ref, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useCheckNickname } from '../api/check-nickname.ts';
import { useSignUp } from '../api/sign-up.ts';
import { checkStateOf, normalizedEmail, useSignupDraft } from '../signup-draft.ts';
import { BirthDateField } from './birth-date-field.tsx';
import { DuplicateCheckField } from './duplicate-check-field.tsx';
import { GenderField } from './gender-field.tsx';

/** The residence control, supplied by the app (the regions feature's ResidenceButton fits). */
export type ResidenceFieldProps = {
  value?: Region | null;
  onChange: (region: Region) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string;
  ref?: Ref<HTMLButtonElement>;
};

type ProfileValues = { nickName: string; birthDigits: string; gender: Gender | null; region: Region | null };

function nicknameProblem(nickname: string): string | null {
  const format = firstIssue(NicknameSchema, nickname);
  if (format) return format;
  const { loginId, password } = useSignupDraft.getState();
  // The server refuses a password that contains the nickname; say so here, where it can still be fixed.
  return passwordPolicyProblem(password, { loginId, nickname }) === AUTH_MESSAGES.passwordContainsIdentity
    ? AUTH_MESSAGES.passwordContainsIdentity
    : null;
}

const resolver = rulesResolver<ProfileValues>({
  nickName: (value) => nicknameProblem(value),
  birthDigits: (value) => {
    const birthDate = birthDateFromDigits(value);
    return birthDate ? firstIssue(BirthDateSchema, birthDate) : AUTH_MESSAGES.birthDateFormat;
  },
  gender: (value) => (value ? null : AUTH_MESSAGES.genderRequired),
  region: (value) => (value ? null : AUTH_MESSAGES.regionRequired),
});

const FIELD_OF: Record<string, keyof ProfileValues> = {
  nickName: 'nickName',
  birthDate: 'birthDigits',
  gender: 'gender',
  regionCode: 'region',
};

export type ProfileStepProps = {
  ResidenceField: ComponentType<ResidenceFieldProps>;
  /** After a successful sign-up, with the new login ID. */
  onSignedUp: (loginId: string) => void;
};

/** Step 4: nickname (with its duplicate check), birth date, gender, residence, then 시작하기. */
export function ProfileStep({ ResidenceField, onSignedUp }: ProfileStepProps) {
  const draft = useSignupDraft();
  const checkNickname = useCheckNickname();
  const signUp = useSignUp();
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, trigger, getValues, setError, setFocus, formState } =
    useForm<ProfileValues>({
      ...FORM_VALIDATION,
      resolver,
      defaultValues: {
        nickName: draft.nickName,
        birthDigits: draft.birthDigits,
        gender: draft.gender,
        region: draft.region,
      },
    });

  useEffect(() => {
    const subscription = watch((values) => {
      useSignupDraft.getState().update({
        nickName: values.nickName ?? '',
        birthDigits: values.birthDigits ?? '',
        gender: values.gender ?? null,
        region: values.region
          ? { regionCode: values.region.regionCode ?? 0, regionName: values.region.regionName ?? '' }
          : null,
      });
      setCheckFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const nickName = watch('nickName');
  const nicknameState = checkStateOf(draft.nicknameCheck, nickName);

  const runCheck = async () => {
    setCheckFailure(null);
    if (!(await trigger('nickName'))) {
      setFocus('nickName');
      return;
    }
    const value = getValues('nickName').trim();
    try {
      const duplicated = await checkNickname.mutateAsync(value);
      useSignupDraft.getState().update({ nicknameCheck: { value, duplicated } });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.nickname : undefined;
      if (fieldMessage) setError('nickName', { message: fieldMessage }, { shouldFocus: true });
      else setCheckFailure(getErrorMessage(error));
    }
  };

  const handleSignUpError = async (error: unknown) => {
    const update = useSignupDraft.getState().update;
    const code = isApiError(error) ? error.code : null;
    if (code === 'NICKNAME_TAKEN') {
      update({ nicknameCheck: { value: getValues('nickName').trim(), duplicated: true } });
      setFocus('nickName');
      return;
    }
    if (code === 'VALIDATION' && isApiError(error) && error.fields) {
      const entries = Object.entries(error.fields).filter(([field]) => FIELD_OF[field]);
      if (entries.length > 0) {
        entries.forEach(([field, message], index) => {
          setError(FIELD_OF[field]!, { message }, { shouldFocus: index === 0 });
        });
        return;
      }
    }
    await showAlert(getErrorMessage(error, '회원가입에 실패했어요. 잠시 후 다시 시도해 주세요.'));
    // These send the person back to the step that can fix them (the funnel follows the draft).
    if (code === 'LOGIN_ID_TAKEN') {
      const loginId = useSignupDraft.getState().loginId.trim();
      update({ idCheck: { value: loginId, duplicated: true } });
    } else if (code === 'EMAIL_NOT_VERIFIED') {
      update({ verifiedEmail: null });
    } else if (code === 'EMAIL_TAKEN') {
      update({ verifiedEmail: null, code: null });
    }
  };

  const submit = handleSubmit(
    async (values) => {
      const state = checkStateOf(useSignupDraft.getState().nicknameCheck, values.nickName);
      if (state === 'unchecked') {
        setError('nickName', { message: AUTH_MESSAGES.checkNicknameFirst }, { shouldFocus: true });
        return;
      }
      if (state === 'taken') {
        setFocus('nickName');
        return;
      }
      const current = useSignupDraft.getState();
      const loginId = current.loginId.trim();
      try {
        await signUp.mutateAsync({
          loginId,
          password: current.password.trim(),
          email: normalizedEmail(current.email) ?? current.email.trim(),
          nickName: values.nickName.trim(),
          birthDate: birthDateFromDigits(values.birthDigits) ?? '',
          gender: values.gender as Gender,
          regionCode: values.region?.regionCode ?? 0,
        });
        onSignedUp(loginId);
      } catch (error) {
        await handleSignUpError(error);
      }
    },
    (errors) => {
      const state = checkStateOf(useSignupDraft.getState().nicknameCheck, getValues('nickName'));
      if (!errors.nickName && state === 'unchecked') {
        setError('nickName', { message: AUTH_MESSAGES.checkNicknameFirst });
      }
    },
  );

  const status =
    nicknameState === 'available'
      ? { tone: 'success' as const, text: AUTH_MESSAGES.nicknameAvailable }
      : nicknameState === 'taken'
        ? { tone: 'error' as const, text: AUTH_MESSAGES.nicknameTaken }
        : checkFailure
          ? { tone: 'error' as const, text: checkFailure }
          : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <DuplicateCheckField
        label="닉네임"
        checkLabel="닉네임 중복 확인"
        registration={register('nickName')}
        autoComplete="nickname"
        maxLength={8}
        description="한글, 영문, 숫자로 2~8자. 다른 회원에게 보이는 이름이에요."
        errorMessage={formState.errors.nickName?.message}
        status={status}
        onCheck={runCheck}
        isChecking={checkNickname.isPending}
      />
      <Controller
        name="birthDigits"
        control={control}
        render={({ field, fieldState }) => (
          <BirthDateField
            ref={field.ref}
            name={field.name}
            digits={field.value}
            onDigitsChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState }) => (
          <GenderField
            fieldRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="region"
        control={control}
        render={({ field, fieldState }) => (
          <ResidenceField
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" size="lg" isFullWidth isPending={signUp.isPending}>
        시작하기
      </Button>
    </form>
  );
}
