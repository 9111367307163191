import type { Course, Posting } from '@dasibom/contract';
import type { ScrapSlot } from '../../features/recruit/components/posting-card.tsx';
import { ScrapToggle } from '../../features/scraps/components/scrap-toggle.tsx';
import { courseTarget, postingTarget } from '../../features/scraps/scrap-target.ts';
import type { CourseScrapSlot } from '../../features/training/components/course-card.tsx';

/*
 * The scraps feature's controls in the recruit and training features' slots (composition lives in app/: features
 * never import each other). Every heart of a page asks the page's one batch check.
 */

export function renderPostingScrap(posting: Posting, { place, pageIds }: ScrapSlot) {
  return <ScrapToggle target={postingTarget(posting)} place={place} pageIds={pageIds} />;
}

export function renderCourseScrap(course: Course, { place, pageKeys }: CourseScrapSlot) {
  return <ScrapToggle target={courseTarget(course)} place={place} pageIds={pageKeys} />;
}
