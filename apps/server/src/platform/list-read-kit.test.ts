import { RecruitListResponseSchema } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import {
  countedPage,
  courseItem,
  generationColumn,
  itemRows,
  jsonAnswer,
  type ListReads,
  locationOf,
  occupationIdOf,
  postingItem,
  readList,
  shapeStatements,
  soonest,
} from './list-read-kit.ts';
import type { ReferenceData } from './list-reads.ts';

const reference = {
  generation: 'state-1',
  syncGeneration: { postings: '7', courses: '3' },
  occupationNames: new Map([[1, '요양보호사']]),
  occupationIds: new Map([['요양보호사', 1]]),
  regionsByCity: new Map([
    [
      '서울',
      [
        { code: 11, name: '서울 강남구', city: '서울' },
        { code: 12, name: '서울 종로구', city: '서울' },
      ],
    ],
  ]),
  freshness: {
    postings: { source: 'SAMPLE', syncedAt: null },
    courses: { source: 'SAMPLE', syncedAt: null },
  },
  searchStats: { pairShare: new Map(), unlistedShare: 0, placeRows: new Map() },
} satisfies ReferenceData;

type Row = { generation: string | null; id: string | null; n: number };

/** A `ListReads` with the real answer cache whose statements answer `rows` and are logged by name. */
function fakeReads(rows: () => Row[]) {
  const cache = createAnswerCache(10);
  const sent: { name: string; values: unknown[] }[] = [];
  const reads = {
    reference: async () => reference,
    answer: cache.answer,
    query: async <T>(name: string, _text: string, values: unknown[]) => {
      sent.push({ name, values });
      return rows() as T[];
    },
    cacheSize: cache.size,
    choicesChanged: () => undefined,
    choicesEpoch: () => 0,
  } satisfies ListReads;
  return { reads, sent };
}

const statements = shapeStatements();
const NUMBERS = statements('kit_numbers', () => 'select :from::int as n, :to::int as m, :from::int as again');

function numbers(reads: ListReads, now: Date, until: Date) {
  return readList<Row, number[]>(reads, {
    reference,
    kind: 'postings',
    now,
    key: ['numbers', 1],
    statement: () => [NUMBERS, { to: 2, from: 1 }],
    answer: (rows) => ({ value: itemRows(rows, 'id').map((row) => row.n), until }),
  });
}

