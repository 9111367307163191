import { readFileSync } from 'node:fs';
import { successEnvelope, TimelineResponseSchema } from '@dasibom/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRounds, syncState } from '../db/schema.ts';
import { allCertificates } from '../features/exams/certificates.ts';
import { createQnetExamSource } from '../sources/qnet/adapter.ts';
import { createSampleExamSource, generateSampleExamRounds } from '../sources/sample/index.ts';
import { bearer, createMember, login } from '../test/accounts.ts';
import { useSyncTestApp } from '../test/use-test-app.ts';
import {
  courseSourceOf,
  createMemoryLog,
  examSourceOf,
  failingExamSource,
  fixtureCourse,
  fixtureExamRound,
  fixturePosting,
  postingSourceOf,
} from './fixture-sources.ts';
import { runSync, type SyncSources } from './run-sync.ts';
import { planBootSync } from './schedule.ts';

const t = useSyncTestApp([examRounds], (app) => app.db.delete(syncState).where(eq(syncState.kind, 'exams')));

const lists = {
  postings: postingSourceOf([fixturePosting({ externalId: 'A' })]),
  courses: courseSourceOf([fixtureCourse({ trprId: 'C1' })]),
};
const syncExams = (exams: SyncSources['exams'], log = createMemoryLog()) =>
  runSync({ db: t.db, clock: t.clock, sources: { ...lists, exams }, log, kinds: ['exams'] });

const storedRounds = () =>
  t.db
    .select()
    .from(examRounds)
    .orderBy(asc(examRounds.certificateKey), asc(examRounds.examYear), asc(examRounds.roundName));

async function health() {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  return res.json().details.sync;
}

const qnetFixture = (name: string) =>
  readFileSync(new URL(`../sources/qnet/fixtures/${name}`, import.meta.url), 'utf8');
/**
 * The Q-Net adapter over the real table (9511 and 9540 switched on), 직업상담사2급 (9511) answering with `body`,
 * every other request with "no data" (no network).
 */
