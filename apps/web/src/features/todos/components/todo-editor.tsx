import {
  isCalendarDay,
  isHttpLink,
  TODO_LINK_MAX_LENGTH,
  TODO_MESSAGES,
  type TodoDetail,
} from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { PencilLine } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type UseFormClearErrors,
  type UseFormRegisterReturn,
  type UseFormSetError,
  type UseFormSetFocus,
  useForm,
  useWatch,
} from 'react-hook-form';
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
  const { mode, todo } = props;
  const id = useId();
  const isView = mode === 'view';
  const todoGroupId = props.mode === 'add' ? props.todoGroupId : props.todo.todoGroupId;
  const [picked, setPicked] = useState<File[]>([]);
  const [isRemovingExisting, setIsRemovingExisting] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [wasTitleEdited, setWasTitleEdited] = useState(false);
  const dateInput = useRef<HTMLInputElement | null>(null);

  const { register, control, handleSubmit, formState, setError, setFocus, clearErrors } = useEditorForm(todo);
  const [title, link] = useWatch({ control, name: ['title', 'link'] });
  const isSaving = formState.isSubmitting;
  const isDirty = !isView && (formState.isDirty || picked.length > 0 || isRemovingExisting);
  const release = useLeaveGuard(isDirty && !formState.isSubmitSuccessful);
  const button = saveButtonState({ mode, isSaving, title });
  const titleError = titleErrorOf({
    isView,
    title,
    wasTouched: wasTitleEdited || Boolean(formState.touchedFields.title),
    error: formState.errors.title,
  });

  const save = useSaveTodo(props, { picked, isRemovingExisting, release, setError, setFocus, setImageError });
  const submit = handleSubmit(async (values) => {
    if (!isView) await save(values);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!isView && stopOnIncompleteDate(event, dateInput.current, setError)) return;
        // A failed save stays on the screen with everything typed; handleSubmit rethrows, nothing else to do.
        submit(event).catch(() => {});
      }}
      className="flex flex-col gap-6"
      aria-describedby={isView ? `${id}-view-note` : undefined}
    >
      {isView && <ViewNote id={`${id}-view-note`} />}
      <TextField
        {...register('title', { onChange: () => setWasTitleEdited(true) })}
        label="할일 제목"
        isRequired={!isView}
        isReadOnly={isView}
        maxLength={LIMITS.todoTitleMaxLength}
        errorMessage={titleError}
        description={`${LIMITS.todoTitleMaxLength}자까지 쓸 수 있어요.`}
      />
      <TargetDateController
        control={control}
        dateInput={dateInput}
        isView={isView}
        error={formState.errors.targetDate}
        clearErrors={clearErrors}
      />
      <PublicSwitch id={id} control={control} isView={isView} />
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
      <LinkSection
        id={id}
        todo={isView ? todo : undefined}
        field={isView ? undefined : register('link')}
        link={link}
        title={title}
        errorMessage={formState.errors.link?.message}
      />
      <ImagePanel
        existing={todo?.images ?? []}
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
      <EditorActions
        id={id}
        mode={mode}
        todoId={todo?.todoId}
        todoGroupId={todoGroupId}
        isTitleEmpty={title.trim() === ''}
        isSaving={isSaving}
        button={button}
      />
    </form>
  );
}

type FieldErrorSetters = {
  setError: UseFormSetError<EditorValues>;
  setFocus: UseFormSetFocus<EditorValues>;
  setImageError: (message: string) => void;
};

/** A 400's `fields` → messages on the form; true when a field took the focus (no alert needed then). */
function showFieldErrors(error: unknown, { setError, setFocus, setImageError }: FieldErrorSetters): boolean {
  const fields = isApiError(error) ? error.fields : undefined;
  let focused = false;
  for (const [serverName, message] of Object.entries(fields ?? {})) {
    const name = SERVER_FIELDS[serverName];
    if (!name) continue;
    if (name === 'images') {
      setImageError(message);
      continue;
    }
    setError(name, { type: 'server', message });
    if (!focused && name !== 'isPublic') {
      setFocus(name);
      focused = true;
    }
  }
  return focused;
}

