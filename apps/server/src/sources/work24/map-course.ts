import type { TrainingType } from '@dasibom/contract';
import { decodeHtmlEntities, parseWon, regionFromAddress, toRegionName } from '../normalize.ts';
import type { CourseRecord, SourceOccupation } from '../types.ts';
import { cityOfAreaCode } from './areas.ts';
import { type NcsMatcher, scoreTitle } from './ncs-map.ts';
import type { Work24Course } from './schema.ts';

const WORK24_ORIGIN = 'https://www.work24.go.kr';

/**
 * 고용24 has no "theory or practice" field. A title that promises hands-on work (실습, 실무, 실기, 현장, 바리스타 —
 * barista courses are taught at the machine) is 실습 위주; everything else is 이론 위주, the spec's default. A
 * heuristic, kept in one place so it can be tuned against real titles.
 */
export const PRACTICE_WORDS = ['실습', '실무', '실기', '현장', '바리스타', '핸즈온'] as const;

export function courseTypeOf(title: string): TrainingType {
  const compact = title.replace(/\s+/g, '');
  return PRACTICE_WORDS.some((word) => compact.includes(word)) ? '실습 위주' : '이론 위주';
}

export type OccupationMatcher = { occupation: SourceOccupation; matcher: NcsMatcher };

/**
 * The occupation a course belongs to: among the occupations searched under the same NCS major category, the one
 * whose longest keyword appears in the title; ties go to the first in list order. undefined = drop the course.
 */
export function assignOccupation(
  title: string,
  candidates: readonly OccupationMatcher[],
): SourceOccupation | undefined {
  let best: { occupation: SourceOccupation; score: number } | undefined;
  for (const { occupation, matcher } of candidates) {
    const score = scoreTitle(title, matcher);
    if (score > 0 && (!best || score > best.score)) best = { occupation, score };
  }
  return best?.occupation;
}

/** Address first ("서울특별시 강남구 …" → "서울 강남구"); else the area code's city; else unknown. */
export function regionOfCourse(course: Pick<Work24Course, 'address' | 'trngAreaCd'>): string | null {
  const fromAddress = course.address ? regionFromAddress(course.address) : null;
  if (fromAddress) return fromAddress;
  const city = cityOfAreaCode(course.trngAreaCd);
  return city ? toRegionName(city, []) : null;
}

function absoluteUrl(link: string): string {
  const decoded = decodeHtmlEntities(link.trim());
  return decoded.startsWith('/') ? `${WORK24_ORIGIN}${decoded}` : decoded;
}

/**
 * A list row → our record, fees named as the guide defines them (SOURCES.md §2): `realMan` 실제 훈련비, `courseMan`
 * 수강비. The list has no 본인부담액 (the sync reads it from the course detail), so `selfPay` starts null. Null
 * when the row gives no 실제 훈련비: neither the other fee under its name nor 0원 would be true.
 */
export function mapWork24Course(course: Work24Course, occupationId: number): CourseRecord | null {
  const realMan = parseWon(course.realMan);
  if (realMan === null) return null;
  const title = decodeHtmlEntities(course.title).trim();
  return {
    trprId: course.trprId,
    trprDegr: course.trprDegr,
    trainstCstId: course.trainstCstId,
    occupationId,
    title,
    instituteName: decodeHtmlEntities(course.subTitle).trim(),
    address: decodeHtmlEntities(course.address ?? '').trim(),
    regionName: regionOfCourse(course),
    url: absoluteUrl(course.titleLink),
    startDate: course.traStartDate,
    endDate: course.traEndDate,
    realMan,
    courseMan: parseWon(course.courseMan),
    selfPay: null,
    telNo: course.telNo?.trim() || null,
    type: courseTypeOf(title),
  };
}
