import { RecruitNearResponseSchema } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import type { PostingRecord } from '../../sources/types.ts';
import { fixturePosting } from '../../sync/fixture-sources.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { getParsed, type QueryParams } from '../../test/list-query.ts';
import { assertOddQueries, oddValue } from '../../test/odd-input.ts';
import { kst, useSyncedApp } from '../../test/use-test-app.ts';

/**
 * GET /v1/recruit/near (ADR 021): "local means local" — the member's district first, then the rest of the city,
 * then nationwide, never the same posting twice, postings that close today only when nothing else fills the list.
 */

const NOW = '2026-06-10T12:00:00';
const TODAY_END = '2026-06-10T23:59:59';

const records: PostingRecord[] = [
  // 요양보호사 (occupation 1)
  fixturePosting({
    externalId: 'G1',
    locations: ['서울 강남구'],
    expiresAt: kst('2026-06-20T23:59:59'),
    postedAt: kst('2026-06-02T10:00:00'),
  }),
  fixturePosting({
    externalId: 'G2',
    locations: ['서울 강남구'],
    expiresAt: kst(TODAY_END),
    postedAt: kst('2026-06-09T10:00:00'),
  }),
  fixturePosting({
    externalId: 'G3',
    locations: ['서울 강남구', '서울 송파구'],
    expiresAt: kst('2026-06-15T23:59:59'),
    postedAt: kst('2026-06-05T10:00:00'),
  }),
  fixturePosting({
    externalId: 'S1',
    locations: ['서울 송파구'],
    expiresAt: kst('2026-06-12T23:59:59'),
    postedAt: kst('2026-06-08T10:00:00'),
  }),
  fixturePosting({
    externalId: 'S2',
    locations: ['서울'],
    closeType: 3,
    expiresAt: null,
    postedAt: kst('2026-06-01T10:00:00'),
  }),
  fixturePosting({
    externalId: 'N1',
    locations: ['부산 중구'],
    expiresAt: kst('2026-06-11T23:59:59'),
    postedAt: kst('2026-06-07T10:00:00'),
  }),
  fixturePosting({
    externalId: 'N2',
    locations: ['대전 서구'],
    expiresAt: kst(TODAY_END),
    postedAt: kst('2026-06-10T09:00:00'),
  }),
  fixturePosting({
    externalId: 'Q1',
    locations: ['경기 고양시 덕양구'],
    expiresAt: kst('2026-06-18T23:59:59'),
    postedAt: kst('2026-06-03T10:00:00'),
  }),
  // Closed yesterday: never listed.
  fixturePosting({ externalId: 'X1', locations: ['서울 강남구'], expiresAt: kst('2026-06-09T23:59:59') }),
  // 간호조무사 (occupation 2) in 강남구.
  fixturePosting({
    externalId: 'O1',
    occupationId: 2,
    locations: ['서울 강남구'],
    expiresAt: kst('2026-06-13T23:59:59'),
    postedAt: kst('2026-06-04T10:00:00'),
  }),
  // 바리스타 (occupation 18): the issue's /jobinfo/18 — far away and all closing today.
  fixturePosting({ externalId: 'B1', occupationId: 18, locations: ['대전 중구'], expiresAt: kst(TODAY_END) }),
  fixturePosting({
    externalId: 'B2',
    occupationId: 18,
    locations: ['부산 해운대구'],
    expiresAt: kst(TODAY_END),
  }),
  fixturePosting({
    externalId: 'B3',
    occupationId: 18,
    locations: ['전북 전주시 완산구'],
    expiresAt: kst(TODAY_END),
  }),
];

const t = useSyncedApp({ now: NOW, postings: records });

async function near(params: QueryParams = {}, token?: string) {
  const headers = token ? bearer(token) : {};
  const { res, body } = await getParsed(t, '/v1/recruit/near', RecruitNearResponseSchema, params, headers);
  return { res, body, tiers: body?.job.map((job) => [job.id, job.tier]) };
}

