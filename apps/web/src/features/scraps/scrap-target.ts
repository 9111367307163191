import type { ScrapCategory } from '@dasibom/contract';
import { courseScrapKey } from '@dasibom/contract/plain';
import type { ScrapCourse } from './api/save-training-scrap.ts';
/**
 * What a heart saves: a posting by its id, or one round of a course keyed `trprId:trprDegr:trainstCstId` (the key
 * in the batch check and in the caches).
 */
export type ScrapTarget =
  | { category: 'RECRUIT'; id: string }
  | { category: 'TRAINING'; id: string; course: ScrapCourse };

export function postingTarget(posting: { id: string }): ScrapTarget {
  return { category: 'RECRUIT', id: posting.id };
}

export function courseTarget(course: ScrapCourse): ScrapTarget {
  return { category: 'TRAINING', id: courseScrapKey(course), course };
}

export type { ScrapCategory };
