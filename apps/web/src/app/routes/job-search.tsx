import type { Posting } from '@dasibom/contract';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResidencePrefill } from '../../components/filters/use-residence-prefill.ts';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';
import {
  getOccupationNamesQueryOptions,
  useOccupationNames,
} from '../../features/jobs/api/get-occupation-names.ts';
import { getRecruitListRequestOptions, useRecruitList } from '../../features/recruit/api/get-recruit-list.ts';
import { useRecruitDetail } from '../../features/recruit/api/use-recruit-detail.ts';
import type { PostingDetailStatus } from '../../features/recruit/components/posting-detail-modal.tsx';
import {
  RecruitFilters,
  type RecruitFilterValues,
} from '../../features/recruit/components/recruit-filters.tsx';
import { RecruitResults, recruitTotalPages } from '../../features/recruit/components/recruit-results.tsx';
import {
  buildRecruitSearch,
  parseRecruitSearch,
  RECRUIT_PREFILL_STORAGE_KEY,
  type RecruitSearchParams,
  toRecruitListQuery,
} from '../../features/recruit/recruit-params.ts';
import { getRegionsQueryOptions } from '../../features/regions/api/get-regions.ts';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { isApiError } from '../../lib/api-error.ts';
import { KEEP_SCROLL } from '../../lib/navigation.ts';
import { useClampToLastPage } from '../../lib/use-clamp-to-last-page.ts';
import type { Prefetch } from '../prefetch.ts';
import { renderPostingScrap } from './scrap-slots.tsx';

// The dialog (React Aria) loads when a posting is first opened (or the address names one), not with the list.
const PostingDetailModal = lazyWithAria(() =>
  import('../../features/recruit/components/posting-detail-modal.tsx').then(
    (module) => module.PostingDetailModal,
  ),
);

/**
 * /jobsearch: filters (job, residence, sort), the count, the cards and pages, and the posting detail. The whole
 * state lives in the address (`job`, `location`, `sort`, `page`, `posting`), so back/forward, reloads and shared
 * links keep it. Any filter change starts again at page 1.
 */
export function JobSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseRecruitSearch(searchParams);
  const show = (next: Partial<RecruitSearchParams>, replace = false) =>
    setSearchParams(buildRecruitSearch(next), { preventScrollReset: true, state: KEEP_SCROLL, replace });

  // A member's residence, once per session, when the address names no location (a link's filter always wins).
  const isPrefilling = useResidencePrefill(RECRUIT_PREFILL_STORAGE_KEY, searchParams, (location) =>
    show({ ...params, location, page: 1 }, true),
  );
  const list = useRecruitList(toRecruitListQuery(params), { keepPrevious: true, enabled: !isPrefilling });
  const occupations = useOccupationNames();
  const regions = useRegionGroups();

  const changeFilters = (patch: Partial<RecruitFilterValues>) =>
    show({ ...params, ...patch, page: 1, posting: null });

  // Spec §4: the job goes back to 요양보호사 (an absent `job`), the location is cleared, the sort is 마감 임박순.
  const reset = () => show({});

  const showPage = (page: number) => show({ ...params, page, posting: null });

  useClampToLastPage({
    page: params.page,
    list,
    totalPagesOf: (data) => recruitTotalPages(data.total),
    searchFor: (lastPage) => buildRecruitSearch({ ...params, page: lastPage }),
  });

  // The open posting: from the current page when it is there, else (a shared link) from GET /v1/recruit/detail.
  const postingId = params.posting;
  // Mounted from the first opening on, so that closing can still run its way out (focus back to the card).
  const [hasOpened, setHasOpened] = useState(false);
  if (postingId !== null && !hasOpened) setHasOpened(true);
  const listed = postingId ? list.data?.job.find((posting) => posting.id === postingId) : undefined;
  const detail = useRecruitDetail(postingId, {
    enabled: listed === undefined && !(list.isPending && list.fetchStatus !== 'idle'),
  });
  const shownPosting: Posting | undefined = listed ?? detail.data;
  let detailStatus: PostingDetailStatus = 'ready';
  if (!shownPosting) {
    if (detail.isError) {
      detailStatus =
        isApiError(detail.error) && detail.error.code === 'POSTING_NOT_FOUND' ? 'not-found' : 'error';
    } else {
      detailStatus = 'loading';
    }
  }

  const pageIds = list.data?.job.map((posting) => posting.id) ?? [];

  const openPosting = (posting: Posting) => show({ ...params, posting: posting.id }, true);
  const closePosting = () => show({ ...params, posting: null }, true);

  return (
    <>
      <section aria-labelledby="job-search-title" className="bg-primary-soft">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-3 px-4 py-10 min-[30rem]:px-6">
          <h1 id="job-search-title" className="text-3xl font-bold leading-snug">
            채용 정보
          </h1>
          <p className="max-w-[36em] text-lg leading-relaxed">
            직업과 사는 곳을 고르면 지금 사람을 구하는 곳을 모아 보여드려요. 공고를 누르면 급여와 조건을
            자세히 볼 수 있어요.
          </p>
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 min-[30rem]:px-6">
        <RecruitFilters
          values={params}
          onChange={changeFilters}
          onReset={reset}
          occupations={occupations}
          regions={regions}
        />
        <RecruitResults
          list={list}
          page={params.page}
          onPageChange={showPage}
          onReset={reset}
          onOpenPosting={openPosting}
          renderScrap={renderPostingScrap}
        />
      </div>
      {hasOpened && (
        <Suspense fallback={null}>
          <PostingDetailModal
            isOpen={postingId !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) closePosting();
            }}
            posting={shownPosting}
            source={list.data?.source}
            status={detailStatus}
            onRetry={() => void detail.refetch()}
            renderScrap={renderPostingScrap}
            pageIds={pageIds}
          />
        </Suspense>
      )}
    </>
  );
}

export { JobSearchPage as Component };

/** The filters' lists, and the postings for a visitor (a member's residence may still change the filter). */
export const prefetch: Prefetch = ({ client, searchParams, isMember }) =>
  Promise.all([
    client.prefetchQuery(getOccupationNamesQueryOptions()),
    client.prefetchQuery(getRegionsQueryOptions()),
    isMember
      ? null
      : client.prefetchQuery(
          getRecruitListRequestOptions(toRecruitListQuery(parseRecruitSearch(searchParams))),
        ),
  ]);
