/**
 * Course types as stored (courses.type, and the copy in training_scraps.type); the API speaks the spec's labels
 * (이론 위주 / 실습 위주). Below the features: the training list, the saved courses and the sync all read it.
 */
export const COURSE_TYPE_CODES = { '이론 위주': 'THEORY', '실습 위주': 'PRACTICE' } as const;
