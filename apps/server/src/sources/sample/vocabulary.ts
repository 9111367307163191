import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DATA_DIR } from '../../paths.ts';

/**
 * All invented: shop-sign style names, phone numbers on the unassigned 0000 exchange, links to real search or home
 * pages, never to made-up postings. Per-occupation words live in data/sample-profiles.json.
 */

export type OccupationProfile = {
  /** Relative posting volume (요양보호사 has far more openings than 메이크업). */
  weight: number;
  /** Kinds of workplace, appended to a name prefix: 햇살 + 요양원. */
  workplaces: readonly string[];
  /** Title patterns; `{district}` becomes the posting's district, `{job}` the occupation name. */
  titles: readonly string[];
  jobTypes: readonly (readonly [string, number])[];
  /** Monthly pay range in 만원 for full-time work. */
  monthly: readonly [number, number];
  /** 0–1: share of postings asking 고졸 이상 rather than 학력무관. */
  educationShare: number;
  institutes: readonly string[];
  /** Course title patterns; `{job}` becomes the occupation name. */
  courses: readonly string[];
};

/** The employment-type mixes a profile names in the data file. */
export const JOB_TYPE_PRESETS = {
  FULL_TIME: [
    ['정규직', 40],
    ['계약직', 30],
    ['파트', 18],
    ['아르바이트', 8],
    ['위촉직', 4],
  ],
  SHIFT_WORK: [
    ['정규직', 25],
    ['계약직', 25],
    ['파트', 30],
    ['아르바이트', 20],
  ],
  FREELANCE: [
    ['위촉직', 40],
    ['아르바이트', 25],
    ['파트', 20],
    ['계약직', 15],
  ],
} as const satisfies Record<string, OccupationProfile['jobTypes']>;
type JobTypePreset = keyof typeof JOB_TYPE_PRESETS;

export const SAMPLE_PROFILES_PATH = resolve(DATA_DIR, 'sample-profiles.json');

const words = z.array(z.string().trim().min(1)).min(1);

/** Patterns may hold only the placeholders the generators fill in, each once (they replace the first match). */
function patterns(placeholders: readonly string[]) {
  return words.superRefine((list, context) => {
    for (const [index, pattern] of list.entries()) {
      const found = pattern.match(/\{[^}]*\}/g) ?? [];
      const unknown = found.filter((token) => !placeholders.includes(token));
      if (unknown.length > 0 || new Set(found).size !== found.length) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `"${pattern}": only ${placeholders.join(' and ')}, each at most once`,
        });
      }
    }
  });
}

const ProfileEntrySchema = z.strictObject({
  /** The occupation's display name, so a mis-keyed entry shows (checked against data/occupations.json in tests). */
  name: z.string().trim().min(1),
  weight: z.number().positive().max(5),
  workplaces: words,
  titles: patterns(['{district}', '{job}']),
  jobTypes: z.enum(Object.keys(JOB_TYPE_PRESETS) as [JobTypePreset, ...JobTypePreset[]]),
  // Bounds keep invented pay modest; a sample posting is no statement about real pay.
  monthly: z
    .tuple([z.int().min(100).max(500), z.int().min(100).max(500)])
    .refine(([min, max]) => min <= max, 'monthly: [min, max] with min <= max'),
  educationShare: z.number().min(0).max(1),
  institutes: words,
  courses: patterns(['{job}']),
});

const SampleProfilesFileSchema = z
  .strictObject({
    about: z.string().optional(),
    occupations: z.record(z.string().regex(/^[1-9]\d*$/, 'an occupation id'), ProfileEntrySchema),
  })
  .superRefine((file, context) => {
    // OCCUPATION_PROFILES is keyed by name: two entries under one name would hide one.
    const byName = new Map<string, string>();
    for (const [id, entry] of Object.entries(file.occupations)) {
      const other = byName.get(entry.name);
      if (other) {
        context.addIssue({
          code: 'custom',
          path: ['occupations', id, 'name'],
          message: `"${entry.name}" is already the name of occupation ${other}`,
        });
      }
      byName.set(entry.name, id);
    }
  });

export type SampleProfiles = ReadonlyMap<number, { name: string; profile: OccupationProfile }>;

export function parseSampleProfiles(json: unknown, file: string = SAMPLE_PROFILES_PATH): SampleProfiles {
  const result = SampleProfilesFileSchema.safeParse(json);
  if (!result.success) throw new Error(`${file} is not sound:\n${z.prettifyError(result.error)}`);
  return new Map(
    Object.entries(result.data.occupations).map(([id, { name, jobTypes, ...rest }]) => [
      Number(id),
      { name, profile: { ...rest, jobTypes: JOB_TYPE_PRESETS[jobTypes] } },
    ]),
  );
}