const qnetAnswering = (body: (implYy: string) => string) =>
  createQnetExamSource({
    serviceKey: 'test-key-0001',
    certificates: allCertificates(),
    retries: 0,
    fetch: (async (input: string | URL | Request) => {
      const query = new URL(String(input)).searchParams;
      return new Response(
        query.get('jmCd') === '9511' ? body(query.get('implYy') ?? '') : qnetFixture('schedule-nodata.json'),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch,
  });

describe('the exam-rounds sync', () => {
  it('fills exam_rounds from the sample source, only for Q-Net certificates, and records it like the lists', async () => {
    const result = await syncExams(createSampleExamSource());
    const expected = generateSampleExamRounds({ now: t.clock.now(), certificates: allCertificates() });
    expect(result).toEqual({
      status: 'done',
      results: [{ kind: 'exams', source: 'SAMPLE', status: 'updated', rows: expected.length, dropped: {} }],
    });
    const rows = await storedRounds();
    expect(rows).toHaveLength(expected.length);
    const qnetKeys = allCertificates()
      .filter((entry) => entry.kind === 'QNET_EXAM')
      .map((entry) => entry.key);
    expect(new Set(rows.map((row) => row.certificateKey))).toEqual(new Set(qnetKeys));
    expect(rows.every((row) => row.source === 'SAMPLE' && row.roundName.startsWith('예시 일정'))).toBe(true);
    const at = t.clock.now().toISOString();
    expect((await health()).exams).toEqual({
      source: 'SAMPLE',
      lastSyncAt: at,
      lastAttemptAt: at,
      rows: expected.length,
      lastError: null,
      lastErrorSource: null,
    });
  });

  it('keeps a round’s id from one sync to the next, updates its dates and removes rounds that disappeared', async () => {
    await syncExams(
      examSourceOf([fixtureExamRound({ roundName: '1회' }), fixtureExamRound({ roundName: '2회' })]),
    );
    const [first] = await storedRounds();
    t.clock.advance(60_000);
    await syncExams(
      examSourceOf([
        fixtureExamRound({ roundName: '1회', practicalResultDate: '2026-09-12' }),
        fixtureExamRound({ roundName: '3회' }),
      ]),
    );
    const rows = await storedRounds();
    expect(rows.map((row) => row.roundName)).toEqual(['1회', '3회']);
    expect(rows[0]).toMatchObject({
      id: first?.id,
      practicalResultDate: '2026-09-12',
      syncedAt: t.clock.now(),
    });
  });

  it('drops records it must not show, counted: other certificates, bad dates, duplicates and conflicting rounds', async () => {
    const result = await syncExams(
      examSourceOf([
        fixtureExamRound({ roundName: '정상' }),
        // 요양보호사 is 국시원's: no dates are ever shown for it, whatever a source says.
        fixtureExamRound({ roundName: '남의 자격', certificateKey: 'care-worker' }),
        fixtureExamRound({ roundName: '없는 자격', certificateKey: 'no-such-certificate' }),
        fixtureExamRound({ roundName: '없는 날', writtenExamStart: '2026-02-30' }),
        fixtureExamRound({ roundName: '거꾸로', writtenRegStart: '2026-06-20', writtenRegEnd: '2026-06-18' }),
        fixtureExamRound({ roundName: '  ' }),
        fixtureExamRound({ roundName: '같은 회차' }),
        fixtureExamRound({ roundName: '같은 회차' }),
        fixtureExamRound({ roundName: '엇갈린 회차' }),
        fixtureExamRound({
          roundName: '엇갈린 회차',
          writtenExamStart: '2026-07-06',
          writtenExamEnd: '2026-07-06',
        }),
      ]),
    );
    expect(result).toMatchObject({
      status: 'done',
      results: [
        {
          status: 'updated',
          rows: 2,
          dropped: {
            'certificate without a schedule source': 1,
            'unknown certificate': 1,
            'bad date': 2,
            'missing round name': 1,
            'duplicate round': 1,
            'conflicting rounds': 2,
          },
        },
      ],
    });
    expect((await storedRounds()).map((row) => row.roundName)).toEqual(['같은 회차', '정상']);
  });

  it('merges the records of one round that differ only in their registration windows into one round with both', async () => {
    const result = await syncExams(
      examSourceOf([
        // The later window first: the earlier one is still stored first.
        fixtureExamRound({
          roundName: '두 번 접수',
          writtenRegStart: '2026-06-22',
          writtenRegEnd: '2026-06-23',
        }),
        fixtureExamRound({ roundName: '두 번 접수' }),
        fixtureExamRound({
          roundName: '실기도 두 번',
          practicalRegStart: '2026-07-28',
          practicalRegEnd: '2026-07-29',
        }),
        fixtureExamRound({ roundName: '실기도 두 번' }),
        // A second window needs a first one, and comes after it.
        fixtureExamRound({
          roundName: '첫 기간 없음',
          writtenRegStart: null,
          writtenRegEnd: null,
          writtenReg2Start: '2026-06-22',
          writtenReg2End: '2026-06-23',
        }),
        fixtureExamRound({
          roundName: '순서가 거꾸로',
          writtenReg2Start: '2026-06-01',
          writtenReg2End: '2026-06-02',
        }),
        fixtureExamRound({
          roundName: '두 번째가 거꾸로',
          writtenReg2Start: '2026-06-23',
          writtenReg2End: '2026-06-22',
        }),
        // Three windows for one stage: we cannot show them truly.
        fixtureExamRound({ roundName: '세 번 접수' }),
        fixtureExamRound({
          roundName: '세 번 접수',
          writtenRegStart: '2026-06-22',
          writtenRegEnd: '2026-06-23',
        }),
        fixtureExamRound({
          roundName: '세 번 접수',
          writtenRegStart: '2026-06-25',
          writtenRegEnd: '2026-06-26',
        }),
      ]),
    );
    expect(result).toMatchObject({
      results: [
        {
          status: 'updated',
          rows: 2,
          dropped: { 'bad date': 3, 'more than two registration windows': 3 },
        },
      ],
    });
    const rows = await storedRounds();
    expect(rows.map((row) => row.roundName)).toEqual(['두 번 접수', '실기도 두 번']);
    expect(rows[0]).toMatchObject({
      writtenRegStart: '2026-06-15',
      writtenRegEnd: '2026-06-18',
      writtenReg2Start: '2026-06-22',
      writtenReg2End: '2026-06-23',
      practicalReg2Start: null,
    });
    expect(rows[1]).toMatchObject({
      writtenReg2Start: null,
      practicalRegStart: '2026-07-21',
      practicalRegEnd: '2026-07-24',
      practicalReg2Start: '2026-07-28',
      practicalReg2End: '2026-07-29',
    });
  });

  it('keeps the served rounds when a run fails, and records why', async () => {
    await syncExams(createSampleExamSource());
    const before = await storedRounds();
    t.clock.advance(60_000);

    const log = createMemoryLog();
    const failed = await syncExams(failingExamSource('qnet: network error'), log);
    expect(failed).toMatchObject({
      status: 'done',
      results: [{ kind: 'exams', source: 'QNET', status: 'failed' }],
    });
    expect(await storedRounds()).toEqual(before);
    expect((await health()).exams).toMatchObject({
      source: 'SAMPLE',
      rows: before.length,
      lastError: 'qnet: network error',
      lastErrorSource: 'QNET',
      lastAttemptAt: t.clock.now().toISOString(),
    });
    expect(log.entries.some((entry) => entry.message === 'sync failed; the last good data stays')).toBe(true);
  });

  it('absorbs the Q-Net adapter’s malformed answers: a broken envelope or nothing usable fails without touching the rows', async () => {
    await syncExams(createSampleExamSource());
    const before = await storedRounds();

    const broken = await syncExams(qnetAnswering(() => qnetFixture('envelope-broken.json')));
    expect(broken).toMatchObject({ results: [{ source: 'QNET', status: 'failed' }] });
    expect((await health()).exams.lastError).toMatch(
      /^SourceError: qnet: unexpected response shape: header\.resultCode/,
    );

    // Every row malformed: an answer with nothing usable is an outage, not "no exams this year".
    const allBad = JSON.stringify({
      header: { resultCode: '00' },
      body: {
        items: [{ implYy: '2026', description: '날짜 오류', docRegStartDt: '20261399' }],
        totalCount: 1,
      },
    });
    const nothing = await syncExams(
      qnetAnswering((year) => (year === '2026' ? allBad : qnetFixture('schedule-nodata.json'))),
    );
    expect(nothing).toMatchObject({
      results: [{ status: 'failed', error: 'no usable exam rounds among 0 records' }],
    });
    expect(await storedRounds()).toEqual(before);
  });

  it('replaces the sample rounds with Q-Net’s once the adapter answers, naming the source', async () => {
    await syncExams(createSampleExamSource());
    const result = await syncExams(
      qnetAnswering((year) =>
        qnetFixture(year === '2026' ? 'schedule-regular.json' : 'schedule-nodata.json'),
      ),
    );
    // 9511 is the certificate of two jobs (직업상담사, 전직지원 전문가): its rounds are stored for each.
    expect(result).toMatchObject({ results: [{ source: 'QNET', status: 'updated', rows: 6 }] });
    const rows = await storedRounds();
    const rounds = [1, 2, 3].map((n) => `국가기술자격 기사 (2026년도 제${n}회)`);
    const expected = ['vocational-counselor-2', 'vocational-counselor-2-career-transition'].flatMap((key) =>
      rounds.map((round) => [key, 'QNET', round]),
    );
    const stored = rows.map((row) => [row.certificateKey, row.source, row.roundName]);
    expect(stored).toHaveLength(expected.length);
    expect(stored).toEqual(expect.arrayContaining(expected));
    expect((await health()).exams).toMatchObject({ source: 'QNET', rows: 6, lastError: null });
  });

  it('stores a round Q-Net answers as two rows as one round with both windows, and no round 0', async () => {
    const result = await syncExams(
      qnetAnswering((year) =>
        qnetFixture(year === '2026' ? 'schedule-two-rows-regular-vacancy.json' : 'schedule-nodata.json'),
      ),
    );
    expect(result).toMatchObject({ results: [{ source: 'QNET', status: 'updated', rows: 4, dropped: {} }] });
    const rows = (await storedRounds()).filter((row) => row.certificateKey === 'vocational-counselor-2');
    expect(rows.map((row) => row.roundName)).toEqual([
      '국가기술자격 기능사 (2026년도 제1회)',
      '국가기술자격 기능사 (2026년도 제2회)',
    ]);
    expect(rows[1]).toMatchObject({
      writtenRegStart: '2026-03-16',
      writtenRegEnd: '2026-03-19',
      writtenReg2Start: '2026-03-26',
      writtenReg2End: '2026-03-27',
    });
  });

  it('is left alone by a run without an exam source, and asked for at boot until it has synced', async () => {
    const withoutExams = await runSync({ db: t.db, clock: t.clock, sources: lists, log: createMemoryLog() });
    expect(withoutExams.status === 'done' && withoutExams.results.map((r) => r.kind)).toEqual([
      'postings',
      'courses',
    ]);
    const all = { ...lists, exams: createSampleExamSource() };
    const plan = () => planBootSync({ db: t.db, clock: t.clock, sources: all, onBoot: true });
    expect(await plan()).toEqual({ mode: 'queue', reason: 'exams never synced' });
    await syncExams(all.exams);
    expect(await plan()).toEqual({ mode: 'none', reason: 'data is fresh' });
    expect(
      await planBootSync({
        db: t.db,
        clock: t.clock,
        sources: { ...all, exams: examSourceOf([], 'QNET') },
        onBoot: true,
      }),
    ).toEqual({ mode: 'queue', reason: 'exams source changed to QNET' });
  });
});

describe('the timeline after an exam sync', () => {
  it('shows 직업 상담사 2급’s sample rounds as 예시 일정 to a member who chose 직업상담사, and no other certificate’s', async () => {
    await syncExams(createSampleExamSource());
    const member = await createMember(t);
    const token = (await login(t, member)).accessToken;
    const chose = await t.app.inject({ method: 'POST', url: '/v1/my-dream/job/5', headers: bearer(token) });
    expect(chose.statusCode, chose.body).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/my-dream/timeline?jobId=5',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items, certificates, today } = successEnvelope(TimelineResponseSchema).parse(res.json()).data;
    const exams = items.filter((item) => item.kind.startsWith('EXAM_'));
    expect(exams.length).toBeGreaterThan(0);
    for (const item of exams) {
      expect(item).toMatchObject({
        source: '예시 일정',
        isSample: true,
        jobId: 5,
        link: 'https://www.q-net.or.kr',
        detail: expect.stringMatching(/^예시 일정 \d+회( · 원서 접수 기간이 두 번 있어요\(.+\)\. .+)?$/),
        title: expect.stringMatching(/^직업 상담사 2급 /),
      });
    }
    // The sample's 정기 rounds take written applications in two windows: a line for each, both named in each.
    const windows = exams.filter((item) => item.key.endsWith(':written:registration2'));
    expect(windows.length).toBeGreaterThan(0);
    for (const second of windows) {
      const first = exams.find((item) => item.key === second.key.replace(/2$/, ''));
      expect(first?.title).toBe('직업 상담사 2급 필기 원서 접수 (첫 번째 기간)');
      expect(second.title).toBe('직업 상담사 2급 필기 원서 접수 (두 번째 기간)');
      expect(first?.detail).toBe(second.detail);
      expect(second.detail).toMatch(/원서 접수 기간이 두 번 있어요\(\d+월 \d+일~\d+일, \d+월 \d+일~\d+일\)/);
      expect((first?.endDate ?? '') < second.date).toBe(true);
    }
    expect(new Set(exams.map((item) => item.kind))).toEqual(
      new Set(['EXAM_REGISTRATION', 'EXAM_DATE', 'EXAM_RESULT']),
    );
    // Upcoming sample lines, in date order.
    expect(exams.some((item) => (item.endDate ?? item.date) >= today)).toBe(true);
    expect(exams.map((item) => item.date)).toEqual([...exams.map((item) => item.date)].sort());
    expect(certificates).toEqual([
      expect.objectContaining({ key: 'vocational-counselor-2', kind: 'QNET_EXAM', hasSchedule: true }),
    ]);
  });
});
