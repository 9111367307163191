/** The list requests both load scripts measure (bench:lists, bench:api): one place, so their figures compare. */
const q = (params) => new URLSearchParams(params).toString();
export const LIST_SCENARIOS = [
  ['recruit · default', `/v1/recruit/list`],
  ['recruit · 여유순', `/v1/recruit/list?${q({ sortBy: '마감 여유순' })}`],
  ['recruit · occupation', `/v1/recruit/list?${q({ keyWord: '요양보호사' })}`],
  ['recruit · occupation, newest', `/v1/recruit/list?${q({ keyWord: '요양보호사', sortBy: 'postDate' })}`],
  ['recruit · city', `/v1/recruit/list?${q({ locationName: '서울' })}`],
  ['recruit · occupation + city', `/v1/recruit/list?${q({ keyWord: '요양보호사', locationName: '서울' })}`],
  [
    'recruit · occ + city, 여유순',
    `/v1/recruit/list?${q({ keyWord: '바리스타', locationName: '경기', sortBy: '마감 여유순' })}`,
  ],
  [
    'recruit · district, 여유순',
    `/v1/recruit/list?${q({ locationName: '경기 고양시', sortBy: '마감 여유순' })}`,
  ],
  [
    'recruit · occupation + district',
    `/v1/recruit/list?${q({ keyWord: '요양보호사', locationName: '서울 강남구' })}`,
  ],
  ['recruit · newest, page 5', `/v1/recruit/list?${q({ sortBy: 'postDate', pageNum: '5' })}`],
  ['recruit · page 300', `/v1/recruit/list?${q({ pageNum: '300' })}`],
  ['recruit · free text', `/v1/recruit/list?${q({ keyWord: '주간보호' })}`],
  ['recruit · free text + city', `/v1/recruit/list?${q({ keyWord: '주간보호', locationName: '부산' })}`],
  ['recruit · popular', `/v1/recruit/popular`],
  ['training · default', `/v1/training/list`],
  ['training · occupation + city', `/v1/training/list?${q({ jobName: '바리스타', regionName: '서울' })}`],
  ['training · city', `/v1/training/list?${q({ regionName: '경기' })}`],
  ['training · 실습, 여유순', `/v1/training/list?${q({ type: '실습 위주', sortBy: '마감 여유순' })}`],
];

/*
 * Varied requests (bench:api): what many visitors ask between them, not one URL over and over. The choices are the
 * contract's (packages/contract/src/recruit-constants.ts, training-constants.ts; a value they no longer accept is a
 * 400, which the bench reports); occupations and regions are read from the server being measured.
 */
const RECRUIT_SORTS = ['마감 임박순', '마감 여유순', 'postDate'];
const TRAINING_SORTS = ['마감 임박순', '마감 여유순'];
const TRAINING_TYPES = ['이론 위주', '실습 위주'];
/** Free text (a keyWord that is no occupation): a very common word, common ones, rarer ones and one that matches nothing. */
export const FREE_TEXT_WORDS = [
  '모집',
  '주간보호',
  '파트타임',
  '경력무관',
  '방문요양',
  '3교대',
  '어린이집',
  '오전',
  '봄바람',
];
/** Pages asked: 0–50, each as likely (deep pages are what an offset-driven plan is slowest at). */
export const MAX_VARIED_PAGE = 50;

/** mulberry32: a small seeded generator, so two runs ask the same sequence of requests. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * (max + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** A seed per scenario name, so `--only` leaves every other scenario's sequence as it was. */
export function seedFor(base, name) {
  let h = base >>> 0;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

/**
 * `ref`: `{ occupations: string[], cities: string[], districts: string[] }` ("서울", "서울 강남구"), as the server
 * lists them. Half the requests name no occupation; of those that do, one in four is free text.
 */
export function variedRecruitPath(rng, ref) {
  const params = { pageNum: String(rng.int(MAX_VARIED_PAGE)), sortBy: rng.pick(RECRUIT_SORTS) };
  if (rng.chance(0.5))
    params.keyWord = rng.chance(0.25) ? rng.pick(FREE_TEXT_WORDS) : rng.pick(ref.occupations);
  const where = rng.next();
  if (where < 0.35) params.locationName = rng.pick(ref.cities);
  else if (where < 0.6) params.locationName = rng.pick(ref.districts);
  return `/v1/recruit/list?${q(params)}`;
}

export function variedTrainingPath(rng, ref) {
  const params = {
    pageNum: String(rng.int(MAX_VARIED_PAGE)),
    type: rng.pick(TRAINING_TYPES),
    sortBy: rng.pick(TRAINING_SORTS),
  };
  if (rng.chance(0.5)) params.jobName = rng.pick(ref.occupations);
  const where = rng.next();
  if (where < 0.3) params.regionName = rng.pick(ref.cities);
  else if (where < 0.5) params.regionName = rng.pick(ref.districts);
  return `/v1/training/list?${q(params)}`;
}
