import {
  BirthDateSchema,
  birthDateFromDigits,
  type Gender,
  NicknameSchema,
  passwordPolicyProblem,
  type Region,
  type SignUpRequestInput,
} from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { type ComponentType, type Ref, useEffect } from 'react';
import { type Control, Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { useCheckNickname } from '../api/check-nickname.ts';
import { useSignUp } from '../api/sign-up.ts';
import { normalizedEmail, useSignupDraft } from '../signup-draft.ts';
import { BirthDateField } from './birth-date-field.tsx';
import { DuplicateCheckField } from './duplicate-check-field.tsx';
import { GenderField } from './gender-field.tsx';
import { useDuplicateCheck } from './use-duplicate-check.ts';

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

/** Fields from the server's VALIDATION answer are shown on their inputs; anything else is an alert. */
async function showSignUpError(error: unknown, form: UseFormReturn<ProfileValues>) {
  const update = useSignupDraft.getState().update;
  const code = isApiError(error) ? error.code : null;
  if (code === 'NICKNAME_TAKEN') {
    update({ nicknameCheck: { value: form.getValues('nickName').trim(), duplicated: true } });
    form.setFocus('nickName');
    return;
  }
  const fieldErrors = isApiError(error) && code === 'VALIDATION' && error.fields ? error.fields : {};
  const entries = Object.entries(fieldErrors).filter(([field]) => FIELD_OF[field]);
  if (entries.length > 0) {
    entries.forEach(([field, message], index) => {
      form.setError(FIELD_OF[field]!, { message }, { shouldFocus: index === 0 });
    });
    return;
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
}

/** The earlier steps' answers come from the draft, this step's from the form. */
function signUpRequest(values: ProfileValues): SignUpRequestInput {
  const current = useSignupDraft.getState();
  return {
    loginId: current.loginId.trim(),
    password: current.password.trim(),
    email: normalizedEmail(current.email) ?? current.email.trim(),
    nickName: values.nickName.trim(),
    birthDate: birthDateFromDigits(values.birthDigits) ?? '',
    gender: values.gender as Gender,
    regionCode: values.region?.regionCode ?? 0,
  };
}

/** Birth date, gender and residence: controlled inputs, each tied to its form field. */
function DetailFields({
  control,
  ResidenceField,
}: {
  control: Control<ProfileValues>;
  ResidenceField: ComponentType<ResidenceFieldProps>;
}) {
  return (
    <>
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
    </>
  );
}

/** Step 4: nickname (with its duplicate check), birth date, gender, residence, then 시작하기. */
export function ProfileStep({ ResidenceField, onSignedUp }: ProfileStepProps) {
  const draft = useSignupDraft();
  const signUp = useSignUp();
  const form = useForm<ProfileValues>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: {
      nickName: draft.nickName,
      birthDigits: draft.birthDigits,
      gender: draft.gender,
      region: draft.region,
    },
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const nicknameCheck = useDuplicateCheck(form, 'nickName', 'nickname', useCheckNickname());

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
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    if (!nicknameCheck.isChecked(values.nickName)) return;
    const request = signUpRequest(values);
    try {
      await signUp.mutateAsync(request);
      onSignedUp(request.loginId);
    } catch (error) {
      await showSignUpError(error, form);
    }
  }, nicknameCheck.flagUnchecked);

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
        status={nicknameCheck.status}
        onCheck={nicknameCheck.runCheck}
        isChecking={nicknameCheck.isChecking}
      />
      <DetailFields control={control} ResidenceField={ResidenceField} />
      <Button type="submit" size="lg" isFullWidth isPending={signUp.isPending}>
        시작하기
      </Button>
    </form>
  );
}
