import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { useTrainingScraps } from '../../features/scraps/api/get-training-scraps.ts';
import { ScrapListView } from '../../features/scraps/components/scrap-list-view.tsx';
import { TrainingScrapCard } from '../../features/scraps/components/training-scrap-card.tsx';
import { useDeleteScrap } from '../../features/scraps/hooks/use-delete-scrap.ts';
import { useScrapListAddress } from '../../features/scraps/hooks/use-scrap-list-address.ts';
import { toScrapListQuery } from '../../features/scraps/scrap-list-params.ts';
import { courseTarget } from '../../features/scraps/scrap-target.ts';

/**
 * /mytodo/scrap/edu: the member's saved course rounds, sorted, narrowed to a region, paged; each links to 고용24
 * and 삭제 asks first. The state lives in the address.
 */
export function MyScrapEduPage() {
  const address = useScrapListAddress();
  const list = useTrainingScraps(toScrapListQuery(address.params));
  const regions = useRegionGroups();
  const { deleteScrap, isPending, pendingId } = useDeleteScrap();

  return (
    <ScrapListView kind="edu" address={address} regions={regions} list={list}>
      {(scrap) => {
        const target = courseTarget(scrap);
        return (
          <TrainingScrapCard
            key={scrap.scrapId}
            scrap={scrap}
            onDelete={() => void deleteScrap(target)}
            isDeleting={isPending && pendingId === target.id}
          />
        );
      }}
    </ScrapListView>
  );
}

export { MyScrapEduPage as Component };
