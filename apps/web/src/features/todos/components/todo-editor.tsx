import type { TodoDetail } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { ImagePanel } from './image-panel.tsx';
import { saveButtonState } from './save-button-state.ts';
import {
  EditorActions,
  LinkSection,
  PublicSwitch,
  TargetDateController,
  ViewNote,
} from './todo-editor-fields.tsx';
import { stopOnIncompleteDate, titleErrorOf, useEditorForm } from './todo-editor-form.ts';
import { useSaveTodo } from './use-save-todo.ts';

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
