import { useSearchParams } from 'react-router';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { useTrainingScraps } from '../../features/scraps/api/get-training-scraps.ts';
import { ScrapListView } from '../../features/scraps/components/scrap-list-view.tsx';
import { TrainingScrapCard } from '../../features/scraps/components/training-scrap-card.tsx';
import { useDeleteScrap } from '../../features/scraps/hooks/use-delete-scrap.ts';
import {
  buildScrapListSearch,
  parseScrapListSearch,
  type ScrapListParams,
  toScrapListQuery,
} from '../../features/scraps/scrap-list-params.ts';
import { courseTarget } from '../../features/scraps/scrap-target.ts';
import { KEEP_SCROLL } from '../../lib/navigation.ts';
import { useClampToLastPage } from '../../lib/use-clamp-to-last-page.ts';

/**
 * /mytodo/scrap/edu: the member's saved course rounds, sorted, narrowed to a region, paged; each links to 고용24
 * and 삭제 asks first. The state lives in the address.
 */
export function MyScrapEduPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseScrapListSearch(searchParams);
  const show = (next: ScrapListParams) =>
    setSearchParams(buildScrapListSearch(next), { preventScrollReset: true, state: KEEP_SCROLL });
  const list = useTrainingScraps(toScrapListQuery(params));
  const regions = useRegionGroups();
  const { deleteScrap, isPending, pendingId } = useDeleteScrap();
  useClampToLastPage({
    page: params.page,
    list,
    totalPagesOf: (data) => data.totalPages,
    searchFor: (page) => buildScrapListSearch({ ...params, page }),
  });

  return (
    <ScrapListView kind="edu" params={params} onChange={show} regions={regions} list={list}>
      {list.data?.content.map((scrap) => {
        const target = courseTarget(scrap);
        return (
          <TrainingScrapCard
            key={scrap.scrapId}
            scrap={scrap}
            onDelete={() => void deleteScrap(target)}
            isDeleting={isPending && pendingId === target.id}
          />
        );
      })}
    </ScrapListView>
  );
}

export { MyScrapEduPage as Component };
