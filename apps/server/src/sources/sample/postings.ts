import {
  addDays,
  daysBetween,
  seoulDateOf,
  seoulEndOfDay,
  seoulStartOfDay,
} from '../../platform/seoul-date.ts';
import type { CloseTypeCode, PostingRecord, SourceOccupation } from '../types.ts';
import { districtLabel, districtStem, pickCity, pickDistrict, type SamplePlaces } from './places.ts';
import { createRandom, type Random } from './prng.ts';
import {
  EXPERIENCE_LEVELS,
  GENERIC_PROFILE,
  NAME_PREFIXES,
  OCCUPATION_PROFILES,
  type OccupationProfile,
  POSTING_CITY_WEIGHTS,
  postingSearchUrl,
} from './vocabulary.ts';

/** Postings are "posted" on each of the last 40 days and run for 5–45 days. */
const POSTED_DAYS_BACK = 40;
const MIN_OPEN_DAYS = 5;
const MAX_OPEN_DAYS = 45;
/** Postings whose deadline passed up to 2 days ago are still handed over, to prove the lists hide them. */
const PAST_DAYS_KEPT = 2;
/** Postings per occupation and posted day at scale 1, before the occupation's weight. */
const POSTINGS_PER_DAY = 8;

const CLOSE_TYPES: readonly (readonly [CloseTypeCode, number])[] = [
  [1, 80],
  [2, 7],
  [3, 8],
  [4, 5],
];

const COMPANY_WORKPLACES = new Set(['물산', '산업', '상사', '무역']);

export type SamplePostingOptions = {
  occupations: readonly SourceOccupation[];
  now: Date;
  places: SamplePlaces;
  /** Multiplies the volume (100 for benchmarks). */
  scale?: number;
};

function formatThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function salaryText(random: Random, jobType: string, profile: OccupationProfile): string {
  if (jobType === '위촉직') {
    return random.chance(0.5)
      ? `건당 ${random.int(3, 10)}만원`
      : random.pick(['면접 후 결정', '회사내규에 따름']);
  }
  if (jobType === '파트' || jobType === '아르바이트') {
    return random.chance(0.85)
      ? `시급 ${formatThousands(10_320 + random.int(0, 60) * 50)}원`
      : '면접 후 결정';
  }
  if (random.chance(0.8)) {
    const [min, max] = profile.monthly;
    return `월 ${Math.round(random.int(min, max) / 5) * 5}만원`;
  }
  return random.pick(['면접 후 결정', '회사내규에 따름']);
}

function companyName(random: Random, profile: OccupationProfile, regionName: string): string {
  const workplace = random.pick(profile.workplaces);
  const prefix = random.chance(0.2) ? districtStem(regionName) : random.pick(NAME_PREFIXES);
  return COMPANY_WORKPLACES.has(workplace) ? `(주)${prefix}${workplace}` : `${prefix}${workplace}`;
}

function placesOf(random: Random, places: SamplePlaces, city: string): string[] {
  // A few postings name only the city, a few name two districts (branches), as on real job sites.
  if (random.chance(0.03)) return [city];
  const first = pickDistrict(random, places, city);
  if (random.chance(0.08)) {
    const second = pickDistrict(random, places, city);
    if (second !== first) return [first, second];
  }
  return [first];
}

/** The anchor's city: one step through all cities per posted day, each occupation starting elsewhere. */
function anchorCity(cities: readonly string[], postedDay: string, occupationId: number): string {
  return cities[(daysBetween('2000-01-01', postedDay) + occupationId) % cities.length] ?? '서울';
}

/** How a posting closes: the anchor by a real deadline 45 days on; any other draws its close type and days open. */
function closing(random: Random, isAnchor: boolean, postedDay: string) {
  const closeType: CloseTypeCode = isAnchor ? 1 : random.weighted(CLOSE_TYPES);
  const deadlineDay = addDays(postedDay, isAnchor ? MAX_OPEN_DAYS : random.int(MIN_OPEN_DAYS, MAX_OPEN_DAYS));
  return { closeType, deadlineDay, expiresAt: closeType === 3 ? null : seoulEndOfDay(deadlineDay) };
}

