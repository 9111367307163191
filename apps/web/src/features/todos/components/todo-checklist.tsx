import type { MyTodoGroup, RestorableTodo, TodoItem } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { CalendarDays, NotebookPen, PencilLine, Plus, RotateCcw, StickyNote, Trash2 } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { Link } from 'react-router';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { seoulToday } from '../../../lib/format-date.ts';
import { useCompletionSync } from '../hooks/use-completion-sync.ts';
import { useTodoDeletion } from '../hooks/use-todo-deletion.ts';
import { restorableAt, withRestorablePlaces } from '../restorable-rows.ts';
import { type TargetDateTone, targetDateLabel } from '../target-date.ts';
import { useTitleEditing } from './use-title-editing.ts';

type Group = MyTodoGroup & { todoGroupId: number };

/** "오후 3:05" in Seoul time: until when an undo still works. */
function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('ko-KR', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Seoul',
  }).format(epochMs);
}

/**
 * The server's restorable to-dos that are still within their window; re-renders when the next one runs out, so its
 * row leaves when the 10 minutes are over (a tap just before gets the server's TODO_RESTORE_EXPIRED).
 */
function useStillRestorable(restorable: readonly RestorableTodo[]): RestorableTodo[] {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const { alive, nextExpiry } = restorableAt(restorable, Date.now());
  useEffect(() => {
    if (nextExpiry === null) return;
    // setTimeout runs at once past 2³¹−1 ms; a far deadline just checks again then.
    const delay = Math.min(Math.max(0, nextExpiry - Date.now()) + 50, 2_147_483_647);
    const timer = setTimeout(rerender, delay);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return alive;
}

function UndoRow({
  item,
  isRestoring,
  onRestore,
}: {
  item: RestorableTodo;
  isRestoring: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-line bg-white px-4 py-3">
      <p className="min-w-0 flex-1 text-base text-ink">
        <span className="font-semibold">‘{item.title}’</span> 할일을 삭제했어요.{' '}
        <span className="text-ink-muted">
          {clockTime(Date.parse(item.restorableUntil))}까지 되돌릴 수 있어요.
        </span>
      </p>
      <Button
        variant="secondary"
        data-focus-key={`undo-${item.todoId}`}
        aria-label={`${item.title} 삭제 취소`}
        isPending={isRestoring}
        pendingLabel="되돌리는 중"
        icon={<RotateCcw aria-hidden="true" className="size-5" />}
        onPress={onRestore}
      >
        삭제 취소
      </Button>
    </li>
  );
}

const TARGET_TONE_CLASS: Record<TargetDateTone, string> = {
  ahead: 'text-ink-muted',
  today: 'font-semibold text-primary-strong',
  // Kindly: a soft tint and plain words, no red alarm.
  overdue: 'rounded-md bg-warning-tint px-1.5 text-ink',
  done: 'text-ink-muted',
};

/** The 목표일 line under a to-do: "3월 31일(수) · D-12", "오늘까지", "3일 지났어요"; the date alone once done. */
export function TargetDateLine({ todo, today }: { todo: TodoItem; today: string }) {
  const label = targetDateLabel(todo.targetDate, { completed: todo.completed, today });
  if (!label) return null;
  return (
    <span className={cx('mt-0.5 inline-flex items-center gap-1.5 self-start', TARGET_TONE_CLASS[label.tone])}>
      <CalendarDays aria-hidden="true" className="size-4.5 shrink-0" />
      <span>
        <span className="sr-only">목표일 </span>
        {label.date}
        {label.due && (
          <>
            {' · '}
            <span className="whitespace-nowrap">{label.due}</span>
          </>
        )}
      </span>
    </span>
  );
}

function MemoLink({ todo }: { todo: TodoItem }) {
  return todo.isMemoExist ? (
    <Link
      to={`/mytodo/memo/${todo.todoId}`}
      aria-label={`${todo.title}: 메모 보기 (메모 있음)`}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-primary-tint px-3 font-semibold text-primary-strong no-underline hover:bg-primary-soft"
    >
      <StickyNote aria-hidden="true" className="size-5 shrink-0" />
      {/* Phones: the icon alone (the link's name says it all), so the title keeps the width. */}
      <span className="max-[30rem]:sr-only">메모 보기</span>
    </Link>
  ) : (
    <Link
      to={`/mytodo/edit/${todo.todoId}`}
      aria-label={`${todo.title}: 메모 쓰기`}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 font-medium text-primary no-underline hover:bg-primary-tint"
    >
      <NotebookPen aria-hidden="true" className="size-5 shrink-0" />
      <span className="max-[30rem]:sr-only">메모 쓰기</span>
    </Link>
  );
}

/** Focus follows the row that replaced the one just used (an undo row, a restored to-do, the first title field). */
function useFocusByKey(focusKey: RefObject<string | null>, listRef: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    // A checkbox carries the key on its label: focus the control inside.
    const control = target?.matches('input, button, textarea, a')
      ? target
      : target?.querySelector<HTMLElement>('input, button, textarea, a');
    if (control) {
      focusKey.current = null;
      control.focus();
    }
  });
}

