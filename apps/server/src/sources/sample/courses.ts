import type { TrainingType } from '@dasibom/contract';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import type { CourseRecord, SourceOccupation } from '../types.ts';
import { districtStem, pickCity, pickDistrict, type SamplePlaces } from './places.ts';
import { createRandom, hashString } from './prng.ts';
import {
  AREA_CODES,
  CITY_FULL_NAMES,
  COURSE_CITY_WEIGHTS,
  COURSE_HOME_URL,
  GENERIC_PROFILE,
  NAME_PREFIXES,
  OCCUPATION_PROFILES,
  ROAD_NAMES,
} from './vocabulary.ts';

/** Courses start on each day from 3 days ago (hidden by the list, proving the filter) to 120 days ahead. */
const FIRST_START_OFFSET = -3;
const LAST_START_OFFSET = 120;
/** Expected courses per occupation and start day at scale 1, before the occupation's weight. */
const COURSES_PER_DAY = 0.32;
const DURATIONS = [14, 21, 30, 45, 60, 90, 120, 150] as const;
const SCHEDULES = [' (주간반)', ' (야간반)', ' (주말반)', ''] as const;
/** 예시 본인부담액 as a share of 실제 훈련비, in percent (made-up figures, like the rest of the sample). */
const SELF_PAY_SHARES = [10, 15, 20, 30, 45, 55] as const;

export type SampleCourseOptions = {
  occupations: readonly SourceOccupation[];
  now: Date;
  places: SamplePlaces;
  scale?: number;
};

/**
 * Deterministic courses relative to `now`: ids name the start day, so a course keeps its id and content on every
 * day until it starts. About 70 % 이론 위주, 30 % 실습 위주. Fees carry 고용24's meanings (SOURCES.md §2): 실제
 * 훈련비 always, 수강비 mostly, and an 예시 본인부담액 for about four in five courses (some 0원) while the rest have
 * none, so both ways a course's fee is shown can be seen offline.
 */
export function generateSampleCourses({
  occupations,
  now,
  places,
  scale = 1,
}: SampleCourseOptions): CourseRecord[] {
  const today = seoulDateOf(now);
  const records: CourseRecord[] = [];
  for (const occupation of occupations) {
    const profile = OCCUPATION_PROFILES[occupation.name] ?? GENERIC_PROFILE;
    // Smaller occupations still get a fair share of courses: volume grows with only half the posting weight.
    const expected = COURSES_PER_DAY * (0.5 + profile.weight / 2) * scale;
    for (let offset = FIRST_START_OFFSET; offset <= LAST_START_OFFSET; offset++) {
      const startDate = addDays(today, offset);
      const day = createRandom(`courses:${occupation.id}:${startDate}`);
      const whole = Math.floor(expected);
      const count = whole + (day.chance(expected - whole) ? 1 : 0);
      for (let index = 0; index < count; index++) {
        const trprId = `S-C-${startDate.replaceAll('-', '')}-${occupation.id}-${index}`;
        const random = createRandom(`course:${trprId}`);
        const city = pickCity(random, places, COURSE_CITY_WEIGHTS);
        const regionName = pickDistrict(random, places, city);
        const district = regionName.split(' ').slice(1).join(' ');
        const kind = random.pick(profile.institutes);
        const instituteName = `${random.chance(0.2) ? districtStem(regionName) : random.pick(NAME_PREFIXES)}${kind}`;
        const instituteKey = hashString(`${instituteName}|${regionName}`);
        const road = `${random.pick(ROAD_NAMES)} ${random.int(1, 300)}`;
        const floor = random.chance(0.6) ? ` ${random.int(2, 9)}층` : '';
        const type: TrainingType = random.chance(0.7) ? '이론 위주' : '실습 위주';
        const duration = random.pick(DURATIONS);
        const realMan = random.int(30, 300) * 10_000;
        const courseMan = random.chance(0.15) ? null : realMan;
        const selfPay = random.chance(0.2)
          ? null
          : random.chance(0.1)
            ? 0
            : Math.round((realMan * random.pick(SELF_PAY_SHARES)) / 1000) * 10;
        records.push({
          trprId,
          trprDegr: String(random.int(1, 12)),
          trainstCstId: `S-I-${instituteKey.toString(36)}`,
          occupationId: occupation.id,
          title: `${random.pick(profile.courses).replace('{job}', occupation.name)}${random.pick(SCHEDULES)}`,
          instituteName,
          // 세종's only "district" repeats the city name; addresses skip it.
          address: `${CITY_FULL_NAMES[city] ?? city} ${district && district !== city ? `${district} ` : ''}${road}${floor}`,
          regionName,
          url: COURSE_HOME_URL,
          startDate,
          endDate: addDays(startDate, duration - 1),
          realMan,
          courseMan,
          selfPay,
          telNo: `${AREA_CODES[city] ?? '02'}-0000-${String(instituteKey % 10_000).padStart(4, '0')}`,
          type,
        });
      }
    }
  }
  return records;
}