/** Posted during the posted day's working hours (8–18 h), never later than now. */
function postedAtOf(random: Random, postedDay: string, now: Date): Date {
  const minutes = 8 * 60 + random.int(0, 10 * 60);
  return new Date(Math.min(seoulStartOfDay(postedDay).getTime() + minutes * 60_000, now.getTime()));
}

type PostingDay = {
  occupation: SourceOccupation;
  profile: OccupationProfile;
  postedDay: string;
  /** Days between the posted day and today. */
  back: number;
  today: string;
  now: Date;
  places: SamplePlaces;
  cities: readonly string[];
};

/**
 * Posting `index` of a posted day, every value drawn from its own generator (the draws' order is part of the
 * sample); null when its deadline passed more than PAST_DAYS_KEPT days ago.
 */
function samplePosting(day: PostingDay, index: number): PostingRecord | null {
  const { occupation, profile, postedDay, back, places } = day;
  const id = `S-${postedDay.replaceAll('-', '')}-${occupation.id}-${index}`;
  const random = createRandom(`posting:${id}`);
  const isAnchor = index === 0;
  const city = isAnchor
    ? anchorCity(day.cities, postedDay, occupation.id)
    : pickCity(random, places, POSTING_CITY_WEIGHTS);
  const { closeType, deadlineDay, expiresAt } = closing(random, isAnchor, postedDay);
  if (expiresAt && daysBetween(day.today, deadlineDay) < -PAST_DAYS_KEPT) return null;

  const locations = placesOf(random, places, city);
  const place = locations[0] ?? city;
  const jobTypeName = random.weighted(profile.jobTypes);
  const postedAt = postedAtOf(random, postedDay, day.now);
  const title = random
    .pick(profile.titles)
    .replace('{district}', districtLabel(place))
    .replace('{job}', occupation.name);
  return {
    externalId: id,
    occupationId: occupation.id,
    title,
    companyName: companyName(random, profile, place),
    url: postingSearchUrl(occupation.name),
    locations,
    jobTypeName,
    experienceLevel: random.weighted(EXPERIENCE_LEVELS),
    requiredEducationLevel: random.chance(profile.educationShare) ? '고졸 이상' : '학력무관',
    closeType,
    salary: salaryText(random, jobTypeName, profile),
    postedAt,
    expiresAt,
    interestCount: random.int(0, 30) + back * random.int(0, 12),
  };
}

/**
 * Deterministic postings relative to `now` (Asia/Seoul days). Every posting seeds its own generator from its id,
 * and ids name the posted day, so a posting keeps its id and content on every day it is open. For each occupation
 * the first posting of each posted day is an "anchor" open for 45 days whose city rotates through all 17, so every
 * occupation always has open postings in every city.
 */
export function generateSamplePostings({
  occupations,
  now,
  places,
  scale = 1,
}: SamplePostingOptions): PostingRecord[] {
  const today = seoulDateOf(now);
  const cities = [...places.keys()];
  const records: PostingRecord[] = [];
  for (const occupation of occupations) {
    const profile = OCCUPATION_PROFILES[occupation.name] ?? GENERIC_PROFILE;
    for (let back = POSTED_DAYS_BACK; back >= 0; back--) {
      const postedDay = addDays(today, -back);
      const cohort = createRandom(`postings:${occupation.id}:${postedDay}`);
      const expected = POSTINGS_PER_DAY * profile.weight * scale * (0.7 + 0.6 * cohort.next());
      const size = Math.max(1, Math.round(expected));
      const day: PostingDay = { occupation, profile, postedDay, back, today, now, places, cities };
      for (let index = 0; index < size; index++) {
        const record = samplePosting(day, index);
        if (record) records.push(record);
      }
    }
  }
  return records;
}
