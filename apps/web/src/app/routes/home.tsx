import { HomeEntryCards } from '../../features/home/components/home-entry-cards.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HiringStatusCard } from '../../features/recruit/components/hiring-status-card.tsx';
import { LatestPostingsSection } from '../../features/recruit/components/latest-postings-section.tsx';
import { HomeLocalJobs } from './home-local-jobs.tsx';

/**
 * Home (/). Visitor version for now. Later issues fill these slots, in this order (spec: Home):
 *   1. HomeHero → for members with a to-do group: MyDreamBanner (features/todos; days, job, 4 open to-dos)
 *   2. HiringStatusCard (features/recruit; "인기 직종 채용 현황" or "{시·도} 채용 현황") — done
 *   3. DreamersSection (features/community; "열심히 준비하는 드리머" / "같은 꿈을 꾸는 드리머")
 *   4. LatestPostingsSection (features/recruit; latest postings, region-aware) — done
 * No placeholder data is shown meanwhile.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HiringStatusCard />
      <HomeLocalJobs />
      <HomeEntryCards />
      {/* slot 3: dreamers section */}
      <LatestPostingsSection />
    </>
  );
}
