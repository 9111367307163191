import {
  isCalendarDay,
  isHttpLink,
  TODO_LINK_MAX_LENGTH,
  TODO_MESSAGES,
  type TodoDetail,
} from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { PencilLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { FORM_VALIDATION, rulesResolver } from '../../../lib/form-resolver.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useCreateTodo } from '../api/create-todo.ts';
import { useUpdateTodo } from '../api/update-todo.ts';
import { ImagePanel } from './image-panel.tsx';
import { addedMessage, EDITOR_MESSAGES, saveButtonState } from './save-button-state.ts';
import { isDateIncomplete, TARGET_DATE_INCOMPLETE, TargetDateField } from './target-date-field.tsx';
import { TodoLinkView } from './todo-link.tsx';

type EditorValues = { title: string; isPublic: boolean; memo: string; link: string; targetDate: string };

/** The form's rules: the contract's messages, checked on the trimmed values the server will see. */
export const editorResolver = rulesResolver<EditorValues>({
  title: (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return TODO_MESSAGES.titleRequired;
    return trimmed.length > LIMITS.todoTitleMaxLength ? TODO_MESSAGES.titleTooLong : null;
  },
  memo: (value) => (value.length > LIMITS.memoMaxLength ? TODO_MESSAGES.memoTooLong : null),
  link: (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > TODO_LINK_MAX_LENGTH) return TODO_MESSAGES.linkTooLong;
    return isHttpLink(trimmed) ? null : TODO_MESSAGES.linkInvalid;
  },
  targetDate: (value) => (value === '' || isCalendarDay(value) ? null : TODO_MESSAGES.targetDateInvalid),
});

/** Server field names → form field names, for 400 answers with `fields`. */
const SERVER_FIELDS: Record<string, keyof EditorValues | 'images'> = {
  todoTitle: 'title',
  isPublic: 'isPublic',
  memoText: 'memo',
  link: 'link',
  targetDate: 'targetDate',
  images: 'images',
  newImages: 'images',
  deleteImages: 'images',
};

export type TodoEditorProps =
  | { mode: 'add'; todoGroupId: number; jobName: string | null; todo?: undefined }
  | { mode: 'edit' | 'view'; todo: TodoDetail; todoGroupId?: undefined; jobName?: undefined };

/**
 * The to-do editor of /mytodo/add, /mytodo/edit and the read-only /mytodo/memo: title (required), 공개, memo with a
 * live 5000-character counter, one link (a YouTube link plays embedded, any other shows as text), images. The save
 * button follows the spec's state table; success returns to the group's list with the catalogue's message, a
 * failure keeps everything typed. Leaving with unsaved changes asks first.
 */