describe('GET /v1/recruit/near', () => {
  it('puts the district first, then the rest of the city, then nationwide, skipping postings that close today', async () => {
    const { body, tiers } = await near({ jobName: '요양보호사', place: '서울 강남구', size: 3 });
    expect(body?.place).toBe('서울 강남구');
    expect(tiers).toEqual([
      ['G3', 'district'],
      ['G1', 'district'],
      ['S1', 'city'],
    ]);
  });

  it('never repeats a posting, and takes postings that close today only when nothing else is left', async () => {
    const { tiers } = await near({ jobName: '요양보호사', place: '서울 강남구', size: 12 });
    expect(tiers).toEqual([
      ['G3', 'district'],
      ['G1', 'district'],
      ['S1', 'city'],
      // Always open: after the dated ones of its tier.
      ['S2', 'city'],
      ['N1', 'nationwide'],
      ['Q1', 'nationwide'],
      // Closing today: last, still nearest first.
      ['G2', 'district'],
      ['N2', 'nationwide'],
    ]);
    const ids = tiers?.map(([id]) => id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('X1');
    expect(ids).not.toContain('O1');
  });

  it('without jobName reads every occupation', async () => {
    const { tiers } = await near({ place: '서울 강남구', size: 4 });
    expect(tiers).toEqual([
      ['O1', 'district'],
      ['G3', 'district'],
      ['G1', 'district'],
      ['S1', 'city'],
    ]);
  });

  it('sorts each tier newest first with sortBy=postDate', async () => {
    const { tiers } = await near({
      jobName: '요양보호사',
      place: '서울 강남구',
      size: 4,
      sortBy: 'postDate',
    });
    expect(tiers).toEqual([
      ['G3', 'district'],
      ['G1', 'district'],
      ['S1', 'city'],
      ['S2', 'city'],
    ]);
  });

  it('reads a whole city as city then nationwide, and a district with sub-districts as its district tier', async () => {
    expect((await near({ jobName: '요양보호사', place: '서울', size: 4 })).tiers).toEqual([
      ['S1', 'city'],
      ['G3', 'city'],
      ['G1', 'city'],
      ['S2', 'city'],
    ]);
    expect((await near({ jobName: '요양보호사', place: '경기 고양시', size: 2 })).tiers).toEqual([
      ['Q1', 'district'],
      ['N1', 'nationwide'],
    ]);
  });

  it('uses the member’s stored region when no place is given; nationwide without one, and for visitors', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const mine = await near({ jobName: '요양보호사', size: 3 }, accessToken);
    expect(mine.body?.place).toBe('서울 강남구');
    expect(mine.tiers).toEqual([
      ['G3', 'district'],
      ['G1', 'district'],
      ['S1', 'city'],
    ]);
    // An explicit place wins over the stored one.
    expect((await near({ jobName: '요양보호사', place: '부산', size: 1 }, accessToken)).tiers).toEqual([
      ['N1', 'city'],
    ]);

    const visitor = await near({ jobName: '요양보호사', size: 3 });
    expect(visitor.body?.place).toBeNull();
    expect(visitor.tiers).toEqual([
      ['N1', 'nationwide'],
      ['S1', 'nationwide'],
      ['G3', 'nationwide'],
    ]);

    await t.db.update(members).set({ regionCode: null }).where(eq(members.id, member.id));
    const none = await near({ jobName: '요양보호사', size: 3 }, accessToken);
    expect(none.body?.place).toBeNull();
    expect(none.tiers).toEqual(visitor.tiers);
  });

  it('answers the issue’s case: far postings all closing today are still shown, labelled nationwide', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const { tiers } = await near({ jobName: '바리스타', size: 3 }, accessToken);
    expect(tiers).toEqual([
      ['B1', 'nationwide'],
      ['B2', 'nationwide'],
      ['B3', 'nationwide'],
    ]);
  });

  it('drops a posting once it has closed (a later clock)', async () => {
    t.clock.set(kst('2026-06-11T00:00:00'));
    const { tiers } = await near({ jobName: '요양보호사', place: '서울 강남구', size: 12 });
    const ids = tiers?.map(([id]) => id) ?? [];
    expect(ids).not.toContain('G2');
    expect(ids).not.toContain('N2');
    // N1 closes on the 11th: it is today's now, so it comes last.
    expect(ids.at(-1)).toBe('N1');
  });

  it('refuses an unknown place, an unknown occupation and a bad size with 400 and a Korean message', async () => {
    const cases: Record<string, string | number>[] = [
      { place: '서울 없는구' },
      { place: '어딘가' },
      { place: 'x'.repeat(41) },
      { jobName: '우주비행사' },
      { size: 0 },
      { size: 13 },
      { size: 'many' },
      { sortBy: '마감 여유순' },
    ];
    for (const params of cases) {
      const { res } = await near(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('never answers 5xx to odd input', async () => {
    const samples = [
      '서울',
      '서울 강남구',
      '경기 고양시',
      '요양보호사',
      '-1',
      '3',
      '%',
      "'; drop table postings;--",
    ];
    await assertOddQueries(
      ['jobName', 'place', 'size', 'sortBy'],
      oddValue(60, samples),
      80,
      async (params) => {
        const { res } = await near(params as Record<string, string>);
        expect([200, 400]).toContain(res.statusCode);
      },
    );
  });
});
