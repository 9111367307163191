import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRegionsCsv } from '@dasibom/contract';
import { DATA_DIR } from '../../paths.ts';
import { addDays, seoulDateOf, seoulEndOfDay, seoulStartOfDay } from '../../platform/seoul-date.ts';
import { notFoundAnswer, type StandInAnswer, type StandInHandler } from '../probe-types.ts';
import { createRandom, hashString, type Random } from '../sample/prng.ts';
import { SARAMIN_MAX_COUNT, SARAMIN_SORTS } from './schema.ts';

/**
 * A local stand-in for 사람인's `GET /job-search` (ADR 027), for development and the end-to-end sync test only. It
 * answers as documented, quirks included: `{ code, message }` refusals with status 200, `total` as a string, `start`
 * as a page number, one job as an object rather than a list, HTML-escaped place names, the far-future "always open"
 * timestamp. Postings are made up, deterministic per search word and Seoul day, and every title contains the word.
 *
 * Keys: none → code 1, "bad-key" → code 2, "rate-limited-key" → code 4, "maintenance-key" → an HTML page.
 * `keywords` is split on a space, "+" or "," [SR-ID]; every word must match (reported, unconfirmed), and a stand-in
 * posting carries one search word, so a query of several words finds nothing, as "미용사 (일반)" would.
 */

/** 2033-01-01 00:00 KST: the value public clients see for postings with no real deadline (SOURCES.md §1). */
export const ALWAYS_OPEN_TIMESTAMP = 1988118000;

const JSON_TYPE = 'application/json;charset=UTF-8';
const MAINTENANCE_PAGE =
  '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>사람인 - 서비스 점검 안내</title></head>' +
  '<body><h1>서비스 점검 중입니다.</h1></body></html>';

const TITLE_ENDINGS = [
  '모집',
  '채용 (경력무관)',
  '구인 (주 5일)',
  '정규직 채용',
  '파트타임 모집',
  '신입·경력 채용',
];
const COMPANY_STEMS = ['한빛', '새봄', '다온', '늘봄', '푸른숲', '은행나무', '소망', '해오름'];
const COMPANY_KINDS = ['센터', '복지관', '상사', '서비스', '의원', '협동조합'];
const JOB_TYPES = [
  { code: '1', name: '정규직' },
  { code: '2', name: '계약직' },
  { code: '4', name: '파트' },
] as const;
const EXPERIENCE = [
  { code: 0, min: 0, max: 0, name: '경력무관' },
  { code: 1, min: 0, max: 0, name: '신입' },
  { code: 3, min: 1, max: 3, name: '경력 1~3년' },
] as const;
const EDUCATION = [
  { code: '0', name: '학력무관' },
  { code: '2', name: '고등학교졸업이상' },
] as const;
const SALARIES = [
  { code: '0', name: '회사내규에 따름' },
  { code: '0', name: '면접 후 결정' },
  { code: '12', name: '시급 10,320원' },
  { code: '22', name: '월 230만원' },
] as const;
const CLOSE_TYPES: readonly (readonly [{ code: string; name: string }, number])[] = [
  [{ code: '1', name: '접수마감일' }, 70],
  [{ code: '2', name: '채용시' }, 10],
  [{ code: '3', name: '상시' }, 12],
  [{ code: '4', name: '수시' }, 8],
];

type Place = { code: string; city: string; district: string };

let places: Place[] | undefined;

/** Every region of data/regions.csv with its 사람인 code, so every stand-in place is one the sync can file. */
function loadPlaces(): Place[] {
  places ??= parseRegionsCsv(readFileSync(resolve(DATA_DIR, 'regions.csv'), 'utf8')).map((row) => {
    const [city = '', ...rest] = row.regionName.split(' ');
    return { code: String(row.regionCode), city, district: rest.join(' ') };
  });
  return places;
}

function json(body: unknown): StandInAnswer {
  return { status: 200, contentType: JSON_TYPE, body: JSON.stringify(body) };
}

/** The service says no with status 200 and a `{ code, message }` body (the message text is ours, not recorded). */
function refusal(code: number, message: string): StandInAnswer {
  return json({ code, message });
}

function kstString(seconds: number): string {
  const local = new Date((seconds + 9 * 3600) * 1000).toISOString().slice(0, 19);
  return `${local}+0900`;
}

/** The total for a word: fixed per word, over one page for some; 111 for some, so a last page holds one job. */
function totalFor(word: string): number {
  const hash = hashString(word);
  return hash % 7 === 0 ? SARAMIN_MAX_COUNT + 1 : 3 + (hash % 180);
}

function locationOf(random: Random): { code: string; name: string } {
  const all = loadPlaces();
  const picked = random.chance(0.1) ? [random.pick(all), random.pick(all)] : [random.pick(all)];
  // Most answers escape the ">" (서울 &gt; 강남구); some do not.
  const arrow = random.chance(0.8) ? ' &gt; ' : ' > ';
  return {
    code: picked.map((place) => place.code).join(','),
    name: picked
      .map((place) => (place.district ? `${place.city}${arrow}${place.district}` : place.city))
      .join(','),
  };
}

