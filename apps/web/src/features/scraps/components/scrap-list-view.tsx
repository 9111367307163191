import type { Page } from '@dasibom/contract';
import { SCRAP_SORTS } from '@dasibom/contract/plain';
import { Heart, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import {
  RegionFilter,
  type RegionOptions,
  regionFilterLabel,
} from '../../../components/filters/region-filter.tsx';
import { ListResults, RefreshSpinner, ResultsCount } from '../../../components/list-page/list-results.tsx';
import type { ResultsQuery } from '../../../components/list-page/results-body.tsx';
import type { ListAddress } from '../../../components/list-page/use-list-address.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { DEFAULT_SCRAP_SORT, type ScrapListParams } from '../scrap-list-params.ts';
import { SCRAP_LOADING_TEXT, SCRAP_PAGE_PATHS } from '../scrap-messages.ts';

export type ScrapKind = 'job' | 'edu';

const TAB_ITEMS = [
  { id: 'job', label: '채용 정보', href: SCRAP_PAGE_PATHS.RECRUIT },
  { id: 'edu', label: '학원 정보', href: SCRAP_PAGE_PATHS.TRAINING },
] as const;

const SORT_OPTIONS = SCRAP_SORTS.map((sort) => ({ id: sort, label: sort }));

const WORDS = {
  job: {
    noun: '채용 공고',
    nounSubject: '채용 공고가',
    empty: '스크랩한 채용 공고가 아직 없어요.',
    emptyHint: '채용 정보에서 마음에 드는 공고의 하트를 눌러 담아 보세요.',
    browse: { label: '채용 정보 보러 가기', href: '/jobsearch' },
  },
  edu: {
    noun: '훈련과정',
    nounSubject: '훈련과정이',
    empty: '스크랩한 훈련과정이 아직 없어요.',
    emptyHint: '교육 정보에서 마음에 드는 과정의 하트를 눌러 담아 보세요.',
    browse: { label: '교육 정보 보러 가기', href: '/learning' },
  },
} as const;

/** A scrap list query as TanStack Query gives it. */
export type ScrapListQuery<S> = ResultsQuery<Page<S>> & { error: unknown };

export type ScrapListViewProps<S> = {
  kind: ScrapKind;
  /** The sort, region and page (useScrapListAddress). */
  address: ListAddress<ScrapListParams, ScrapListParams>;
  regions: RegionOptions;
  list: ScrapListQuery<S>;
  /** A saved item's card, an <li> with its key. */
  children: (scrap: S) => ReactNode;
};

/**
 * /mytodo/scrap/job and /edu (spec: Scrap tabs): 채용 정보 / 학원 정보 as tabs that are links, 정렬 (최신 순,
 * 오래된 순), 지역 선택, then 로딩 중... / 오류: … with 다시 시도 / the empty state / the cards (3 columns on wide
 * screens, 1 on phones) and the pages.
 */
export function ScrapListView<S>({ kind, address, regions, list, children }: ScrapListViewProps<S>) {
  const { params, show: onChange } = address;
  const words = WORDS[kind];
  const { data } = list;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold leading-snug">스크랩</h1>
      <Tabs
        aria-label="스크랩 종류"
        items={TAB_ITEMS}
        selectedKey={kind}
        panelClassName="flex flex-col gap-6"
      >
        <div className="grid gap-4 min-[40rem]:grid-cols-2 min-[64rem]:max-w-3xl">
          <FilterSelect
            label="정렬"
            options={SORT_OPTIONS}
            value={params.sort}
            onChange={(sort) =>
              onChange({
                ...params,
                sort: (sort as ScrapListParams['sort'] | null) ?? DEFAULT_SCRAP_SORT,
                page: 1,
              })
            }
          />
          <RegionFilter
            regions={regions}
            label="지역 선택"
            allLabel="전체 지역"
            value={params.location}
            onChange={(location) => onChange({ ...params, location, page: 1 })}
          />
        </div>
        <ListResults
          titleId="scrap-results-title"
          title={`스크랩한 ${words.noun}`}
          className="flex flex-col gap-5"
          header={({ heading, shown }) => (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line-soft pb-3">
              {heading}
              <ResultsCount className="text-lg font-semibold text-primary-strong">
                {shown ? `${formatNumber(shown.totalElements)}개` : ''}
              </ResultsCount>
              {/* Also while a retry runs after a failure. */}
              <RefreshSpinner isShown={data !== undefined && list.isFetching} />
            </div>
          )}
          query={list}
          itemsOf={(shown) => shown.content}
          totalPagesOf={(shown) => shown.totalPages}
          pager={address.pager(params)}
          errorMessage={`오류: ${getErrorMessage(list.error)}`}
          loadingLabel={SCRAP_LOADING_TEXT}
          empty={
            params.location ? (
              <EmptyState
                icon={SearchX}
                message={`${regionFilterLabel(params.location)}에 스크랩한 ${words.nounSubject} 없어요.`}
                description="다른 지역을 고르거나 지역 선택을 지워 보세요."
                action={{
                  label: '지역 선택 지우기',
                  onPress: () => onChange({ ...params, location: null, page: 1 }),
                }}
              />
            ) : (
              <EmptyState
                icon={Heart}
                message={words.empty}
                description={words.emptyHint}
                action={words.browse}
              />
            )
          }
          listLabelledBy="scrap-results-title"
          listClassName="grid grid-cols-1 gap-5 min-[40rem]:grid-cols-2 min-[64rem]:grid-cols-3 min-[64rem]:gap-6"
        >
          {children}
        </ListResults>
      </Tabs>
    </div>
  );
}
