/* Scrap constants without zod (scraps.ts builds the schemas on them); the web's hearts and scrap pages read these. */

/** `GET /v1/scrap/checked?category=`. */
export const SCRAP_CATEGORIES = ['RECRUIT', 'TRAINING'] as const;
export type ScrapCategory = (typeof SCRAP_CATEGORIES)[number];

/** The scrap lists' sorts: by when the member saved the item; 최신 순 is the default. */
export const SCRAP_SORTS = ['최신 순', '오래된 순'] as const;
export type ScrapSort = (typeof SCRAP_SORTS)[number];

/** At most this many scraps per member, postings and courses counted together (API.md → 400 SCRAP_LIMIT). */
export const SCRAP_LIMIT_PER_MEMBER = 100;

/** At most this many ids in one `GET /v1/scrap/checked`. */
export const SCRAP_CHECK_MAX_IDS = 100;

/**
 * A course's scrap key in `idList` and in the web's caches: 고용24 lists several rounds (trprDegr) of one course id
 * (trprId), sometimes at several institutes, so a heart belongs to the exact round. `trprId:trprDegr:trainstCstId`.
 */
export function courseScrapKey(course: { trprId: string; trprDegr: string; trainstCstId: string }): string {
  return `${course.trprId}:${course.trprDegr}:${course.trainstCstId}`;
}

/** Shown instead of a D-day on a saved posting whose deadline has passed, and on a saved course that has started. */
export const SCRAP_CLOSED_LABEL = '마감';