type EditRowProps = {
  todo: TodoItem;
  number: number;
  editing: ReturnType<typeof useTitleEditing>;
  onDelete: () => void;
};

/** A to-do in the edit mode: its title field and 삭제. */
function EditRow({ todo, number, editing, onDelete }: EditRowProps) {
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-xl border-2 border-line-soft bg-white p-3">
      <TextField
        className="min-w-0 flex-1 basis-56"
        label={`할일 ${number} 제목`}
        value={editing.titleOf(todo)}
        maxLength={LIMITS.todoTitleMaxLength}
        errorMessage={editing.errors[todo.todoId]}
        data-focus-key={`todo-${todo.todoId}`}
        ref={editing.inputRef(todo.todoId)}
        onChange={(event) => editing.change(todo.todoId, event.target.value)}
      />
      <Button
        variant="ghost"
        aria-label={`${todo.title} 삭제`}
        isDisabled={editing.isSaving}
        className="text-danger data-hovered:bg-danger-tint"
        icon={<Trash2 aria-hidden="true" className="size-5" />}
        onPress={onDelete}
      >
        삭제
      </Button>
    </li>
  );
}

type CheckRowProps = {
  todo: TodoItem;
  today: string;
  onCompletedChange: (completed: boolean) => void;
};

/** A to-do to check off, with its 목표일, 공개 mark and memo link. */
function CheckRow({ todo, today, onCompletedChange }: CheckRowProps) {
  return (
    <li
      className={cx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-2 bg-white px-3 py-1',
        todo.completed ? 'border-line-soft' : 'border-primary-tint',
      )}
    >
      <Checkbox
        className="min-w-0 flex-1 basis-48"
        isSelected={todo.completed}
        data-focus-key={`todo-${todo.todoId}`}
        onChange={onCompletedChange}
        description={todo.targetDate ? <TargetDateLine todo={todo} today={today} /> : undefined}
      >
        <span className={cx('text-lg', todo.completed && 'text-ink-muted line-through')}>{todo.title}</span>
        {todo.isPublic && (
          <span className="ms-2 inline-block rounded-md bg-success-tint px-2 text-base font-medium text-success no-underline">
            공개
          </span>
        )}
      </Checkbox>
      <MemoLink todo={todo} />
    </li>
  );
}

type ChecklistHeaderProps = {
  titleId: string;
  group: Group;
  isEditing: boolean;
  editButtonRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
};

function ChecklistHeader({ titleId, group, isEditing, editButtonRef, onEdit }: ChecklistHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {isEditing ? '할일 편집' : '할일 목록'}
      </h2>
      {!isEditing && (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={editButtonRef}
            variant="secondary"
            isDisabled={group.todos.length === 0}
            icon={<PencilLine aria-hidden="true" className="size-5" />}
            onPress={onEdit}
          >
            편집
          </Button>
          <LinkButton
            href={`/mytodo/add/${group.todoGroupId}`}
            icon={<Plus aria-hidden="true" className="size-5" />}
          >
            추가하기
          </LinkButton>
        </div>
      )}
    </div>
  );
}

