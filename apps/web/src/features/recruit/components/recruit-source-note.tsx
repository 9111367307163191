import type { RecruitList } from '@dasibom/contract';
import { DataSourceNote } from '../../../components/data-source-note.tsx';

/** What the bundled sample postings are, next to their "예시 데이터" badge. */
export const RECRUIT_SAMPLE_TEXT = '실제 채용 공고가 아니에요. 화면을 둘러보실 수 있게 만든 예시 공고예요.';

/** Where a posting list comes from and how fresh it is; nothing until the list has loaded. */
export function RecruitSourceNote({ list }: { list: Pick<RecruitList, 'source' | 'syncedAt'> | undefined }) {
  if (!list) return null;
  return (
    <DataSourceNote source={list.source} syncedAt={list.syncedAt} sampleDescription={RECRUIT_SAMPLE_TEXT} />
  );
}
