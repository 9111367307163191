import { LatestPostingsSection } from '../../features/recruit/components/latest-postings-section.tsx';
import { renderPostingScrap } from './scrap-slots.tsx';

/** Home's latest postings with their hearts: loaded by home-latest-slot.tsx when the section comes near. */
export function HomeLatestPostings() {
  return <LatestPostingsSection renderScrap={renderPostingScrap} />;
}
