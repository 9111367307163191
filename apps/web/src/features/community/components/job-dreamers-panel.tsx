import { ChevronRight, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJobCards } from '../api/get-job-cards.ts';
import { othersByJobHref, PANEL_EMPTY_TEXT } from '../community-format.ts';
import { OtherTodoCard } from './other-todo-card.tsx';

export const PANEL_TITLE = '이 직업을 준비하는 사람들';
export const PANEL_ERROR_TEXT = '준비하는 사람들을 불러오지 못했어요.';

/**
 * The job detail's side panel: up to 3 members' public plans for the job and 더 보기 → /others/{jobId}. Beside the
 * facts on wide screens, after them on phones (JobDetailView's `aside`): its height never moves what is above it.
 */
export function JobDreamersPanel({ jobId }: { jobId: number }) {
  const cards = useJobCards(jobId);
  let body: ReactNode;
  if (cards.isPending) {
    body = (
      <div className="flex min-h-32 items-center justify-center">
        <Spinner label="준비하는 사람들을 불러오는 중이에요" />
      </div>
    );
  } else if (cards.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-base text-ink">
          {PANEL_ERROR_TEXT}
        </p>
        <PlainButton variant="secondary" onClick={() => void cards.refetch()} isPending={cards.isFetching}>
          다시 시도
        </PlainButton>
      </div>
    );
  } else if (cards.data.length === 0) {
    body = <p className="text-base text-ink-muted">{PANEL_EMPTY_TEXT}</p>;
  } else {
    body = (
      <>
        <ul aria-labelledby="job-dreamers-title" className="flex flex-col gap-3">
          {cards.data.map((card) => (
            <OtherTodoCard key={card.todoGroupId} card={card} headingLevel={3} isCompact />
          ))}
        </ul>
        <Link
          to={othersByJobHref(jobId)}
          className="inline-flex min-h-11 items-center gap-1 self-end rounded-lg px-2 font-semibold text-primary no-underline hover:underline"
        >
          더 보기<span className="sr-only">: {PANEL_TITLE}</span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
        </Link>
      </>
    );
  }

  return (
    <section
      aria-labelledby="job-dreamers-title"
      className="flex flex-col gap-4 rounded-card border border-line-soft bg-primary-soft p-5"
    >
      <h2 id="job-dreamers-title" className="flex items-center gap-2 text-xl font-bold">
        <UsersRound aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {PANEL_TITLE}
      </h2>
      {body}
    </section>
  );
}
