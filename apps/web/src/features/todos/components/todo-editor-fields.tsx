import { TODO_LINK_MAX_LENGTH, type TodoDetail } from '@dasibom/contract';
import { PencilLine } from 'lucide-react';
import type { RefObject } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type UseFormClearErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TargetDateField } from './target-date-field.tsx';
import type { TodoEditorProps } from './todo-editor.tsx';
import type { EditorValues } from './todo-editor-form.ts';
import { TodoLinkView } from './todo-link.tsx';

/** View: the stored link, when there is one. Add and edit: the link field with a live preview. */
export function LinkSection({
  id,
  todo,
  field,
  link,
  title,
  errorMessage,
}: {
  id: string;
  todo: TodoDetail | undefined;
  field: UseFormRegisterReturn<'link'> | undefined;
  link: string;
  title: string;
  errorMessage: string | undefined;
}) {
  if (todo) {
    if (!todo.link) return null;
    return (
      <section aria-labelledby={`${id}-link-title`} className="flex flex-col gap-2">
        <h2 id={`${id}-link-title`} className="text-base font-semibold text-ink">
          링크
        </h2>
        <TodoLinkView link={todo.link} videoId={todo.linkVideoId} todoTitle={todo.title} />
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <TextField
        {...field}
        type="url"
        inputMode="url"
        autoComplete="off"
        label="유튜브 링크"
        maxLength={TODO_LINK_MAX_LENGTH}
        errorMessage={errorMessage}
        description="유튜브 영상 주소 하나를 넣으면 이 화면에서 바로 볼 수 있어요. 다른 주소는 글자로만 보여요."
      />
      <TodoLinkView link={link} todoTitle={title} />
    </div>
  );
}

export function EditorActions({
  id,
  mode,
  todoId,
  todoGroupId,
  isTitleEmpty,
  isSaving,
  button,
}: {
  id: string;
  mode: TodoEditorProps['mode'];
  todoId: number | undefined;
  todoGroupId: number;
  isTitleEmpty: boolean;
  isSaving: boolean;
  button: { isDisabled: boolean; label: string };
}) {
  const isView = mode === 'view';
  const listHref = `/mytodo/list?group=${todoGroupId}`;
  const showsHint = !isView && isTitleEmpty;
  return (
    <>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line-soft pt-5">
        {isView && todoId !== undefined ? (
          <LinkButton
            href={`/mytodo/edit/${todoId}`}
            variant="secondary"
            icon={<PencilLine aria-hidden="true" className="size-5" />}
          >
            수정하기
          </LinkButton>
        ) : (
          <LinkButton href={listHref} variant="secondary">
            취소
          </LinkButton>
        )}
        {isView && (
          <LinkButton href={listHref} variant="secondary">
            목록으로
          </LinkButton>
        )}
        <Button
          type="submit"
          size="lg"
          isDisabled={button.isDisabled}
          isPending={isSaving}
          pendingLabel={button.label}
          aria-describedby={showsHint ? `${id}-save-hint` : undefined}
        >
          {button.label}
        </Button>
      </div>
      {showsHint && (
        <p id={`${id}-save-hint`} className="-mt-3 text-end text-base text-ink-muted">
          {mode === 'add'
            ? '할일 제목을 입력하면 추가할 수 있어요.'
            : '할일 제목을 입력하면 저장할 수 있어요.'}
        </p>
      )}
    </>
  );
}

export function TargetDateController({
  control,
  dateInput,
  isView,
  error,
  clearErrors,
}: {
  control: Control<EditorValues>;
  dateInput: RefObject<HTMLInputElement | null>;
  isView: boolean;
  error: FieldError | undefined;
  clearErrors: UseFormClearErrors<EditorValues>;
}) {
  return (
    <Controller
      control={control}
      name="targetDate"
      render={({ field }) => (
        <TargetDateField
          ref={(node) => {
            dateInput.current = node;
            field.ref(node);
          }}
          name={field.name}
          value={field.value}
          onChange={(value) => {
            if (error?.type === 'incomplete') clearErrors('targetDate');
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          isReadOnly={isView}
          errorMessage={error?.message}
        />
      )}
    />
  );
}

export function PublicSwitch({
  id,
  control,
  isView,
}: {
  id: string;
  control: Control<EditorValues>;
  isView: boolean;
}) {
  return (
    <>
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <Switch
            isSelected={field.value}
            onChange={field.onChange}
            isDisabled={isView}
            onText="공개"
            offText="비공개"
            aria-describedby={`${id}-public-note`}
          >
            공개
          </Switch>
        )}
      />
      <p id={`${id}-public-note`} className="-mt-4 text-base text-ink-muted">
        공개하면 로그인하지 않은 방문자를 포함해 누구나 이 할일의 제목, 메모, 링크, 사진을 볼 수 있어요.
        처음에는 나만 볼 수 있어요.
      </p>
    </>
  );
}

export function ViewNote({ id }: { id: string }) {
  return (
    <p id={id} className="rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
      읽기 전용 화면이에요. 고치려면 아래 ‘수정하기’를 누르세요.
    </p>
  );
}
