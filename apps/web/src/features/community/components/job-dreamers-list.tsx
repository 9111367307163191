import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useJobCards } from '../api/get-job-cards.ts';
import { othersByJobHref, PANEL_EMPTY_TEXT } from '../community-format.ts';
import { PANEL_TITLE, PanelLoading } from './job-dreamers-panel.tsx';
import { OtherTodoCard } from './other-todo-card.tsx';

export const PANEL_ERROR_TEXT = '준비하는 사람들을 불러오지 못했어요.';

/**
 * The side panel's body: up to 3 members' public plans for the job and 더 보기 → /others/{jobId}, or that nobody has
 * shared one, or that they could not be read. Loaded with its read when the panel comes near the screen
 * (job-dreamers-panel.tsx).
 */
export function JobDreamersList({ jobId }: { jobId: number }) {
  const cards = useJobCards(jobId);
  if (cards.isPending) return <PanelLoading />;
  if (cards.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-base text-ink">
          {PANEL_ERROR_TEXT}
        </p>
        <PlainButton variant="secondary" onClick={() => void cards.refetch()} isPending={cards.isFetching}>
          다시 시도
        </PlainButton>
      </div>
    );
  }
  if (cards.data.length === 0) return <p className="text-base text-ink-muted">{PANEL_EMPTY_TEXT}</p>;
  return (
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
