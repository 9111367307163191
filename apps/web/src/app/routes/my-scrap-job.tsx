import type { RecruitScrap } from '@dasibom/contract';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';
import { DeadlineBadge } from '../../features/recruit/components/deadline-badge.tsx';
import { useRegionGroups } from '../../features/regions/use-region-groups.ts';
import { useRecruitScraps } from '../../features/scraps/api/get-recruit-scraps.ts';
import { RecruitScrapCard } from '../../features/scraps/components/recruit-scrap-card.tsx';
import { ScrapListView } from '../../features/scraps/components/scrap-list-view.tsx';
import { useDeleteScrap } from '../../features/scraps/hooks/use-delete-scrap.ts';
import {
  buildScrapListSearch,
  parseScrapListSearch,
  type ScrapListParams,
  toScrapListQuery,
} from '../../features/scraps/scrap-list-params.ts';
import { postingTarget } from '../../features/scraps/scrap-target.ts';
import { KEEP_SCROLL } from '../../lib/navigation.ts';
import { useClampToLastPage } from '../../lib/use-clamp-to-last-page.ts';

// The posting dialog (React Aria) loads when a saved posting is first opened.
const PostingDetailModal = lazyWithAria(() =>
  import('../../features/recruit/components/posting-detail-modal.tsx').then(
    (module) => module.PostingDetailModal,
  ),
);

/**
 * /mytodo/scrap/job: the member's saved postings (the snapshot taken when saved, with today's deadline), sorted,
 * narrowed to a region, paged; a card opens the posting's detail, 삭제 asks first. The state lives in the address.
 */
export function MyScrapJobPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseScrapListSearch(searchParams);
  const show = (next: ScrapListParams) =>
    setSearchParams(buildScrapListSearch(next), { preventScrollReset: true, state: KEEP_SCROLL });
  const list = useRecruitScraps(toScrapListQuery(params));
  const regions = useRegionGroups();
  const { deleteScrap, isPending, pendingId } = useDeleteScrap();
  // After the last card of the last page is removed, show the page before it.
  useClampToLastPage({
    page: params.page,
    list,
    totalPagesOf: (data) => data.totalPages,
    searchFor: (page) => buildScrapListSearch({ ...params, page }),
  });

  const [selected, setSelected] = useState<RecruitScrap | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  if (selected && !hasOpened) setHasOpened(true);

  return (
    <>
      <ScrapListView kind="job" params={params} onChange={show} regions={regions} list={list}>
        {list.data?.content.map((scrap) => (
          <RecruitScrapCard
            key={scrap.scrapId}
            scrap={scrap}
            badge={<DeadlineBadge deadline={scrap.deadline} />}
            onOpen={setSelected}
            onDelete={(item) => void deleteScrap(postingTarget(item))}
            isDeleting={isPending && pendingId === scrap.id}
          />
        ))}
      </ScrapListView>
      {hasOpened && (
        <Suspense fallback={null}>
          <PostingDetailModal
            isOpen={selected !== null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setSelected(null);
            }}
            posting={selected ?? undefined}
            source={undefined}
          />
        </Suspense>
      )}
    </>
  );
}

export { MyScrapJobPage as Component };