/** 저장 and 취소 of the edit mode, under the message of a save that did not go through. */
function EditActions({
  statusId,
  editing,
}: {
  statusId: string;
  editing: ReturnType<typeof useTitleEditing>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <InlineStatus id={statusId} tone="error">
        {editing.failure}
      </InlineStatus>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" isDisabled={editing.isSaving} onPress={() => void editing.cancel()}>
          취소
        </Button>
        <Button isPending={editing.isSaving} pendingLabel="저장 중" onPress={() => void editing.save()}>
          저장
        </Button>
      </div>
    </div>
  );
}

/**
 * The checklist of one group: check toggles (one update per changed to-do), the memo indicator, 추가하기; and the
 * edit mode (spec: only on this list) where titles are changed and saved together (저장 / 취소) and to-dos are
 * deleted — at once, with 삭제 취소 in the toast and in the list.
 */
export function TodoChecklist({ group, queryKey }: { group: Group; queryKey: readonly unknown[] }) {
  const id = useId();
  const focusKey = useRef<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const editing = useTitleEditing(group.todos, { focusKey, editButtonRef });

  const setCompleted = useCompletionSync(queryKey);
  const onRestored = useCallback((todoId: number) => {
    focusKey.current = `todo-${todoId}`;
  }, []);
  const { remove, restore, restoringIds } = useTodoDeletion({ queryKey, onRestored });
  const restorable = useStillRestorable(group.restorableTodos);
  const today = seoulToday();
  const rows = withRestorablePlaces(group.todos, restorable);
  useFocusByKey(focusKey, listRef);

  const deleteRow = async (todo: TodoItem, index: number) => {
    const before = rows[index - 1];
    const afterTodoId = before ? (before.kind === 'todo' ? before.todo.todoId : before.item.todoId) : null;
    focusKey.current = `undo-${todo.todoId}`;
    editing.forget(todo.todoId);
    await remove(todo, afterTodoId);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <ChecklistHeader
        titleId={`${id}-title`}
        group={group}
        isEditing={editing.isEditing}
        editButtonRef={editButtonRef}
        onEdit={editing.start}
      />
      {editing.isEditing && (
        <p className="text-base text-ink-muted">
          제목을 고친 뒤 저장을 누르세요. 삭제는 바로 되고, 10분 안에는 삭제 취소로 되돌릴 수 있어요.
        </p>
      )}

      {rows.length === 0 ? (
        <p className="rounded-xl bg-primary-soft px-4 py-6 text-center text-base text-ink">
          아직 할일이 없어요. 추가하기를 눌러 첫 할일을 적어 보세요.
        </p>
      ) : (
        <ul ref={listRef} aria-label={`${group.jobName ?? ''} 할일`} className="flex flex-col gap-2">
          {rows.map((row, index) =>
            row.kind === 'deleted' ? (
              <UndoRow
                key={`deleted-${row.item.todoId}`}
                item={row.item}
                isRestoring={restoringIds.includes(row.item.todoId)}
                onRestore={() => void restore(row.item.todoId)}
              />
            ) : editing.isEditing ? (
              <EditRow
                key={row.todo.todoId}
                todo={row.todo}
                number={group.todos.indexOf(row.todo) + 1}
                editing={editing}
                onDelete={() => void deleteRow(row.todo, index)}
              />
            ) : (
              <CheckRow
                key={row.todo.todoId}
                todo={row.todo}
                today={today}
                onCompletedChange={(completed) =>
                  setCompleted(row.todo.todoId, completed, row.todo.completed)
                }
              />
            ),
          )}
        </ul>
      )}

      {editing.isEditing && <EditActions statusId={`${id}-status`} editing={editing} />}
    </section>
  );
}
