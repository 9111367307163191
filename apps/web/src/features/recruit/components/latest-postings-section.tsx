import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useRecruitNear } from '../api/get-recruit-near.ts';
import { nearListLocation, nearSummary } from '../near-label.ts';
import { HOME_LOAD_ERROR_TEXT } from './hiring-status-card.tsx';
import {
  LatestPostingsFrame,
  LatestPostingsLoading,
  useLatestPostingsRegion,
} from './latest-postings-frame.tsx';
import type { RenderScrap } from './posting-card.tsx';
import { PostingGrid } from './posting-grid.tsx';
import { RecruitSourceNote } from './recruit-source-note.tsx';

const HOME_LATEST_COUNT = 6;

/**
 * Home's latest postings (spec: Home): the newest postings — for members, those in their district first, then their
 * city, then nationwide (GET /v1/recruit/near, ADR 021), with a line saying which — and 더 보러가기 to /jobsearch for
 * every occupation (`job=`) and the farthest place shown. Home loads this module when the section comes near the
 * screen (app/routes/home-latest-slot.tsx); the frame is there before.
 */
export function LatestPostingsSection({ renderScrap }: { renderScrap?: RenderScrap }) {
  const region = useLatestPostingsRegion();
  const list = useRecruitNear({
    place: region ?? undefined,
    size: HOME_LATEST_COUNT,
    sortBy: 'postDate',
  });
  const postings = list.data?.job ?? [];
  const place = list.data ? list.data.place : null;
  const nearness = list.data
    ? { summary: nearSummary(postings, place), location: nearListLocation(postings, place) }
    : undefined;

  return (
    <LatestPostingsFrame region={region} nearness={nearness} note={<RecruitSourceNote list={list.data} />}>
      {list.isError ? (
        <ErrorState
          message={HOME_LOAD_ERROR_TEXT}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <LatestPostingsLoading />
      ) : postings.length === 0 ? (
        <EmptyState icon={SearchX} message={'새로 올라온 일자리가 아직 없어요.'} />
      ) : (
        <PostingGrid
          postings={postings}
          source={list.data?.source}
          renderScrap={renderScrap}
          className="grid grid-cols-1 gap-5 @min-[36rem]:grid-cols-2 @min-[60rem]:grid-cols-3 @min-[60rem]:gap-6"
        />
      )}
    </LatestPostingsFrame>
  );
}
