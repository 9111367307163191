import type { RecruitScrap } from '@dasibom/contract';
import { useState } from 'react';
import { DeadlineBadge } from '../../features/recruit/components/deadline-badge.tsx';
import { PostingDetailSlot } from '../../features/recruit/components/posting-detail-slot.tsx';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { useRecruitScraps } from '../../features/scraps/api/get-recruit-scraps.ts';
import { RecruitScrapCard } from '../../features/scraps/components/recruit-scrap-card.tsx';
import { ScrapListView } from '../../features/scraps/components/scrap-list-view.tsx';
import { useDeleteScrap } from '../../features/scraps/hooks/use-delete-scrap.ts';
import { useScrapListAddress } from '../../features/scraps/hooks/use-scrap-list-address.ts';
import { toScrapListQuery } from '../../features/scraps/scrap-list-params.ts';
import { postingTarget } from '../../features/scraps/scrap-target.ts';

/**
 * /mytodo/scrap/job: the member's saved postings (the snapshot taken when saved, with today's deadline), sorted,
 * narrowed to a region, paged; a card opens the posting's detail, 삭제 asks first. The state lives in the address.
 */
export function MyScrapJobPage() {
  const address = useScrapListAddress();
  const list = useRecruitScraps(toScrapListQuery(address.params));
  const regions = useRegionGroups();
  const { deleteScrap, isPending, pendingId } = useDeleteScrap();

  const [selected, setSelected] = useState<RecruitScrap | null>(null);

  return (
    <>
      <ScrapListView kind="job" address={address} regions={regions} list={list}>
        {(scrap) => (
          <RecruitScrapCard
            key={scrap.scrapId}
            scrap={scrap}
            badge={<DeadlineBadge deadline={scrap.deadline} />}
            onOpen={setSelected}
            onDelete={(item) => void deleteScrap(postingTarget(item))}
            isDeleting={isPending && pendingId === scrap.id}
          />
        )}
      </ScrapListView>
      <PostingDetailSlot
        isOpen={selected !== null}
        onClose={() => setSelected(null)}
        posting={selected ?? undefined}
        source={undefined}
      />
    </>
  );
}

export { MyScrapJobPage as Component };