/** The update's fields beyond title, memo and link. */
function editChanges(values: EditorValues, todo: TodoDetail, picked: File[], isRemovingExisting: boolean) {
  const replacesImages = picked.length > 0 || isRemovingExisting;
  return {
    todoId: todo.todoId,
    // Always: '' clears the stored 목표일.
    targetDate: values.targetDate,
    // Only when changed: left out, the server keeps what is stored.
    ...(values.isPublic !== todo.isPublic ? { isPublic: values.isPublic } : {}),
    deleteImages: replacesImages ? todo.images.map((image) => image.imageId) : [],
    newImages: picked,
  };
}

/** View: the stored link, when there is one. Add and edit: the link field with a live preview. */
function LinkSection({
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

function EditorActions({
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

type SaveContext = FieldErrorSetters & {
  picked: File[];
  isRemovingExisting: boolean;
  release: () => void;
};

/** Sends the add or the update; on success returns to the group's list, on failure shows why and rethrows. */
function useSaveTodo(props: TodoEditorProps, context: SaveContext) {
  const navigate = useNavigate();
  const createTodo = useCreateTodo();
  const updateTodo = useUpdateTodo();
  const { mode } = props;
  const todoGroupId = props.mode === 'add' ? props.todoGroupId : props.todo.todoGroupId;
  const { picked, isRemovingExisting, release } = context;
  return async (values: EditorValues) => {
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
        await updateTodo.mutateAsync({
          ...common,
          ...editChanges(values, props.todo, picked, isRemovingExisting),
        });
      }
    } catch (error) {
      const failed = mode === 'add' ? EDITOR_MESSAGES.addFailed : EDITOR_MESSAGES.updateFailed;
      const focused = showFieldErrors(error, context);
      if (!focused) {
        if (isApiError(error) && error.code === 'INVALID_IMAGE') context.setImageError(error.message);
        await showAlert(getErrorMessage(error, '잠시 후 다시 시도해 주세요.'), { title: failed });
      }
      throw error;
    }
    release();
    // The memo is named only when one went with the new to-do (the list's 메모 있음: text, a link or images).
    const hasMemo = values.memo.trim() !== '' || values.link.trim() !== '' || picked.length > 0;
    toast(mode === 'add' ? addedMessage({ hasMemo }) : EDITOR_MESSAGES.updated, { tone: 'success' });
    navigate(`/mytodo/list?group=${todoGroupId}`);
  };
}

function TargetDateController({
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

function PublicSwitch({
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

function useEditorForm(todo: TodoDetail | undefined) {
  return useForm<EditorValues>({
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
}

/**
 * The button is disabled while the title is empty (spec), so the required message shows as soon as the title was
 * touched and left empty — not only after a submit that cannot happen.
 */
function titleErrorOf({
  isView,
  title,
  wasTouched,
  error,
}: {
  isView: boolean;
  title: string;
  wasTouched: boolean;
  error: FieldError | undefined;
}): string | undefined {
  const isLeftEmpty = !isView && title.trim() === '' && wasTouched;
  return error?.message ?? (isLeftEmpty ? TODO_MESSAGES.titleRequired : undefined);
}

/** The browser reads a half-typed date as empty: say so rather than save without it. */
function stopOnIncompleteDate(
  event: FormEvent<HTMLFormElement>,
  dateInput: HTMLInputElement | null,
  setError: UseFormSetError<EditorValues>,
): boolean {
  if (!isDateIncomplete(dateInput)) return false;
  event.preventDefault();
  setError('targetDate', { type: 'incomplete', message: TARGET_DATE_INCOMPLETE });
  dateInput?.focus();
  return true;
}

function ViewNote({ id }: { id: string }) {
  return (
    <p id={id} className="rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
      읽기 전용 화면이에요. 고치려면 아래 ‘수정하기’를 누르세요.
    </p>
  );
}
