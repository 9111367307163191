import type { TodoDetail } from '@dasibom/contract';
import type { UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useCreateTodo } from '../api/create-todo.ts';
import { useUpdateTodo } from '../api/update-todo.ts';
import { addedMessage, EDITOR_MESSAGES } from './save-button-state.ts';
import type { TodoEditorProps } from './todo-editor.tsx';
import type { EditorValues } from './todo-editor-form.ts';

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

type SaveContext = FieldErrorSetters & {
  picked: File[];
  isRemovingExisting: boolean;
  release: () => void;
};

/** Sends the add or the update; on success returns to the group's list, on failure shows why and rethrows. */
export function useSaveTodo(props: TodoEditorProps, context: SaveContext) {
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
