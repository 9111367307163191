/**
 * Enum codes of the reference data and the Korean labels the spec uses for them. Filters and API values use the
 * labels; the database keeps the codes.
 */
export const CERTIFICATE_REQUIREMENT_LABELS = {
  REQUIRED: '필요함',
  NONE: '불필요함',
  OPTIONAL: '선택 사항',
} as const;
export type CertificateRequirement = keyof typeof CERTIFICATE_REQUIREMENT_LABELS;

export const WORK_TIME_LABELS = {
  WEEKDAY_MORNING: '평일 오전',
  WEEKDAY_AFTERNOON: '평일 오후',
  WEEKDAY_NINE_TO_SIX: '평일 9시-18시',
  WEEKEND: '주말 근무',
  EVENT: '이벤트성',
  FLEXIBLE: '탄력 근무',
  // Not among the spec's six: 격일제 and 교대 jobs (경비, 버스) are neither 9-18 nor flexible (docs/sources/occupations-21-40.md).
  SHIFT: '교대 근무',
} as const;
export type WorkTime = keyof typeof WORK_TIME_LABELS;

export const SALARY_TYPE_LABELS = { MONTHLY: '월급', DAILY: '일급', PER_CASE: '건당' } as const;
export type SalaryType = keyof typeof SALARY_TYPE_LABELS;

export type Level = 'LOW' | 'MEDIUM' | 'HIGH';
export const PHYSICAL_LABELS = {
  LOW: '낮은 활동량',
  MEDIUM: '중간 활동량',
  HIGH: '높은 활동량',
} as const satisfies Record<Level, string>;
export const LEVEL_LABELS = { LOW: '낮음', MEDIUM: '중간', HIGH: '높음' } as const satisfies Record<
  Level,
  string
>;

export const GENDERS = ['FEMALE', 'MALE'] as const;
export type Gender = (typeof GENDERS)[number];

export function labelValues<T extends Record<string, string>>(labels: T): [T[keyof T], ...T[keyof T][]] {
  return Object.values(labels) as [T[keyof T], ...T[keyof T][]];
}

/** Reverse lookup: label → code. */
export function codeOfLabel<T extends Record<string, string>>(labels: T, label: string): keyof T | undefined {
  return (Object.keys(labels) as (keyof T)[]).find((code) => labels[code] === label);
}

/** "월 220만 원", "하루 20만 원", "1건당 10만 원" (PRODUCT.md 10). */
export function formatSalary(salaryType: string, salaryCost: number): string {
  if (salaryType === SALARY_TYPE_LABELS.MONTHLY) return `월 ${salaryCost}만 원`;
  if (salaryType === SALARY_TYPE_LABELS.DAILY) return `하루 ${salaryCost}만 원`;
  return `1건당 ${salaryCost}만 원`;
}