export function readSampleProfiles(path: string = SAMPLE_PROFILES_PATH): SampleProfiles {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} cannot be read as JSON: ${(error as Error).message}`);
  }
  return parseSampleProfiles(json, path);
}

let cached: SampleProfiles | undefined;

export function sampleProfiles(): SampleProfiles {
  cached ??= readSampleProfiles();
  return cached;
}

/** For occupations the data file does not know (test fixtures): neutral words. */
export const GENERIC_PROFILE: OccupationProfile = {
  weight: 1,
  workplaces: ['센터', '사무소', '상사'],
  titles: ['{job} 채용', '{district} {job} 모집', '{job} 구인 (경력무관)', '{job} 파트타임 모집'],
  jobTypes: JOB_TYPE_PRESETS.FULL_TIME,
  monthly: [200, 260],
  educationShare: 0.2,
  institutes: ['평생교육원', '직업전문학교'],
  courses: ['{job} 양성 과정', '{job} 실무 과정'],
};

/** The profile of an occupation id; an id the file does not hold gets GENERIC_PROFILE. */
export function sampleProfileOf(occupationId: number): OccupationProfile {
  return sampleProfiles().get(occupationId)?.profile ?? GENERIC_PROFILE;
}

/** By name; prefer sampleProfileOf (a renamed occupation keeps its id). Built at import: a bad file stops boot. */
export const OCCUPATION_PROFILES: Record<string, OccupationProfile> = Object.fromEntries(
  [...sampleProfiles().values()].map(({ name, profile }) => [name, profile]),
);

export const NAME_PREFIXES = [
  '햇살',
  '늘봄',
  '다온',
  '한빛',
  '새봄',
  '푸른숲',
  '은빛',
  '온누리',
  '참좋은',
  '행복한',
  '사랑채',
  '소망',
  '미소',
  '하늘',
  '보람',
  '다솜',
  '가온',
  '나래',
  '바른',
  '한결',
  '이음',
  '단비',
  '꽃뜰',
  '해오름',
  '두레',
  '산들',
  '도담',
  '예담',
  '솔빛',
  '청솔',
] as const;

/** Official name, phone area code (fictional 0000 exchange) and posting/institute weights per city. */
const CITIES: Record<
  string,
  readonly [fullName: string, areaCode: string, postings: number, courses: number]
> = {
  서울: ['서울특별시', '02', 22, 20],
  부산: ['부산광역시', '051', 9, 7],
  대구: ['대구광역시', '053', 5, 5],
  인천: ['인천광역시', '032', 6, 6],
  광주: ['광주광역시', '062', 3, 4],
  대전: ['대전광역시', '042', 3, 4],
  울산: ['울산광역시', '052', 2, 2],
  세종: ['세종특별자치시', '044', 1, 1],
  경기: ['경기도', '031', 24, 20],
  강원: ['강원특별자치도', '033', 3, 3],
  충북: ['충청북도', '043', 3, 3],
  충남: ['충청남도', '041', 3, 3],
  전북: ['전북특별자치도', '063', 3, 3],
  전남: ['전라남도', '061', 3, 3],
  경북: ['경상북도', '054', 4, 4],
  경남: ['경상남도', '055', 5, 5],
  제주: ['제주특별자치도', '064', 2, 2],
};
const byCity = <T>(pick: (row: (typeof CITIES)[string]) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(CITIES).map(([city, row]) => [city, pick(row)]));

export const CITY_FULL_NAMES: Record<string, string> = byCity(([fullName]) => fullName);
export const AREA_CODES: Record<string, string> = byCity(([, areaCode]) => areaCode);
export const POSTING_CITY_WEIGHTS: Record<string, number> = byCity(([, , postings]) => postings);
export const COURSE_CITY_WEIGHTS: Record<string, number> = byCity(([, , , courses]) => courses);

export const ROAD_NAMES = [
  '중앙로',
  '시민로',
  '문화로',
  '희망로',
  '번영로',
  '평화로',
  '행복로',
  '배움로',
  '한마음로',
  '미래로',
  '새봄길',
  '꿈나무길',
] as const;

export const EXPERIENCE_LEVELS = [
  ['경력무관', 60],
  ['신입', 18],
  ['경력', 12],
  ['신입·경력', 10],
] as const;

/** 사람인's search page for the occupation: a real page, never a made-up posting address on a real site. */
export function postingSearchUrl(occupationName: string): string {
  return `https://www.saramin.co.kr/zf_user/search?searchword=${encodeURIComponent(occupationName)}`;
}

/** 고용24's home page (the sample has no real course to link to). */
export const COURSE_HOME_URL = 'https://www.work24.go.kr/';
