/* Recruitment constants without zod, for the web's first page (recruit.ts builds the schemas on them). */

/** `sortBy` values: the spec's two sorts plus `postDate` (newest first, used by home's latest list). */
export const RECRUIT_SORTS = ['마감 임박순', '마감 여유순', 'postDate'] as const;
export type RecruitSort = (typeof RECRUIT_SORTS)[number];
/** The sorts a person can pick on /jobsearch (spec §9). */
export const RECRUIT_SORT_OPTIONS = ['마감 임박순', '마감 여유순'] as const;

/** Where list data comes from; shown on every list ("예시 데이터" for the sample source). */
export const DATA_SOURCES = ['SAMPLE', 'SARAMIN', 'WORK24'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];
export const DATA_SOURCE_LABELS: Record<DataSource, string> = {
  SAMPLE: '예시 데이터',
  SARAMIN: '사람인',
  WORK24: '고용24',
};

/**
 * `GET /v1/recruit/near` (ADR 021): how near a posting is to the place asked about — the place's district, the rest
 * of its city, or anywhere else.
 */
export const NEAR_TIERS = ['district', 'city', 'nationwide'] as const;
export type NearTier = (typeof NEAR_TIERS)[number];
/** The orders `near` can read each tier in: soonest deadline (job detail) or newest (home's latest postings). */
export const NEAR_SORTS = ['마감 임박순', 'postDate'] as const;
export type NearSort = (typeof NEAR_SORTS)[number];
/** At most this many postings per `near` answer. */
export const NEAR_MAX_SIZE = 12;
