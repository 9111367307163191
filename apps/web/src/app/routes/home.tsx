import { HomeEntryCards } from '../../features/home/components/home-entry-cards.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomeLocalJobs } from './home-local-jobs.tsx';

/**
 * Home (/). Visitor version for now. Later issues fill these slots, in this order (spec: Home):
 *   1. HomeHero → for members with a to-do group: MyDreamBanner (features/todos; days, job, 4 open to-dos)
 *   2. PopularHiringCard / RegionHiringCard (features/recruit; "인기 직업 채용 현황" or "{지역} 채용 현황")
 *   3. DreamersSection (features/community; "열심히 준비하는 드리머" / "같은 꿈을 꾸는 드리머")
 *   4. LatestPostingsSection (features/recruit; latest postings, region-aware)
 * No placeholder data is shown meanwhile.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      {/* slot 2: hiring status card */}
      <HomeLocalJobs />
      <HomeEntryCards />
      {/* slot 3: dreamers section */}
      {/* slot 4: latest postings section */}
    </>
  );
}
