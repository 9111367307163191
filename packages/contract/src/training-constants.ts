/* Training constants without zod, for the web's list pages (training.ts builds the schemas on them). */

/** The spec's course types; 이론 위주 is the default. */
export const TRAINING_TYPES = ['이론 위주', '실습 위주'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** 마감 임박순 = starts soonest (courses carry no application deadline); 마감 여유순 = starts latest. */
export const TRAINING_SORTS = ['마감 임박순', '마감 여유순'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

/**
 * How course fees are named on screen (ADR 028): each figure as 고용24 defines it. 본인부담액 — what the person pays —
 * only where the course detail gave it; otherwise 실제 훈련비 with a plain word that it is the amount before support.
 */
export const COURSE_FEE_LABELS = {
  selfPay: '내가 내는 돈(본인부담액)',
  realMan: '실제 훈련비',
  courseMan: '수강비',
} as const;

/** Beside 실제 훈련비: it is not what the person pays. */
export const REAL_MAN_NOTE = '지원금을 빼기 전 금액이에요.';
/** Where 본인부담액 is not known: where to find it. */
export const SELF_PAY_UNKNOWN_NOTE = '내가 내는 돈은 고용24 과정 안내에서 확인해 주세요.';
/** Beside 본인부담액: where it comes from, and that it can differ from person to person. */
export const SELF_PAY_NOTE =
  '고용24 과정 정보에 나온 금액이에요. 지원 조건에 따라 달라질 수 있으니 신청 전에 훈련기관에 확인해 주세요.';
