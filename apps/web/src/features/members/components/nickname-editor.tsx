import { NicknameSchema } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, firstIssue, rulesResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useChangeNickname } from '../api/change-nickname.ts';
import { InfoRow } from './info-row.tsx';

type Values = { nickname: string };

const resolver = rulesResolver<Values>({
  nickname: (value) =>
    value.trim() === '' ? AUTH_MESSAGES.nicknameRequired : firstIssue(NicknameSchema, value),
});

export const NICKNAME_CHANGED_MESSAGE = '닉네임을 바꿨어요.';

/** 닉네임: view mode with 수정; edit mode with the field, 취소 and 저장. Errors stay inline; typing is never lost. */
export function NicknameEditor({ nickname }: { nickname: string }) {
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const change = useChangeNickname();
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<Values>({
    ...FORM_VALIDATION,
    resolver,
    defaultValues: { nickname },
  });

  useEffect(() => {
    if (isEditing) setFocus('nickname');
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [isEditing, setFocus]);

  const close = () => {
    returnFocus.current = true;
    setIsEditing(false);
  };

  const save = handleSubmit(async ({ nickname: typed }) => {
    const next = typed.trim();
    if (next === nickname) {
      close();
      return;
    }
    try {
      await change.mutateAsync(next);
      toast(NICKNAME_CHANGED_MESSAGE, { tone: 'success' });
      close();
    } catch (error) {
      const message =
        isApiError(error) && (error.code === 'NICKNAME_TAKEN' || error.code === 'VALIDATION')
          ? (error.fields?.newNickName ?? error.message)
          : AUTH_MESSAGES.nicknameChangeFailed;
      setError('nickname', { message }, { shouldFocus: true });
    }
  });

  if (!isEditing) {
    return (
      <InfoRow
        label="닉네임"
        action={
          <Button
            ref={editButtonRef}
            variant="secondary"
            aria-label="닉네임 수정"
            icon={<Pencil aria-hidden="true" className="size-5" />}
            onPress={() => {
              reset({ nickname });
              setIsEditing(true);
            }}
          >
            수정
          </Button>
        }
      >
        <span className="min-w-0 break-all font-semibold">{nickname}</span>
      </InfoRow>
    );
  }

  return (
    <InfoRow label="닉네임">
      <form noValidate onSubmit={save} className="flex w-full flex-col gap-3">
        <TextField
          {...register('nickname')}
          label="새 닉네임"
          maxLength={8}
          autoComplete="nickname"
          isRequired
          description="한글, 영문, 숫자로 2~8자"
          errorMessage={formState.errors.nickname?.message}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={close}>
            취소
          </Button>
          <Button type="submit" isPending={change.isPending}>
            저장
          </Button>
        </div>
      </form>
    </InfoRow>
  );
}