function job(
  word: string,
  index: number,
  today: string,
  fields: ReadonlySet<string>,
): Record<string, unknown> {
  const random = createRandom(`saramin-stand-in:${word}:${today}:${index}`);
  const id = String(40_000_000 + (hashString(word) % 50_000) * 200 + index);
  const postedDay = addDays(today, -random.int(0, 20));
  const posted = Math.floor(seoulStartOfDay(postedDay).getTime() / 1000) + random.int(8, 18) * 3600;
  const closeType = random.weighted(CLOSE_TYPES);
  const alwaysOpen =
    closeType.code === '3' || (closeType.code !== '1' && random.chance(0.5)) || random.chance(0.03);
  const expires = alwaysOpen
    ? ALWAYS_OPEN_TIMESTAMP
    : Math.floor(seoulEndOfDay(addDays(today, random.int(1, 45))).getTime() / 1000);
  const company = random.chance(0.05)
    ? `(주)${random.pick(COMPANY_STEMS)}&amp;${random.pick(COMPANY_KINDS)}`
    : `${random.pick(COMPANY_STEMS)}${random.pick(COMPANY_KINDS)}`;
  const result: Record<string, unknown> = {
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}&utm_source=job-search-api&utm_medium=api&utm_campaign=saramin-job-search-api`,
    // Public clients see both 1 and "1".
    active: random.chance(0.5) ? 1 : '1',
    company: {
      detail: { href: `https://www.saramin.co.kr/zf_user/company-info/view?csn=${id}`, name: company },
    },
    position: {
      title: `${word} ${random.pick(TITLE_ENDINGS)}`,
      location: locationOf(random),
      'job-type': random.pick(JOB_TYPES),
      'experience-level': random.pick(EXPERIENCE),
      'required-education-level': random.pick(EDUCATION),
    },
    keyword: word,
    salary: random.pick(SALARIES),
    id,
    'posting-timestamp': String(posted),
    'modification-timestamp': String(posted + 3600),
    'opening-timestamp': String(posted),
    'expiration-timestamp': String(expires),
    'close-type': closeType,
  };
  if (fields.has('posting-date')) result['posting-date'] = kstString(posted);
  if (fields.has('expiration-date')) result['expiration-date'] = kstString(expires);
  if (fields.has('count')) {
    result['read-cnt'] = String(random.int(0, 500));
    result['apply-cnt'] = String(random.int(0, 30));
  }
  return result;
}

export type SaraminStandInOptions = {
  /** "Today" for the made-up postings (default: the clock), so deadlines lie ahead of the day the sync runs. */
  now?: () => Date;
};

/** The keys refused before anything else is read, and how; no key at all is code 1. */
const KEY_ANSWERS = new Map<string, () => StandInAnswer>([
  ['bad-key', () => refusal(2, '유효하지 않은 access-key 입니다.')],
  ['rate-limited-key', () => refusal(4, '일일 요청 한도를 초과했습니다.')],
  [
    'maintenance-key',
    () => ({ status: 200, contentType: 'text/html;charset=UTF-8', body: MAINTENANCE_PAGE }),
  ],
]);

function keyRefusal(key: string | null): StandInAnswer | undefined {
  if (!key) return refusal(1, 'access-key가 없습니다.');
  return KEY_ANSWERS.get(key)?.();
}

type PageQuery = { count: number; start: number };

/** `count`, `start` and `sort` as documented, or code 3 for the first one that is not. */
function readPageQuery(params: URLSearchParams): PageQuery | { refused: StandInAnswer } {
  const count = Number(params.get('count') ?? '10');
  const start = Number(params.get('start') ?? '0');
  const sort = params.get('sort');
  if (!Number.isInteger(count) || count < 1 || count > SARAMIN_MAX_COUNT) {
    return { refused: refusal(3, `count 값은 1~${SARAMIN_MAX_COUNT} 사이여야 합니다.`) };
  }
  if (!Number.isInteger(start) || start < 0) return { refused: refusal(3, 'start 값이 올바르지 않습니다.') };
  if (sort !== null && !(SARAMIN_SORTS as readonly string[]).includes(sort)) {
    return { refused: refusal(3, 'sort 값이 올바르지 않습니다.') };
  }
  return { count, start };
}

const listParam = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '').split(/[\s+,]+/).filter(Boolean);

/** The jobs of page `start` (0-based) for a one-word search; a search of several words finds nothing. */
function jobsPage(params: URLSearchParams, { count, start }: PageQuery, today: string) {
  const words = listParam(params, 'keywords');
  const [word] = words;
  const total = word !== undefined && words.length === 1 ? totalFor(word) : 0;
  const fields = new Set(listParam(params, 'fields'));
  const jobs: Record<string, unknown>[] = [];
  if (word !== undefined) {
    for (let index = start * count; index < Math.min(total, (start + 1) * count); index++) {
      jobs.push(job(word, index, today, fields));
    }
  }
  return { jobs, total };
}

export function createSaraminStandIn(options: SaraminStandInOptions = {}): StandInHandler {
  const now = options.now ?? (() => new Date());
  return (url) => {
    if (!url.pathname.endsWith('/job-search')) return notFoundAnswer();
    const params = url.searchParams;
    const refused = keyRefusal(params.get('access-key'));
    if (refused) return refused;
    const query = readPageQuery(params);
    if ('refused' in query) return query.refused;

    const { jobs, total } = jobsPage(params, query, seoulDateOf(now()));
    const page: Record<string, unknown> = { count: jobs.length, start: query.start, total: String(total) };
    // One job comes as an object, not a list of one; no job, no `job` at all.
    if (jobs.length === 1) page.job = jobs[0];
    else if (jobs.length > 1) page.job = jobs;
    return json({ jobs: page });
  };
}

export const saraminStandIn: StandInHandler = createSaraminStandIn();
