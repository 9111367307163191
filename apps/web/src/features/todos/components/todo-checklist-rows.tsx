import type { RestorableTodo, TodoItem } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { CalendarDays, NotebookPen, RotateCcw, StickyNote, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type TargetDateTone, targetDateLabel } from '../target-date.ts';
import type { useTitleEditing } from './use-title-editing.ts';

/** "오후 3:05" in Seoul time: until when an undo still works. */
function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('ko-KR', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Seoul',
  }).format(epochMs);
}

export function UndoRow({
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

type EditRowProps = {
  todo: TodoItem;
  number: number;
  editing: ReturnType<typeof useTitleEditing>;
  onDelete: () => void;
};

/** A to-do in the edit mode: its title field and 삭제. */
export function EditRow({ todo, number, editing, onDelete }: EditRowProps) {
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
export function CheckRow({ todo, today, onCompletedChange }: CheckRowProps) {
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
