import { BookmarkPlus, Check, Heart, ListChecks, Sparkles } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import type { Recommendation } from '../recommend-storage.ts';

export const REASON_LABELS = {
  personality: '성향',
  strong: '강점',
  condition: '조건',
} as const;

const REASON_ICONS = { personality: Heart, strong: Sparkles, condition: ListChecks } as const;

export type SaveState = 'idle' | 'saving' | 'saved';

export type RecommendationCardProps = {
  job: Recommendation;
  saveState: SaveState;
  onSave: (job: Recommendation) => void;
};

/**
 * One recommended job: picture (decorative), title, description and the three reasons, always shown in full (no
 * hover, no clamping: the reasons are why the job is here). Both buttons name the job for screen readers.
 */
export function RecommendationCard({ job, saveState, onSave }: RecommendationCardProps) {
  const titleId = `recommended-job-${job.jobId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="@container flex h-full flex-col overflow-hidden rounded-card border border-line-soft bg-white shadow-sm"
    >
      <div className="flex flex-1 flex-col @min-[36rem]:flex-row">
        {/* The pictures are rounded cards themselves: framed with a margin rather than cut at the card's edge. */}
        <div className="p-3 pb-0 @min-[36rem]:w-72 @min-[36rem]:shrink-0 @min-[36rem]:pb-3">
          <img
            src={job.imageUrl}
            alt=""
            width={320}
            height={200}
            className="aspect-[16/10] w-full rounded-xl bg-primary-soft object-cover"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 @min-[24rem]:p-5">
          <div className="flex flex-col gap-2">
            <h2 id={titleId} className="text-2xl font-bold leading-snug">
              {job.jobTitle}
            </h2>
            <p className="text-lg leading-relaxed text-ink">{job.jobDescription}</p>
          </div>
          <section aria-labelledby={`${titleId}-reasons`} className="flex flex-col gap-3">
            <h3 id={`${titleId}-reasons`} className="text-lg font-bold text-primary-strong">
              추천한 이유
            </h3>
            <dl className="flex flex-col gap-3">
              {(Object.keys(REASON_LABELS) as (keyof typeof REASON_LABELS)[]).map((key) => {
                const Icon = REASON_ICONS[key];
                return (
                  <div
                    key={key}
                    className="flex flex-col gap-1 rounded-xl bg-primary-soft px-3 py-3 @min-[24rem]:px-4"
                  >
                    <dt className="flex items-center gap-1.5 text-base font-bold text-primary-strong">
                      <Icon aria-hidden="true" className="size-4.5 shrink-0" />
                      {REASON_LABELS[key]}
                    </dt>
                    <dd className="text-lg leading-relaxed text-ink">{job.reasons[key]}</dd>
                  </div>
                );
              })}
            </dl>
            {job.reasonSources.map((source) => (
              // Where the job facts in the reasons come from (ADR 030); reasons name no figures.
              <div key={source.name} className="flex flex-col text-base text-ink-muted">
                <p className="flex flex-wrap items-center gap-x-2">
                  <span>
                    <span className="font-semibold">이유에 든 일의 특징 </span>출처: {source.name} ·{' '}
                    {source.year}년 기준
                  </span>
                  {source.url && (
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 min-w-11 items-center font-semibold text-primary underline underline-offset-4"
                    >
                      자료 보기<span className="sr-only"> ({source.name}, 새 창)</span>
                    </a>
                  )}
                </p>
                {source.note && <p className="leading-relaxed">{source.note}</p>}
              </div>
            ))}
          </section>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line-soft p-4 @min-[20rem]:flex-row @min-[24rem]:p-5">
        <Button
          onPress={() => onSave(job)}
          isDisabled={saveState === 'saved'}
          isPending={saveState === 'saving'}
          pendingLabel="담는 중"
          icon={
            saveState === 'saved' ? (
              <Check aria-hidden="true" className="size-5" strokeWidth={3} />
            ) : (
              <BookmarkPlus aria-hidden="true" className="size-5" />
            )
          }
          className="flex-1 whitespace-nowrap"
        >
          <span className="sr-only">{job.jobTitle} </span>
          {saveState === 'saved' ? '담았어요' : '저장'}
        </Button>
        <LinkButton href={`/jobinfo/${job.jobId}`} variant="secondary" className="flex-1 whitespace-nowrap">
          <span className="sr-only">{job.jobTitle} </span>상세 보기
        </LinkButton>
      </div>
    </article>
  );
}
