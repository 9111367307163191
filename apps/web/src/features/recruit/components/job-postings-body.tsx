import type { DataSource, Posting } from '@dasibom/contract';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { RenderScrap } from './posting-card.tsx';
import { PostingGrid } from './posting-grid.tsx';

export type JobPostingsBodyProps = {
  jobName: string;
  postings: readonly Posting[];
  source: DataSource | undefined;
  renderScrap: RenderScrap | undefined;
};

/**
 * What the job detail's postings section shows once its postings are in: their cards (each opening the posting
 * modal), or that there are none. Loaded when the section comes near the screen (job-postings-block.tsx).
 */
export function JobPostingsBody({ jobName, postings, source, renderScrap }: JobPostingsBodyProps) {
  if (postings.length === 0) {
    return <EmptyState icon={SearchX} message={`지금은 ${jobName} 채용 공고가 없어요.`} />;
  }
  return (
    <PostingGrid
      postings={postings}
      source={source}
      renderScrap={renderScrap}
      className="grid grid-cols-1 gap-5 @min-[40rem]:grid-cols-3"
    />
  );
}
