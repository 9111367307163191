import {
  CITY_ORDER,
  cityOf,
  RecruitListResponseSchema,
  successEnvelope,
  TrainingListResponseSchema,
} from '@dasibom/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOccupationFiles } from '../../db/seed-occupations.ts';
import { readRegionsFile } from '../../db/seed-regions.ts';
import { addDays, daysBetween, seoulDateOf } from '../../platform/seoul-date.ts';
import { createMemoryLog } from '../../sync/fixture-sources.ts';
import { runSync } from '../../sync/run-sync.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { selectSources } from '../index.ts';
import type { SourceOccupation } from '../types.ts';
import {
  createSampleCourseSource,
  createSamplePostingSource,
  generateSampleCourses,
  generateSamplePostings,
} from './index.ts';
import { loadSamplePlaces } from './places.ts';

const occupations: SourceOccupation[] = readOccupationFiles().map(({ id, name, workCode, ncsName }) => ({
  id,
  name,
  workCode,
  ncsName,
}));
const places = loadSamplePlaces();
const regionNames = new Set(readRegionsFile().map((r) => r.regionName));
const NOW = new Date('2026-11-22T12:00:00+09:00');
const postingsAt = (now: Date, scale = 1) => generateSamplePostings({ occupations, now, places, scale });
const coursesAt = (now: Date, scale = 1) => generateSampleCourses({ occupations, now, places, scale });
const isOpen = (now: Date) => (p: { expiresAt: Date | null }) => p.expiresAt === null || p.expiresAt >= now;

describe('sample postings', () => {
  const all = postingsAt(NOW);
  const open = all.filter(isOpen(NOW));
  const today = seoulDateOf(NOW);

  it('is deterministic for a given today and never uses Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    try {
      expect(postingsAt(NOW)).toEqual(all);
    } finally {
      random.mockRestore();
    }
  });

  it('keeps a posting’s id and content from one day to the next', () => {
    const tomorrow = new Date(NOW.getTime() + 24 * 3_600_000);
    const next = new Map(postingsAt(tomorrow).map((p) => [p.externalId, p]));
    const shared = all.filter(
      (p) => next.has(p.externalId) && p.postedAt < new Date(`${today}T00:00:00+09:00`),
    );
    expect(shared.length).toBeGreaterThan(2000);
    for (const posting of shared.slice(0, 300)) {
      const later = next.get(posting.externalId);
      // Interest grows as days pass; everything else stays.
      expect({ ...later, interestCount: 0 }).toEqual({ ...posting, interestCount: 0 });
      expect(later?.interestCount).toBeGreaterThanOrEqual(posting.interestCount);
    }
  });

  it.each(['2026-11-22T12:00:00+09:00', '2027-02-28T23:59:59+09:00', '2027-07-01T00:00:00+09:00'])(
    'has thousands of open postings on %s (≥ 3,000)',
    (iso) => {
      const now = new Date(iso);
      expect(postingsAt(now).filter(isOpen(now)).length).toBeGreaterThanOrEqual(3000);
    },
  );

  it('multiplies with --scale', () => {
    expect(postingsAt(NOW, 3).length).toBeGreaterThan(all.length * 2.7);
  });

  it('gives every occupation open postings in all 17 cities, with more in 서울, 경기 and 부산', () => {
    for (const occupation of occupations) {
      const cities = new Set(
        open.filter((p) => p.occupationId === occupation.id).flatMap((p) => p.locations.map(cityOf)),
      );
      expect([...cities].sort(), occupation.name).toEqual([...CITY_ORDER].sort());
    }
    const perCity = (city: string) => open.filter((p) => p.locations.some((l) => cityOf(l) === city)).length;
    for (const big of ['서울', '경기', '부산']) {
      for (const small of ['울산', '세종', '제주', '강원'])
        expect(perCity(big)).toBeGreaterThan(perCity(small));
    }
  });

  it('names only real regions (or a bare city)', () => {
    for (const posting of all) {
      for (const place of posting.locations) {
        expect(regionNames.has(place) || (CITY_ORDER as readonly string[]).includes(place), place).toBe(true);
      }
    }
  });

  it('has deadlines from today to +45 days, a few already past, and every close type', () => {
    const dated = all.filter((p) => p.expiresAt);
    const offsets = dated.map((p) => daysBetween(today, seoulDateOf(p.expiresAt as Date)));
    expect(Math.max(...offsets)).toBeLessThanOrEqual(45);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-2);
    const past = all.length - open.length;
    expect(past).toBeGreaterThan(0);
    expect(past / all.length).toBeLessThan(0.1);
    expect(new Set(all.map((p) => p.closeType))).toEqual(new Set([1, 2, 3, 4]));
    expect(all.filter((p) => p.closeType === 3).every((p) => p.expiresAt === null)).toBe(true);
    expect(all.every((p) => p.postedAt <= NOW)).toBe(true);
  });

  it('uses the vocabulary of real job sites and links only to a real search page', () => {
    expect(new Set(all.map((p) => p.jobTypeName))).toEqual(
      new Set(['정규직', '계약직', '파트', '아르바이트', '위촉직']),
    );
    expect(new Set(all.map((p) => p.requiredEducationLevel))).toEqual(new Set(['학력무관', '고졸 이상']));
    expect(all.some((p) => /^월 \d{3}만원$/.test(p.salary))).toBe(true);
    expect(all.some((p) => /^시급 1\d,\d{3}원$/.test(p.salary))).toBe(true);
    expect(all.some((p) => p.salary === '면접 후 결정')).toBe(true);
    const names = new Set(all.map((p) => p.companyName));
    for (const word of [
      '요양원',
      '어린이집',
      '동물병원',
      '웨딩홀',
      '카페',
      '공인중개사사무소',
      '미용실',
      '급식실',
    ]) {
      expect(
        [...names].some((name) => name.includes(word)),
        word,
      ).toBe(true);
    }
    expect(all.every((p) => p.url.startsWith('https://www.saramin.co.kr/zf_user/search?searchword='))).toBe(
      true,
    );
    expect(new Set(all.map((p) => p.externalId)).size).toBe(all.length);
  });
});

