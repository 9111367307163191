import type { OtherTodoGroup } from '@dasibom/contract';
import { CalendarDays, ChevronRight, Circle, CircleCheck, Eye, Info, MapPin, StickyNote } from 'lucide-react';
import { Link } from 'react-router';
import { NO_REGION_TEXT } from '../../../lib/region-text.ts';
import {
  dreamingDaysText,
  NO_DATA_TEXT,
  otherMemoHref,
  progressPercent,
  progressText,
} from '../community-format.ts';
import { DemoBadge } from './demo-badge.tsx';
import { MemberAvatar } from './member-avatar.tsx';

/**
 * One member's plan as others see it: who, which job, since when, how often it was looked at, progress, and the
 * read-only to-dos (done shown by icon and word, not colour alone), each with a link to its memo when it has one.
 * Everything the member wrote is rendered as text.
 */
export function OtherTodoListView({ group }: { group: OtherTodoGroup }) {
  const percent = progressPercent(group.todoCount, group.completedCount);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-5 rounded-card bg-primary-soft p-5 min-[30rem]:flex-row min-[30rem]:items-start min-[30rem]:p-6">
        <MemberAvatar src={group.profileImage} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-3xl font-bold leading-snug">
            <span className="min-w-0 wrap-anywhere">{group.memberNickname}</span>
            {group.isDemo && <DemoBadge />}
            <span className="sr-only">님의</span>
            <span className="min-w-0 text-2xl font-semibold text-primary-strong wrap-anywhere">
              {group.jobName} 할일 목록
            </span>
          </h1>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-ink-muted">
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4.5 shrink-0" />
              {dreamingDaysText(group.daysAgo)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4.5 shrink-0" />
              <span>{group.regionName ?? NO_REGION_TEXT}</span>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4.5 shrink-0" />
              조회수 {group.totalView}
            </li>
          </ul>
          <div className="mt-2 flex flex-col gap-2">
            <p className="text-lg font-semibold">{progressText(group.todoCount, group.completedCount)}</p>
            <div
              aria-hidden="true"
              className="h-3 w-full max-w-md overflow-hidden rounded-full bg-white ring-1 ring-line"
            >
              {/* An SVG length, not an inline style: the page is drawn on the server, whose style attributes
                  the CSP refuses (ADR 040). */}
              <svg className="block h-full w-full" aria-hidden="true" focusable="false">
                <rect width={`${percent}%`} height="100%" rx="6" className="fill-primary" />
              </svg>
            </div>
          </div>
        </div>
      </header>

      {group.isMine && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-primary/40 bg-white px-4 py-3 text-base">
          <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            내 할일 목록이에요. 다른 사람에게는 공개한 할일만 이렇게 보여요.
          </span>
          <Link
            to="/mytodo"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-primary no-underline hover:underline"
          >
            내 할일 목록으로
            <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
          </Link>
        </p>
      )}

      <section aria-labelledby="other-todos-title" className="flex flex-col gap-3">
        <h2 id="other-todos-title" className="text-xl font-bold">
          할일
        </h2>
        {group.todos.length === 0 ? (
          <p className="rounded-xl bg-primary-soft px-4 py-6 text-center text-lg text-ink-muted">
            {NO_DATA_TEXT}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line-soft rounded-card border border-line-soft bg-white">
            {group.todos.map((todo) => (
              <li
                key={todo.todoId}
                className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 min-[30rem]:px-5"
              >
                {/* Wants 12rem beside 완료 and 메모, wraps above them when narrower, and never exceeds the row:
                    a minimum width of 12rem overflowed 320 px at the largest text (issue 27). */}
                <span className="flex min-w-0 flex-[1_1_12rem] items-center gap-3">
                  {todo.completed ? (
                    <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
                  ) : (
                    <Circle aria-hidden="true" className="size-6 shrink-0 text-line" />
                  )}
                  <span className="min-w-0 flex-1 text-lg wrap-anywhere">
                    <span className="sr-only">{todo.completed ? '완료: ' : '진행 중: '}</span>
                    {todo.title}
                  </span>
                </span>
                {(todo.completed || todo.isMemoExist) && (
                  <span className="ms-auto flex shrink-0 items-center gap-3">
                    {todo.completed && (
                      <span aria-hidden="true" className="text-base font-semibold text-success">
                        완료
                      </span>
                    )}
                    {todo.isMemoExist && (
                      <Link
                        to={otherMemoHref(todo.todoId)}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border-2 border-primary px-3 font-semibold text-primary no-underline hover:bg-primary-soft"
                      >
                        <StickyNote aria-hidden="true" className="size-5 shrink-0" />
                        메모<span className="sr-only"> · {todo.title}</span>
                      </Link>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
