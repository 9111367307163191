import type { Posting } from '@dasibom/contract';
import type { ScrapSlot } from '../../features/recruit/components/posting-card.tsx';
import { HomeScrapToggle } from '../../features/scraps/components/home-scrap-toggle.tsx';

/**
 * Home's hearts: the light version (no TanStack Query, no zod on the first page, ADR 012). The target is written
 * here rather than with scrap-target.ts's helpers: a module home imports lands whole in the first page's chunk.
 */
export function renderHomePostingScrap(posting: Posting, { place, pageIds }: ScrapSlot) {
  return <HomeScrapToggle target={{ category: 'RECRUIT', id: posting.id }} place={place} pageIds={pageIds} />;
}