describe('sample courses', () => {
  const all = coursesAt(NOW);
  const today = seoulDateOf(NOW);
  const upcoming = all.filter((c) => c.startDate >= today);

  it('is deterministic and has hundreds of upcoming courses (≥ 600)', () => {
    expect(coursesAt(NOW)).toEqual(all);
    expect(upcoming.length).toBeGreaterThanOrEqual(600);
    expect(coursesAt(new Date('2027-05-05T08:00:00+09:00')).length).toBeGreaterThanOrEqual(600);
  });

  it('covers every occupation in many cities, about 70 % 이론 위주', () => {
    for (const occupation of occupations) {
      const mine = upcoming.filter((c) => c.occupationId === occupation.id);
      expect(
        new Set(mine.map((c) => cityOf(c.regionName ?? ''))).size,
        occupation.name,
      ).toBeGreaterThanOrEqual(6);
    }
    const theory = all.filter((c) => c.type === '이론 위주').length / all.length;
    expect(theory).toBeGreaterThan(0.62);
    expect(theory).toBeLessThan(0.78);
  });

  it('starts from today to +120 days (and a few already started, to prove they are hidden)', () => {
    for (const course of all) {
      const offset = daysBetween(today, course.startDate);
      expect(offset).toBeGreaterThanOrEqual(-3);
      expect(offset).toBeLessThanOrEqual(120);
      expect(course.endDate >= course.startDate).toBe(true);
    }
    expect(all.some((c) => c.startDate === addDays(today, 120) || c.startDate === addDays(today, 119))).toBe(
      true,
    );
  });

  it('has fees as 고용24 names them, 본인부담액 for most (some 0원) and none for some', () => {
    expect(all.every((c) => c.realMan > 0)).toBe(true);
    expect(all.every((c) => c.courseMan === null || c.courseMan > 0)).toBe(true);
    expect(all.every((c) => c.selfPay === null || (c.selfPay >= 0 && c.selfPay <= c.realMan))).toBe(true);
    const known = all.filter((c) => c.selfPay !== null).length / all.length;
    expect(known).toBeGreaterThan(0.7);
    expect(known).toBeLessThan(0.9);
    expect(all.some((c) => c.selfPay === 0)).toBe(true);
    expect(all.some((c) => c.selfPay !== null && c.selfPay > 0 && c.selfPay < c.realMan)).toBe(true);
  });

  it('has real regions, institutes’ fictional phone numbers, and the 고용24 home page', () => {
    expect(all.every((c) => c.regionName !== null && regionNames.has(c.regionName))).toBe(true);
    expect(all.every((c) => /^0\d{1,2}-0000-\d{4}$/.test(c.telNo ?? ''))).toBe(true);
    expect(all.every((c) => c.url === 'https://www.work24.go.kr/')).toBe(true);
    expect(new Set(all.map((c) => `${c.trprId}|${c.trprDegr}|${c.trainstCstId}`)).size).toBe(all.length);
  });
});

