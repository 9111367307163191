import type { Posting } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { ChevronRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRecruitList } from '../api/use-recruit-list.ts';
import { recruitListHref } from '../recruit-params.ts';
import { PostingGrid } from './posting-grid.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

export type JobPostingsBlockProps = {
  jobName: string;
  /** Scrap slot for the cards and the modal (the scraps issue). */
  renderScrap?: (posting: Posting) => ReactNode;
};

/**
 * The job detail's postings (spec: Job detail): "{jobName} 채용 공고", the first 3 postings closing soonest, each
 * opening the posting modal, and 더보기 to /jobsearch with the job filter set.
 */
export function JobPostingsBlock({ jobName, renderScrap }: JobPostingsBlockProps) {
  const list = useRecruitList({ pageNum: 0, sortBy: '마감 임박순', keyWord: jobName });
  const postings = list.data?.job.slice(0, LIMITS.jobDetailPostings) ?? [];
  const moreHref = recruitListHref({ job: jobName });

  return (
    <section aria-labelledby="job-postings-title" className="@container flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <h2 id="job-postings-title" className="text-2xl font-bold">
            {jobName} 채용 공고
          </h2>
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
