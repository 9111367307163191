import type { MyTodoGroup } from '@dasibom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ChevronRight, ListChecks } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { sayPressLoadFailed } from '../../../lib/press-load-failure.ts';
import { cacheChangesShown } from '../../../lib/query-client.ts';
import { setCachedTodoCompleted } from '../api/get-todo-group.ts';
import { todoKeys } from '../api/todo-keys.ts';

/** The spec's fallback when the group has no job name. */
export const NO_JOB_NAME_TEXT = '준비 중인 직업';
/** The banner lists at most this many open to-dos (spec: up to 4). */
export const HOME_OPEN_TODO_COUNT = 4;
export const ALL_DONE_TEXT = '남은 할일이 없어요. 할일 목록에서 다음 할일을 적어 보세요.';

/** "3일째 꿈꾸는 중" (daysAgo is 1 on the day the plan started). */
export function dreamDaysText(daysAgo: number | null): string {
  return `${Math.max(1, daysAgo ?? 1)}일째 꿈꾸는 중`;
}

const todoInputId = (todoId: number) => `home-todo-${todoId}`;

/** Where the banner sits: both its states (loading, loaded) keep to this height, so nothing below it jumps. */
const FRAME =
  'mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 min-[30rem]:px-6 @min-[48rem]:grid-cols-[1fr_1.2fr] @min-[48rem]:items-start @min-[48rem]:py-12';
const ROW = 'flex min-h-14 items-center gap-3 rounded-xl px-3';

/**
 * Home for a member with a to-do group (spec: Home, "logged in with to-dos"): how many days they have been dreaming,
 * the job (else 준비 중인 직업), up to 4 open to-dos to tick off right here and a link to the whole list. A ticked
 * to-do leaves the list at once; saving it and the toast with 되돌리기 load with the first tick (ADR 012).
 */