describe('selectSources', () => {
  it('uses the sample source without keys, and without an adapter even when a key is set', () => {
    const none = selectSources({
      SARAMIN_ACCESS_KEY: undefined,
      WORK24_AUTH_KEY: undefined,
      QNET_SERVICE_KEY: undefined,
    });
    expect([none.postings.kind, none.courses.kind, none.exams.kind, none.warnings]).toEqual([
      'SAMPLE',
      'SAMPLE',
      'SAMPLE',
      [],
    ]);
    const keyOnly = selectSources(
      { SARAMIN_ACCESS_KEY: 'k', WORK24_AUTH_KEY: 'w', QNET_SERVICE_KEY: 'q' },
      {},
    );
    expect([keyOnly.postings.kind, keyOnly.courses.kind, keyOnly.exams.kind]).toEqual([
      'SAMPLE',
      'SAMPLE',
      'SAMPLE',
    ]);
    expect(keyOnly.warnings).toHaveLength(3);
  });

  it('plugs in the real 사람인 and 고용24 adapters by default when their keys are set', () => {
    const real = selectSources({
      SARAMIN_ACCESS_KEY: 'saramin-key',
      WORK24_AUTH_KEY: 'work24-key',
      QNET_SERVICE_KEY: undefined,
    });
    expect([real.postings.kind, real.courses.kind, real.warnings]).toEqual(['SARAMIN', 'WORK24', []]);
  });

  it('uses a plugged-in adapter when its key is set', () => {
    const keys: string[] = [];
    const selected = selectSources(
      { SARAMIN_ACCESS_KEY: 'saramin-key', WORK24_AUTH_KEY: undefined, QNET_SERVICE_KEY: undefined },
      {
        saramin: (key) => {
          keys.push(key);
          return { kind: 'SARAMIN', fetchPostings: async () => [] };
        },
        work24: () => {
          throw new Error('not without a key');
        },
      },
    );
    expect([selected.postings.kind, selected.courses.kind, keys]).toEqual([
      'SARAMIN',
      'SAMPLE',
      ['saramin-key'],
    ]);
  });
});

describe('the sample source through the sync job and the API (what a fresh start shows)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves thousands of postings and hundreds of courses', async () => {
    const result = await runSync({
      db: t.db,
      clock: t.clock,
      sources: { postings: createSamplePostingSource(), courses: createSampleCourseSource() },
      log: createMemoryLog(),
    });
    expect(result).toMatchObject({ status: 'done', results: [{ status: 'updated' }, { status: 'updated' }] });
    if (result.status === 'done') for (const r of result.results) expect(r.dropped).toEqual({});

    const recruit = await t.app.inject({ method: 'GET', url: '/v1/recruit/list' });
    const jobs = successEnvelope(RecruitListResponseSchema).parse(recruit.json()).data;
    expect(jobs.total).toBeGreaterThanOrEqual(3000);
    expect(jobs).toMatchObject({ source: 'SAMPLE', count: 12 });
    expect(jobs.job[0]?.deadline).toMatch(/^D-(day|\d+)$/);

    const theory = await t.app.inject({ method: 'GET', url: '/v1/training/list' });
    const practice = await t.app.inject({
      method: 'GET',
      url: `/v1/training/list?type=${encodeURIComponent('실습 위주')}`,
    });
    const theoryCount = successEnvelope(TrainingListResponseSchema).parse(theory.json()).data.scn_cnt;
    const practiceCount = successEnvelope(TrainingListResponseSchema).parse(practice.json()).data.scn_cnt;
    expect(theoryCount).toBeGreaterThanOrEqual(400);
    expect(theoryCount + practiceCount).toBeGreaterThanOrEqual(600);

    // Every occupation has postings in the city-only view of a small city.
    const jeju = await t.app.inject({
      method: 'GET',
      url: `/v1/recruit/list?keyWord=${encodeURIComponent('웨딩 헬퍼')}&locationName=${encodeURIComponent('제주')}`,
    });
    expect(jeju.json().data.total).toBeGreaterThan(0);
  });
});
