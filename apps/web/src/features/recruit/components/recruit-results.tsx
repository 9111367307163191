import type { Posting, RecruitList } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { ListResults, RefreshSpinner, ResultsCount } from '../../../components/list-page/list-results.tsx';
import { NoMatches, type ResultsQuery } from '../../../components/list-page/results-body.tsx';
import type { ListPager } from '../../../components/list-page/use-list-address.ts';
import { PageCapNote } from '../../../components/ui/page-cap-note.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { cappedTotalPages } from '../../../lib/list-page-cap.ts';
import { PostingCard, type RenderScrap } from './posting-card.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

export const RECRUIT_EMPTY_TEXT = '조건에 맞는 일자리가 없어요';
export const RECRUIT_ERROR_TEXT = '채용 공고를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
const RECRUIT_EMPTY_HINT = '지역을 넓히거나 다른 직업을 골라 보세요.';

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
  pager: ListPager;
  onReset: () => void;
  onOpenPosting: (posting: Posting) => void;
  renderScrap?: RenderScrap;
};

/** The count line, the data source, then loading / error / empty / the card grid with pagination. */
export function RecruitResults({ list, pager, onReset, onOpenPosting, renderScrap }: RecruitResultsProps) {
  const pageIds = list.data?.job.map((posting) => posting.id) ?? [];
  return (
    <ListResults
      titleId="recruit-results-title"
      title="채용 공고"
      className="@container flex flex-col gap-5"
      header={({ heading, shown, isRefreshing }) => (
        <div className="flex flex-col gap-2 border-b border-line-soft pb-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {heading}
            <ResultsCount className="text-lg font-semibold text-primary-strong">
              {shown ? recruitCountText(shown.total, shown.totalCapped) : ''}
            </ResultsCount>
            <RefreshSpinner isShown={isRefreshing} />
          </div>
          {shown && <RecruitSourceNote list={shown} />}
        </div>
      )}
      footer={(shown) => (
        <PageCapNote total={shown.total} pageSize={LIMITS.recruitPageSize} capped={shown.totalCapped} />
      )}
      query={list}
      itemsOf={(data) => data.job}
      totalPagesOf={(data) => recruitTotalPages(data.total)}
      pager={pager}
      errorMessage={RECRUIT_ERROR_TEXT}
      loadingLabel="채용 공고를 불러오는 중이에요"
      empty={<NoMatches message={RECRUIT_EMPTY_TEXT} hint={RECRUIT_EMPTY_HINT} onReset={onReset} />}
      listClassName="grid grid-cols-1 gap-5 @min-[36rem]:grid-cols-2 @min-[60rem]:grid-cols-3 @min-[60rem]:gap-6"
    >
      {(posting) => (
        <PostingCard
          key={posting.id}
          posting={posting}
          onOpen={onOpenPosting}
          renderScrap={renderScrap}
          pageIds={pageIds}
        />
      )}
    </ListResults>
  );
}
