import type { Posting } from '@dasibom/contract';
import { useResidencePrefill } from '../../components/filters/use-residence-prefill.ts';
import { ListBanner } from '../../components/list-page/list-banner.tsx';
import { useListAddress } from '../../components/list-page/use-list-address.ts';
import {
  getOccupationNamesQueryOptions,
  useOccupationNames,
} from '../../features/jobs/api/get-occupation-names.ts';
import { getRecruitListRequestOptions, useRecruitList } from '../../features/recruit/api/get-recruit-list.ts';
import { useRecruitDetail } from '../../features/recruit/api/use-recruit-detail.ts';
import type { PostingDetailStatus } from '../../features/recruit/components/posting-detail-modal.tsx';
import { PostingDetailSlot } from '../../features/recruit/components/posting-detail-slot.tsx';
import {
  RecruitFilters,
  type RecruitFilterValues,
} from '../../features/recruit/components/recruit-filters.tsx';
import { RecruitResults } from '../../features/recruit/components/recruit-results.tsx';
import {
  buildRecruitSearch,
  parseRecruitSearch,
  RECRUIT_PREFILL_STORAGE_KEY,
  toRecruitListQuery,
} from '../../features/recruit/recruit-params.ts';
import { getRegionsQueryOptions } from '../../features/regions/api/get-regions.ts';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { Prefetch } from '../prefetch.ts';
import { renderPostingScrap } from './scrap-slots.tsx';

/**
 * /jobsearch: filters (job, residence, sort), the count, the cards and pages, and the posting detail. The whole
 * state lives in the address (`job`, `location`, `sort`, `page`, `posting`), so back/forward, reloads and shared
 * links keep it. Any filter change starts again at page 1.
 */
export function JobSearchPage() {
  const { params, searchParams, show, pager } = useListAddress(parseRecruitSearch, buildRecruitSearch);

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

  // The open posting: from the current page when it is there, else (a shared link) from GET /v1/recruit/detail.
  const postingId = params.posting;
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
      <ListBanner
        titleId="job-search-title"
        title="채용 정보"
        intro="직업과 사는 곳을 고르면 지금 사람을 구하는 곳을 모아 보여드려요. 공고를 누르면 급여와 조건을 자세히 볼 수 있어요."
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 min-[30rem]:px-6">
        <RecruitFilters
          values={params}
          onChange={changeFilters}
          onReset={reset}
          choices={{ occupations, regions }}
        />
        <RecruitResults
          list={list}
          pager={pager(params, { posting: null })}
          onReset={reset}
          onOpenPosting={openPosting}
          renderScrap={renderPostingScrap}
        />
      </div>
      <PostingDetailSlot
        isOpen={postingId !== null}
        onClose={closePosting}
        posting={shownPosting}
        source={list.data?.source}
        status={detailStatus}
        onRetry={() => void detail.refetch()}
        renderScrap={renderPostingScrap}
        pageIds={pageIds}
      />
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