export function MyDreamBanner({ group, nickname }: { group: MyTodoGroup; nickname: string | null }) {
  const queryClient = useQueryClient();
  const open = group.todos.filter((todo) => !todo.completed).slice(0, HOME_OPEN_TODO_COUNT);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a tick the box is gone: focus goes to the row that took its place (or the heading), never to the page.
  // The list is redrawn when the query cache tells it, a moment after the tick: focus moves once it has been.
  const [afterTick, setAfterTick] = useState<{ todoId: number; index: number } | null>(null);
  // A to-do put back (undo, a failed save) gets the focus once it is in the list again.
  const [focusTodoId, setFocusTodoId] = useState<number | null>(null);

  const isTickedShown = afterTick !== null && open.some((todo) => todo.todoId === afterTick.todoId);
  useEffect(() => {
    if (afterTick === null || isTickedShown) return;
    const boxes = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    const next = boxes[Math.min(afterTick.index, boxes.length - 1)];
    (next ?? headingRef.current)?.focus();
    setAfterTick(null);
  }, [afterTick, isTickedShown]);

  const isRestoredShown = open.some((todo) => todo.todoId === focusTodoId);
  useEffect(() => {
    if (focusTodoId === null || !isRestoredShown) return;
    document.getElementById(todoInputId(focusTodoId))?.focus();
    setFocusTodoId(null);
  }, [focusTodoId, isRestoredShown]);

  const restore = (todoId: number) => {
    setAfterTick(null);
    setFocusTodoId(todoId);
  };

  const tick = async (todoId: number, index: number) => {
    // The banner lists the open to-dos of the group worked on last (home.tsx reads it with this key).
    const key = todoKeys.group('active');
    const mark = (completed: boolean) => setCachedTodoCompleted(queryClient, key, todoId, completed);
    // A read under way must not paint the ticked to-do back.
    void queryClient.cancelQueries({ queryKey: key });
    mark(true);
    setAfterTick({ todoId, index });
    let check: typeof import('../banner-tick.ts');
    try {
      check = await import('../banner-tick.ts');
    } catch {
      // Nothing was sent: the to-do goes back where it was, then the message says so.
      mark(false);
      restore(todoId);
      await cacheChangesShown();
      sayPressLoadFailed();
      return;
    }
    await check.completeBannerTodo({ queryClient, todoId, onRestored: restore });
  };

  return (
    <section aria-labelledby="home-dream-title" className="@container bg-primary-soft">
      <div className={FRAME}>
        <div className="flex min-w-0 flex-col items-start gap-4">
          <p className="font-semibold text-primary-strong">
            {nickname ? `${nickname}님이 준비하는 직업` : '내가 준비하는 직업'}
          </p>
          <h1
            id="home-dream-title"
            className="break-keep break-words text-4xl font-extrabold leading-tight @min-[40rem]:text-5xl"
          >
            {group.jobName ?? NO_JOB_NAME_TEXT}
          </h1>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-lg font-bold text-primary-strong">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
            {dreamDaysText(group.daysAgo)}
          </p>
          <p className="max-w-[30em] text-lg leading-relaxed text-ink">
            작은 할일 하나씩 해 나가면 꿈에 가까워져요. 다 한 일은 체크해 주세요.
          </p>
          {/* Another way to find a next job, for a member who wants to compare (issue 30). */}
          <Link
            to="/career"
            className="-my-1 inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4"
          >
            경력에서 시작하기
          </Link>
        </div>

        <div className="flex min-w-0 flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm">
          <h2
            ref={headingRef}
            tabIndex={-1}
            id="home-open-todos-title"
            className="flex items-center gap-2 text-2xl font-bold outline-none"
          >
            <ListChecks aria-hidden="true" className="size-6 shrink-0 text-primary" />
            남은 할일
          </h2>
          {/* Room for 4 rows whatever is left, so a tick never moves what is below. */}
          <div className="min-h-59">
            {open.length === 0 ? (
              <p className="flex min-h-14 items-center rounded-xl bg-primary-soft px-4 text-lg">
                {ALL_DONE_TEXT}
              </p>
            ) : (
              <ul ref={listRef} aria-labelledby="home-open-todos-title" className="flex flex-col gap-1">
                {open.map((todo, index) => (
                  <li key={todo.todoId}>
                    <label
                      htmlFor={todoInputId(todo.todoId)}
                      className={`${ROW} cursor-pointer hover:bg-primary-soft`}
                    >
                      <input
                        id={todoInputId(todo.todoId)}
                        type="checkbox"
                        checked={false}
                        onChange={() => void tick(todo.todoId, index)}
                        className="size-6 shrink-0 cursor-pointer accent-primary"
                      />
                      <span className="min-w-0 flex-1 break-words text-lg">{todo.title}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link
            to="/mytodo"
            className="inline-flex min-h-11 items-center gap-1 self-end text-lg font-semibold text-primary-strong underline underline-offset-4"
          >
            할일 목록 전체 보기
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * A member's banner while their to-dos load: the loaded banner's frame and a list's height (4 rows), so the page
 * below does not move when they arrive. Announced as loading, nothing else.
 */
export function MyDreamBannerLoading() {
  return (
    <section aria-busy="true" aria-label="내 할일을 불러오는 중이에요" className="@container bg-primary-soft">
      <div className={FRAME}>
        {/* min-w-0: the grid column would otherwise grow to the 16rem bar below (wider than a 390 px phone at 150 %). */}
        <div className="flex min-w-0 flex-col gap-4">
          <div className="h-6 w-40 rounded bg-primary-tint" />
          <div className="h-12 w-64 max-w-full rounded bg-primary-tint" />
          <div className="h-11 w-44 rounded-full bg-white" />
          <div className="h-14 w-full rounded bg-primary-tint" />
          <div className="h-9 w-52 rounded bg-primary-tint" />
        </div>
        <div className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm">
          <div className="h-8 w-32 rounded bg-primary-tint" />
          <div className="flex min-h-59 flex-col gap-1">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className={ROW}>
                <div className="h-6 w-full rounded bg-primary-soft" />
              </div>
            ))}
          </div>
          <div className="h-11" />
        </div>
      </div>
    </section>
  );
}
