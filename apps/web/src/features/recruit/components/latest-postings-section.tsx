import type { Posting } from '@dasibom/contract';
import { ChevronRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { normalizeLocation } from '../../../lib/list-search-params.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useRecruitListLight } from '../api/get-recruit-list.ts';
import { recruitListHref } from '../recruit-params.ts';
import { HOME_LOAD_ERROR_TEXT } from './hiring-status-card.tsx';
import { PostingGrid } from './posting-grid.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

const HOME_LATEST_COUNT = 6;

/**
 * Home's latest postings (spec: Home): the newest postings — near the member's residence for members — with
 * 더 보러가기 to /jobsearch for every occupation (`job=`) and, for members, their region.
 */
export function LatestPostingsSection({ renderScrap }: { renderScrap?: (posting: Posting) => ReactNode }) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const regionName = useSessionStore((state) => state.user?.regionName ?? null);
  const region = isLoggedIn ? normalizeLocation(regionName) : null;
  const list = useRecruitListLight({ pageNum: 0, sortBy: 'postDate', locationName: region ?? undefined });
  const postings = list.data?.job.slice(0, HOME_LATEST_COUNT) ?? [];
  const moreHref = recruitListHref({ job: null, location: region });

  return (
    <section
      aria-labelledby="home-latest-title"
      className="@container mx-auto w-full max-w-6xl px-4 pb-14 min-[30rem]:px-6"
    >
      <div className="mb-5 flex flex-col gap-1">
        <h2 id="home-latest-title" className="text-2xl font-bold">
          {region ? `${region} 최근 일자리` : '최근 올라온 일자리'}
        </h2>
        <RecruitSourceNote list={list.data} />
      </div>

      {list.isError ? (
        <ErrorState
          message={HOME_LOAD_ERROR_TEXT}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner isLabelVisible label="최근 일자리를 불러오는 중이에요" />
        </div>
      ) : postings.length === 0 ? (
        <EmptyState
          icon={SearchX}
          message={
            region ? `${region}에 새로 올라온 일자리가 아직 없어요.` : '새로 올라온 일자리가 아직 없어요.'
          }
        />
      ) : (
        <PostingGrid
          postings={postings}
          source={list.data?.source}
          renderScrap={renderScrap}
          className="grid grid-cols-1 gap-5 @min-[36rem]:grid-cols-2 @min-[60rem]:grid-cols-3 @min-[60rem]:gap-6"
        />
      )}

      <div className="mt-6 flex justify-center">
        <LinkButton
          href={moreHref}
          variant="secondary"
          size="lg"
          icon={<ChevronRight aria-hidden="true" className="order-last size-5" />}
        >
          더 보러가기
        </LinkButton>
      </div>
    </section>
  );
}
