import type { Posting, RecruitList } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { useRef } from 'react';
import { PageCapNote } from '../../../components/ui/page-cap-note.tsx';
import { ResultsBody, type ResultsQuery } from '../../../components/ui/results-body.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { cappedTotalPages } from '../../../lib/list-page-cap.ts';
import { PostingCard, type RenderScrap } from './posting-card.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

export const RECRUIT_EMPTY_TEXT = '조건에 맞는 일자리가 없어요';
export const RECRUIT_ERROR_TEXT = '채용 공고를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * '{total}개의 일자리가 구인 중이에요' (spec), with the number grouped: 1,234. A free-text search counted only up to
 * its cap says "more than" instead (`capped`).
 */
export function recruitCountText(total: number, capped = false): string {
  return capped
    ? `${formatNumber(total)}개가 넘는 일자리가 구인 중이에요`
    : `${formatNumber(total)}개의 일자리가 구인 중이에요`;
}

/** The pages of `total` postings, no more than the API answers (LIMITS.listMaxPages). */
export function recruitTotalPages(total: number): number {
  return cappedTotalPages(total, LIMITS.recruitPageSize);
}

export type RecruitResultsProps = {
  list: ResultsQuery<RecruitList>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onReset: () => void;
  onOpenPosting: (posting: Posting) => void;
  renderScrap?: RenderScrap;
};

/** The count line, the data source, then loading / error / empty / the card grid with pagination. */
export function RecruitResults({
  list,
  page,
  onPageChange,
  onReset,
  onOpenPosting,
  renderScrap,
}: RecruitResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isError, isFetching } = list;
  const hasData = data !== undefined && !isError;
  const pageIds = data?.job.map((posting) => posting.id) ?? [];
  return (
    <section aria-labelledby="recruit-results-title" className="@container flex flex-col gap-5">
      <div className="flex flex-col gap-2 border-b border-line-soft pb-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2
            id="recruit-results-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold outline-none"
          >
            채용 공고
          </h2>
          {/* Announced politely whenever a filter or page changes the result. */}
          <p role="status" className="text-lg font-semibold text-primary-strong">
            {hasData ? recruitCountText(data.total, data.totalCapped) : ''}
          </p>
          {hasData && isFetching && <Spinner size="sm" label="새 목록을 불러오는 중" />}
        </div>
        {hasData && <RecruitSourceNote list={data} />}
      </div>

      <ResultsBody
        query={list}
        errorMessage={RECRUIT_ERROR_TEXT}
        loadingLabel="채용 공고를 불러오는 중이에요"
        isEmpty={data?.job.length === 0}
        emptyMessage={RECRUIT_EMPTY_TEXT}
        emptyDescription="지역을 넓히거나 다른 직업을 골라 보세요."
        onResetFilters={onReset}
        page={page}
        totalPages={data ? recruitTotalPages(data.total) : 0}
        onPageChange={onPageChange}
        headingRef={headingRef}
        listClassName="grid grid-cols-1 gap-5 @min-[36rem]:grid-cols-2 @min-[60rem]:grid-cols-3 @min-[60rem]:gap-6"
      >
        {data?.job.map((posting) => (
          <PostingCard
            key={posting.id}
            posting={posting}
            onOpen={onOpenPosting}
            renderScrap={renderScrap}
            pageIds={pageIds}
          />
        ))}
      </ResultsBody>
      {!list.isError && data && data.job.length > 0 && (
        <PageCapNote total={data.total} pageSize={LIMITS.recruitPageSize} capped={data.totalCapped} />
      )}
    </section>
  );
}
