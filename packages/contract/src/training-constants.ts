/* Training constants without zod, for the web's list pages (training.ts builds the schemas on them). */

/** The spec's course types; 이론 위주 is the default. */
export const TRAINING_TYPES = ['이론 위주', '실습 위주'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** 마감 임박순 = starts soonest (courses carry no application deadline); 마감 여유순 = starts latest. */
export const TRAINING_SORTS = ['마감 임박순', '마감 여유순'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];
