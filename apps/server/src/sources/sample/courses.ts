import type { TrainingType } from '@dasibom/contract';
import { addDays, seoulDateOf } from '../../platform/seoul-date.ts';
import type { CourseRecord, SourceOccupation } from '../types.ts';
import { districtStem, pickCity, pickDistrict, type SamplePlaces } from './places.ts';
import { createRandom, hashString, type Random } from './prng.ts';
import {
  AREA_CODES,
  CITY_FULL_NAMES,
  COURSE_CITY_WEIGHTS,
  COURSE_HOME_URL,
  GENERIC_PROFILE,
  NAME_PREFIXES,
  OCCUPATION_PROFILES,
  type OccupationProfile,
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

/** How many courses start on one day: the whole part of `expected` always, one more by chance for the rest. */
function coursesOnDay(day: Random, expected: number): number {
  const whole = Math.floor(expected);
  return whole + (day.chance(expected - whole) ? 1 : 0);
}

/** 세종's only "district" repeats the city name; addresses skip it. */
function streetAddress(city: string, district: string, street: string): string {
  const districtPart = district && district !== city ? `${district} ` : '';
  return `${CITY_FULL_NAMES[city] ?? city} ${districtPart}${street}`;
}

/** Where a course is taught: an institute of one of the profile's kinds, in a district of a weighted city. */
function sampleInstitute(random: Random, places: SamplePlaces, profile: OccupationProfile) {
  const city = pickCity(random, places, COURSE_CITY_WEIGHTS);
  const regionName = pickDistrict(random, places, city);
  const district = regionName.split(' ').slice(1).join(' ');
  const kind = random.pick(profile.institutes);
  const instituteName = `${random.chance(0.2) ? districtStem(regionName) : random.pick(NAME_PREFIXES)}${kind}`;
  const road = `${random.pick(ROAD_NAMES)} ${random.int(1, 300)}`;
  const floor = random.chance(0.6) ? ` ${random.int(2, 9)}층` : '';
  return {
    city,
    regionName,
    instituteName,
    instituteKey: hashString(`${instituteName}|${regionName}`),
    address: streetAddress(city, district, `${road}${floor}`),
  };
}

/** 예시 본인부담액: none for about one in five courses, 0원 for a few, else a share of 실제 훈련비 (10원 units). */
function sampleSelfPay(random: Random, realMan: number): number | null {
  if (random.chance(0.2)) return null;
  if (random.chance(0.1)) return 0;
  return Math.round((realMan * random.pick(SELF_PAY_SHARES)) / 1000) * 10;
}

type CourseSlot = {
  trprId: string;
  startDate: string;
  occupation: SourceOccupation;
  profile: OccupationProfile;
};

/** One course, every value drawn from its own generator (the draws' order is part of the sample). */
function sampleCourse(random: Random, places: SamplePlaces, slot: CourseSlot): CourseRecord {
  const { trprId, startDate, occupation, profile } = slot;
  const institute = sampleInstitute(random, places, profile);
  const type: TrainingType = random.chance(0.7) ? '이론 위주' : '실습 위주';
  const duration = random.pick(DURATIONS);
  const realMan = random.int(30, 300) * 10_000;
  const courseMan = random.chance(0.15) ? null : realMan;
  const selfPay = sampleSelfPay(random, realMan);
  return {
    trprId,
    trprDegr: String(random.int(1, 12)),
    trainstCstId: `S-I-${institute.instituteKey.toString(36)}`,
    occupationId: occupation.id,
    title: `${random.pick(profile.courses).replace('{job}', occupation.name)}${random.pick(SCHEDULES)}`,
    instituteName: institute.instituteName,
    address: institute.address,
    regionName: institute.regionName,
    url: COURSE_HOME_URL,
    startDate,
    endDate: addDays(startDate, duration - 1),
    realMan,
    courseMan,
    selfPay,
    telNo: `${AREA_CODES[institute.city] ?? '02'}-0000-${String(institute.instituteKey % 10_000).padStart(4, '0')}`,
    type,
  };
}

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
      const count = coursesOnDay(createRandom(`courses:${occupation.id}:${startDate}`), expected);
      for (let index = 0; index < count; index++) {
        const trprId = `S-C-${startDate.replaceAll('-', '')}-${occupation.id}-${index}`;
        const slot = { trprId, startDate, occupation, profile };
        records.push(sampleCourse(createRandom(`course:${trprId}`), places, slot));
      }
    }
  }
  return records;
}