export function TodoEditor(props: TodoEditorProps) {
  const { mode } = props;
  const id = useId();
  const navigate = useNavigate();
  const isView = mode === 'view';
  const todo = props.todo;
  const todoGroupId = props.mode === 'add' ? props.todoGroupId : props.todo.todoGroupId;
  const createTodo = useCreateTodo();
  const updateTodo = useUpdateTodo();
  const [picked, setPicked] = useState<File[]>([]);
  const [isRemovingExisting, setIsRemovingExisting] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [wasTitleEdited, setWasTitleEdited] = useState(false);
  const dateInput = useRef<HTMLInputElement | null>(null);

  const { register, control, handleSubmit, formState, setError, setFocus, clearErrors } =
    useForm<EditorValues>({
      ...FORM_VALIDATION,
      resolver: editorResolver,
      defaultValues: {
        title: todo?.title ?? '',
        isPublic: todo?.isPublic ?? false,
        memo: todo?.memoText ?? '',
        link: todo?.link ?? '',
        targetDate: todo?.targetDate ?? '',
      },
    });
  const [title, link] = useWatch({ control, name: ['title', 'link'] });
  const isSaving = formState.isSubmitting;
  const isDirty = !isView && (formState.isDirty || picked.length > 0 || isRemovingExisting);
  const release = useLeaveGuard(isDirty && !formState.isSubmitSuccessful);
  const button = saveButtonState({ mode, isSaving, title });
  // The button is disabled while the title is empty (spec), so the required message shows as soon as the title
  // was touched and left empty — not only after a submit that cannot happen.
  const isTitleLeftEmpty =
    !isView && title.trim() === '' && (wasTitleEdited || Boolean(formState.touchedFields.title));
  const titleError =
    formState.errors.title?.message ?? (isTitleLeftEmpty ? TODO_MESSAGES.titleRequired : undefined);
  const existing = todo?.images ?? [];

  const submit = handleSubmit(async (values) => {
    if (isView) return;
    const common = {
      todoTitle: values.title.trim(),
      memoText: values.memo,
      link: values.link.trim(),
    };
    try {
      if (props.mode === 'add') {
        await createTodo.mutateAsync({
          ...common,
          todoGroupId: props.todoGroupId,
          isPublic: values.isPublic,
          ...(values.targetDate === '' ? {} : { targetDate: values.targetDate }),
          images: picked,
        });
      } else {
        const replacesImages = picked.length > 0 || isRemovingExisting;
        await updateTodo.mutateAsync({
          ...common,
          todoId: props.todo.todoId,
          // Always: '' clears the stored 목표일.
          targetDate: values.targetDate,
          // Only when changed: left out, the server keeps what is stored.
          ...(values.isPublic !== props.todo.isPublic ? { isPublic: values.isPublic } : {}),
          deleteImages: replacesImages ? existing.map((image) => image.imageId) : [],
          newImages: picked,
        });
      }
    } catch (error) {
      const failed = mode === 'add' ? EDITOR_MESSAGES.addFailed : EDITOR_MESSAGES.updateFailed;
      const fields = isApiError(error) ? error.fields : undefined;
      let focused = false;
      if (fields) {
        for (const [serverName, message] of Object.entries(fields)) {
          const name = SERVER_FIELDS[serverName];
          if (!name) continue;
          if (name === 'images') setImageError(message);
          else {
            setError(name, { type: 'server', message });
            if (!focused && name !== 'isPublic') {
              setFocus(name);
              focused = true;
            }
          }
        }
      }
      if (!focused) {
        if (isApiError(error) && error.code === 'INVALID_IMAGE') setImageError(error.message);
        await showAlert(getErrorMessage(error, '잠시 후 다시 시도해 주세요.'), { title: failed });
      }
      throw error;
    }
    release();
    // The memo is named only when one went with the new to-do (the list's 메모 있음: text, a link or images).
    const hasMemo = values.memo.trim() !== '' || values.link.trim() !== '' || picked.length > 0;
    toast(mode === 'add' ? addedMessage({ hasMemo }) : EDITOR_MESSAGES.updated, { tone: 'success' });
    navigate(`/mytodo/list?group=${todoGroupId}`);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!isView && isDateIncomplete(dateInput.current)) {
          // The browser reads a half-typed date as empty: say so rather than save without it.
          event.preventDefault();
          setError('targetDate', { type: 'incomplete', message: TARGET_DATE_INCOMPLETE });
          dateInput.current?.focus();
          return;
        }
        // A failed save stays on the screen with everything typed; handleSubmit rethrows, nothing else to do.
        submit(event).catch(() => {});
      }}
      className="flex flex-col gap-6"
      aria-describedby={isView ? `${id}-view-note` : undefined}
    >
      {isView && (
        <p id={`${id}-view-note`} className="rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
          읽기 전용 화면이에요. 고치려면 아래 ‘수정하기’를 누르세요.
        </p>
      )}
      <TextField
        {...register('title', { onChange: () => setWasTitleEdited(true) })}
        label="할일 제목"
        isRequired={!isView}
        isReadOnly={isView}
        maxLength={LIMITS.todoTitleMaxLength}
        errorMessage={titleError}
        description={`${LIMITS.todoTitleMaxLength}자까지 쓸 수 있어요.`}
      />
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
              if (formState.errors.targetDate?.type === 'incomplete') clearErrors('targetDate');
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            isReadOnly={isView}
            errorMessage={formState.errors.targetDate?.message}
          />
        )}
      />
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
      <TextArea
        {...register('memo')}
        label="메모"
        showCount
        maxLength={LIMITS.memoMaxLength}
        rows={8}
        isReadOnly={isView}
        errorMessage={formState.errors.memo?.message}
        placeholder={isView ? undefined : '준비하면서 알게 된 것, 해야 할 일을 적어 두세요.'}
      />
      {isView ? (
        todo?.link ? (
          <section aria-labelledby={`${id}-link-title`} className="flex flex-col gap-2">
            <h2 id={`${id}-link-title`} className="text-base font-semibold text-ink">
              링크
            </h2>
            <TodoLinkView link={todo.link} videoId={todo.linkVideoId} todoTitle={todo.title} />
          </section>
        ) : null
      ) : (
        <div className="flex flex-col gap-3">
          <TextField
            {...register('link')}
            type="url"
            inputMode="url"
            autoComplete="off"
            label="유튜브 링크"
            maxLength={TODO_LINK_MAX_LENGTH}
            errorMessage={formState.errors.link?.message}
            description="유튜브 영상 주소 하나를 넣으면 이 화면에서 바로 볼 수 있어요. 다른 주소는 글자로만 보여요."
          />
          <TodoLinkView link={link} todoTitle={title} />
        </div>
      )}
      <ImagePanel
        existing={existing}
        picked={picked}
        onPick={(files) => {
          setImageError(null);
          setIsRemovingExisting(false);
          setPicked(files);
        }}
        isRemovingExisting={isRemovingExisting}
        onRemoveExisting={setIsRemovingExisting}
        errorMessage={imageError}
        isReadOnly={isView}
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line-soft pt-5">
        {isView && todo ? (
          <LinkButton
            href={`/mytodo/edit/${todo.todoId}`}
            variant="secondary"
            icon={<PencilLine aria-hidden="true" className="size-5" />}
          >
            수정하기
          </LinkButton>
        ) : (
          <LinkButton href={`/mytodo/list?group=${todoGroupId}`} variant="secondary">
            취소
          </LinkButton>
        )}
        {isView && (
          <LinkButton href={`/mytodo/list?group=${todoGroupId}`} variant="secondary">
            목록으로
          </LinkButton>
        )}
        <Button
          type="submit"
          size="lg"
          isDisabled={button.isDisabled}
          isPending={isSaving}
          pendingLabel={button.label}
          aria-describedby={!isView && title.trim() === '' ? `${id}-save-hint` : undefined}
        >
          {button.label}
        </Button>
      </div>
      {!isView && title.trim() === '' && (
        <p id={`${id}-save-hint`} className="-mt-3 text-end text-base text-ink-muted">
          {mode === 'add'
            ? '할일 제목을 입력하면 추가할 수 있어요.'
            : '할일 제목을 입력하면 저장할 수 있어요.'}
        </p>
      )}
    </form>
  );
}