describe('list read kit', () => {
  it('writes a shape’s text once and numbers its named parameters', () => {
    let built = 0;
    const text = () => {
      built++;
      return 'select :a::int';
    };
    const first = statements('kit_once', text);
    expect(statements('kit_once', text)).toBe(first);
    expect(built).toBe(1);
    expect(NUMBERS).toEqual({
      name: 'kit_numbers',
      text: 'select $1::int as n, $2::int as m, $1::int as again',
      params: ['from', 'to'],
    });
    expect(generationColumn('courses')).toBe(
      "(select generation::text from sync_state where kind = 'courses') as generation",
    );
  });

  it('answers from the cache while the rows are of the generation the sync state named', async () => {
    const { reads, sent } = fakeReads(() => [
      { generation: '7', id: 'a', n: 1 },
      { generation: '7', id: 'b', n: 2 },
    ]);
    const now = new Date('2026-12-03T00:00:00Z');
    const until = new Date('2026-12-03T01:00:00Z');
    expect(await numbers(reads, now, until)).toEqual([1, 2]);
    expect(await numbers(reads, new Date('2026-12-03T00:30:00Z'), until)).toEqual([1, 2]);
    expect(sent).toEqual([{ name: 'kit_numbers', values: [1, 2] }]);
    // Past `until` the answer is read again.
    await numbers(reads, new Date('2026-12-03T01:00:00.001Z'), until);
    expect(sent).toHaveLength(2);
  });

  it('never keeps an answer read at another generation, nor one without rows', async () => {
    let generation: string | null = '8';
    const { reads, sent } = fakeReads(() => (generation === null ? [] : [{ generation, id: null, n: 0 }]));
    const now = new Date('2026-12-03T00:00:00Z');
    const until = new Date('2026-12-04T00:00:00Z');
    expect(await numbers(reads, now, until)).toEqual([]);
    await numbers(reads, now, until);
    generation = null;
    await numbers(reads, now, until);
    await numbers(reads, now, until);
    expect(sent).toHaveLength(4);
    expect(reads.cacheSize()).toBe(0);
  });

  it('takes the soonest instant, ignoring the missing ones', () => {
    const bound = new Date('2026-12-03T15:00:00Z');
    expect(soonest(bound)).toBe(bound);
    expect(soonest(bound, null, undefined, '2026-12-04T00:00:00Z')).toBe(bound);
    expect(soonest(bound, new Date('2026-12-03T16:00:00Z'), '2026-12-03T10:00:00Z', null)).toEqual(
      new Date('2026-12-03T10:00:00Z'),
    );
  });

  it('counts a page, and reads its rows only when it is before the end', async () => {
    const asked: [number, number][] = [];
    const page = (pageNum: number) =>
      countedPage(
        { pageNum, size: 6 },
        async () => 8,
        async (limit, offset) => {
          asked.push([limit, offset]);
          return ['g', 'h'];
        },
        (rows) => rows.map((row) => row.toUpperCase()),
      );
    expect(await page(1)).toMatchObject({ content: ['G', 'H'], totalElements: 8, totalPages: 2, last: true });
    expect(await page(2)).toMatchObject({ content: [], totalElements: 8, number: 2, empty: true });
    expect(asked).toEqual([[6, 6]]);
  });

  it('turns a name that is not ours into a 400 on the field asked', () => {
    expect(occupationIdOf(reference, '요양보호사', 'jobName', '골라 주세요.')).toBe(1);
    expect(() => occupationIdOf(reference, '요양', 'jobName', '골라 주세요.')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { jobName: '골라 주세요.' } }),
    );
    expect(locationOf(reference, '서울', 'place')).toEqual({ city: '서울', regionCodes: null });
    expect(locationOf(reference, '서울  강남구', 'place')).toEqual({ city: '서울', regionCodes: [11] });
    expect(() => locationOf(reference, '부산', 'regionName')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        fields: expect.objectContaining({ regionName: expect.any(String) }),
      }),
    );
  });

  it('maps a posting and a course round to the contract’s items', () => {
    const now = new Date('2026-12-03T03:00:00Z');
    const posting = postingItem(
      {
        url: 'https://example.test/1',
        title: '요양보호사 모집',
        companyName: '다시봄',
        locationName: '서울 강남구',
        jobTypeName: '정규직',
        experienceLevel: '신입',
        requiredEducationLevel: '무관',
        closeType: 1,
        salary: '면접 후 결정',
        postedAt: new Date('2026-12-01T00:00:00Z'),
        expiresAt: new Date('2026-12-05T14:59:59Z'),
        interestCount: 4,
      },
      'p1',
      '요양보호사',
      now,
    );
    expect(posting).toMatchObject({
      id: 'p1',
      active: 1,
      jobName: '요양보호사',
      closeType: '접수마감일',
      postDate: '2026-12-01',
      'expiration-date': '2026-12-05',
      deadline: 'D-2',
      count: 4,
    });
    // What the list answers is what its schema writes.
    const list = {
      count: 1,
      start: 0,
      total: 1,
      totalCapped: false,
      job: [posting],
      source: 'SAMPLE' as const,
    };
    expect(
      JSON.parse(jsonAnswer(RecruitListResponseSchema, { ...list, syncedAt: null }).json).job[0],
    ).toEqual(posting);
    const round = {
      trprId: 'T1',
      trprDegr: '2',
      trainstCstId: 'K',
      title: '요양보호사 양성',
      instituteName: '다시봄 학원',
      address: '서울 강남구',
      regionName: '서울 강남구',
      url: 'https://example.test/c',
      startDate: '2026-12-10',
      endDate: '2026-12-19',
      realMan: 500000,
      selfPay: null,
      type: 'PRACTICE',
    };
    const course = courseItem(round, '요양보호사');
    expect(course).toMatchObject({
      subTitle: '다시봄 학원',
      titleLink: 'https://example.test/c',
      traDuration: 10,
    });
    expect(course.type).toBe('실습 위주');
    // A code we do not know reads as the first type, as the list always did.
    expect(courseItem({ ...round, type: '?' }, '요양보호사').type).toBe('이론 위주');
  });
});
