import { TODO_MESSAGES, type TodoItem } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { showConfirm } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { todoKeys } from '../api/todo-keys.ts';
import { updateTodo } from '../api/update-todo.ts';

const TITLES_SAVED_MESSAGE = '할일 제목을 저장했어요.';
const TITLES_FAILED_MESSAGE = '할일 제목을 저장하지 못했어요. 다시 시도해 주세요.';

/** The list's title check: the contract's rules, on the trimmed text. */
function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return TODO_MESSAGES.titleRequired;
  if (trimmed.length > LIMITS.todoTitleMaxLength) return TODO_MESSAGES.titleTooLong;
  return null;
}

function without<T>(record: Record<number, T>, key: number): Record<number, T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/** The titles as typed in the edit mode, with the problems found on 저장 (and rechecked while fixing them). */
function useTitleDrafts(todos: readonly TodoItem[]) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const titleOf = (todo: TodoItem) => drafts[todo.todoId] ?? todo.title;
  const changed = todos.filter((todo) => titleOf(todo).trim() !== todo.title);

  const change = (todoId: number, value: string) => {
    setDrafts((old) => ({ ...old, [todoId]: value }));
    if (!errors[todoId]) return;
    setErrors((old) => {
      const problem = titleProblem(value);
      return problem ? { ...without(old, todoId), [todoId]: problem } : without(old, todoId);
    });
  };

  /** Marks the changed titles that break the rules; returns the first such to-do in list order. */
  const check = (): TodoItem | undefined => {
    const problems: Record<number, string> = {};
    for (const todo of changed) {
      const problem = titleProblem(titleOf(todo));
      if (problem) problems[todo.todoId] = problem;
    }
    setErrors(problems);
    return todos.find((todo) => problems[todo.todoId]);
  };

  const clear = () => {
    setDrafts({});
    setErrors({});
  };

  return {
    errors,
    titleOf,
    changed,
    change,
    check,
    clear,
    forget: (todoId: number) => setDrafts((old) => without(old, todoId)),
    // Keep only what did not go through, so a second 저장 sends those again.
    keepOnly: (failed: readonly TodoItem[]) =>
      setDrafts((old) =>
        Object.fromEntries(failed.map((todo) => [todo.todoId, old[todo.todoId] ?? todo.title])),
      ),
  };
}

/** Sends every changed title at once; returns the to-dos whose update did not go through. */
async function sendTitles(changed: readonly TodoItem[], titleOf: (todo: TodoItem) => string) {
  // Only the title: isPublic, memo and link left out stay as stored (API.md).
  const results = await Promise.allSettled(
    changed.map((todo) => updateTodo({ todoId: todo.todoId, todoTitle: titleOf(todo).trim() })),
  );
  return changed.filter((_, index) => results[index]?.status === 'rejected');
}

type EditingFocus = {
  /** The `data-focus-key` of the row to focus after the next render. */
  focusKey: RefObject<string | null>;
  editButtonRef: RefObject<HTMLButtonElement | null>;
};

/** The edit mode of a checklist: titles changed and saved together (저장), or dropped after a confirm (취소). */
export function useTitleEditing(todos: readonly TodoItem[], { focusKey, editButtonRef }: EditingFocus) {
  const queryClient = useQueryClient();
  const drafts = useTitleDrafts(todos);
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRefs = useRef(new Map<number, HTMLInputElement>());

  const start = () => {
    drafts.clear();
    setFailure(null);
    setIsEditing(true);
    const first = todos[0];
    focusKey.current = first ? `todo-${first.todoId}` : null;
  };

  const stop = () => {
    setIsEditing(false);
    drafts.clear();
    setFailure(null);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const cancel = async () => {
    if (drafts.changed.length > 0) {
      const isSure = await showConfirm('고친 제목을 저장하지 않고 편집을 마칠까요?', {
        title: '편집 취소',
        confirmLabel: '저장하지 않고 마치기',
        cancelLabel: '계속 편집',
      });
      if (!isSure) return;
    }
    stop();
  };

  const save = async () => {
    const firstInvalid = drafts.check();
    if (firstInvalid) {
      inputRefs.current.get(firstInvalid.todoId)?.focus();
      return;
    }
    if (drafts.changed.length === 0) {
      stop();
      return;
    }
    setIsSaving(true);
    setFailure(null);
    const failed = await sendTitles(drafts.changed, drafts.titleOf);
    setIsSaving(false);
    await queryClient.invalidateQueries({ queryKey: todoKeys.all });
    if (failed.length === 0) {
      toast(TITLES_SAVED_MESSAGE, { tone: 'success' });
      stop();
    } else {
      drafts.keepOnly(failed);
      setFailure(TITLES_FAILED_MESSAGE);
    }
  };

  /** The ref of a to-do's title field, so 저장 can focus the first one to fix. */
  const inputRef = (todoId: number) => (node: HTMLInputElement | null) => {
    if (node) inputRefs.current.set(todoId, node);
    else inputRefs.current.delete(todoId);
  };

  return { ...drafts, isEditing, isSaving, failure, start, cancel, save, inputRef };
}
