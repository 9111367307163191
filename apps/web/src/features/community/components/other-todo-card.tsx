import type { OtherTodoCard as OtherTodoCardData } from '@dasibom/contract';
import { CalendarDays, Circle, CircleCheck, ListChecks, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { NO_REGION_TEXT } from '../../../lib/region-text.ts';
import { dreamingDaysText, NO_TODOS_TEXT, othersListHref } from '../community-format.ts';
import { DemoBadge } from './demo-badge.tsx';
import { MemberAvatar } from './member-avatar.tsx';

export type OtherTodoCardProps = {
  card: OtherTodoCardData;
  /** h2 on /others (under the page's h1), h3 in the job detail's panel (under its h2). */
  headingLevel?: 2 | 3;
  /** The side panel's narrow card: who, how long, how many — without the region and the to-do titles. */
  isCompact?: boolean;
};

/**
 * Another member's public plan. The nickname is the card's one link (one tab stop), stretched over the whole card,
 * named "닉네임 · 직업 할일 목록 보기" (with 예시 for a sample member). Everything a member wrote — nickname, region,
 * titles — is rendered as text by React, never as markup.
 */
export function OtherTodoCard({ card, headingLevel = 2, isCompact = false }: OtherTodoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="relative flex min-w-0 flex-col gap-4 rounded-card border border-line-soft bg-white p-5 shadow-sm transition-shadow hover:border-primary hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <div className="flex min-w-0 items-start gap-4">
        <MemberAvatar src={card.profileImage} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="text-xl font-bold leading-snug wrap-anywhere">
            <Link
              to={othersListHref(card.todoGroupId)}
              className="text-ink no-underline outline-none after:absolute after:inset-0 after:rounded-card hover:text-primary-strong hover:underline"
            >
              {card.memberNickname}
              {card.isDemo && (
                <>
                  {' '}
                  <DemoBadge />
                </>
              )}
              <span className="sr-only"> · {card.jobName} 할일 목록 보기</span>
            </Link>
          </Heading>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4.5 shrink-0" />
              {dreamingDaysText(card.daysAgo)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ListChecks aria-hidden="true" className="size-4.5 shrink-0" />
              할일 {card.todoCount}개
            </span>
          </p>
          {!isCompact && (
            <p className="flex items-center gap-1.5 text-base text-ink-muted">
              <MapPin aria-hidden="true" className="size-4.5 shrink-0" />
              <span>{card.regionName ?? NO_REGION_TEXT}</span>
            </p>
          )}
        </div>
      </div>
      {!isCompact &&
        (card.todos.length === 0 ? (
          <p className="rounded-xl bg-primary-soft px-4 py-3 text-base text-ink-muted">{NO_TODOS_TEXT}</p>
        ) : (
          <ul aria-label="최근 할일" className="flex flex-col gap-2 rounded-xl bg-primary-soft px-4 py-3">
            {card.todos.map((todo) => (
              <li key={todo.todoId} className="flex min-w-0 items-start gap-2 text-base text-ink">
                {todo.completed ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-line" />
                )}
                <span className="min-w-0 flex-1 wrap-anywhere">{todo.title}</span>
                {todo.completed && <span className="shrink-0 font-semibold text-success">완료</span>}
              </li>
            ))}
          </ul>
        ))}
    </li>
  );
}
