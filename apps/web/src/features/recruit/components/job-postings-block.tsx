import { LIMITS } from '@dasibom/contract/plain';
import { ChevronRight, MapPin, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRecruitNear } from '../api/use-recruit-near.ts';
import { useMemberPlace } from '../member-place.ts';
import { nearListLocation, nearSummary } from '../near-label.ts';
import { recruitListHref } from '../recruit-params.ts';
import type { RenderScrap } from './posting-card.tsx';
import { PostingGrid } from './posting-grid.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

export type JobPostingsBlockProps = {
  jobName: string;
  /** Scrap slot for the cards and the modal (the scraps issue). */
  renderScrap?: RenderScrap;
};

/**
 * The job detail's postings (spec: Job detail): "{jobName} 채용 공고", 3 postings near the member's residence —
 * district, then city, then nationwide, closing today only when nothing else is left (GET /v1/recruit/near, ADR 021)
 * — with a line saying which ("강남구 근처 공고", "전국 공고", "강남구 근처 2건 · 전국 1건"); visitors get nationwide
 * ones. Each opens the posting modal; 더보기 goes to /jobsearch with the job and, when all shown are near, the place.
 */
export function JobPostingsBlock({ jobName, renderScrap }: JobPostingsBlockProps) {
  const place = useMemberPlace();
  const list = useRecruitNear({
    jobName,
    place: place ?? undefined,
    size: LIMITS.jobDetailPostings,
    sortBy: '마감 임박순',
  });
  const postings = list.data?.job ?? [];
  const answerPlace = list.data ? list.data.place : null;
  const summary = nearSummary(postings, answerPlace);
  const moreHref = recruitListHref({ job: jobName, location: nearListLocation(postings, answerPlace) });

  return (
    <section aria-labelledby="job-postings-title" className="@container flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <h2 id="job-postings-title" className="text-2xl font-bold">
            {jobName} 채용 공고
          </h2>
          {summary ? (
            <p className="flex items-center gap-1.5 text-lg font-semibold text-primary-strong">
              <MapPin aria-hidden="true" className="size-5 shrink-0" />
              {summary}
            </p>
          ) : null}
          <RecruitSourceNote list={list.data} />
        </div>
        <Link
          to={moreHref}
          className="inline-flex min-h-11 items-center gap-1 text-lg font-semibold text-primary-strong underline underline-offset-4"
        >
          더보기<span className="sr-only"> – {jobName} 채용 공고 전체</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </div>

      {list.isError ? (
        <ErrorState
          message="채용 공고를 불러오지 못했어요."
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner isLabelVisible label="채용 공고를 불러오는 중이에요" />
        </div>
      ) : postings.length === 0 ? (
        <EmptyState icon={SearchX} message={`지금은 ${jobName} 채용 공고가 없어요.`} />
      ) : (
        <PostingGrid
          postings={postings}
          source={list.data?.source}
          renderScrap={renderScrap}
          className="grid grid-cols-1 gap-5 @min-[40rem]:grid-cols-3"
        />
      )}
    </section>
  );
}
