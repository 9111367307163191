import { RecruitListResponseSchema, successEnvelope, TrainingListResponseSchema } from '@dasibom/contract';
import { asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { courseCounts, courses, postingCounts, postingPlaces, postings, syncState } from '../db/schema.ts';
import { useSyncTestApp } from '../test/use-test-app.ts';
import {
  courseSourceOf,
  createMemoryLog,
  failingPostingSource,
  fixtureCourse,
  fixturePosting,
  postingSourceOf,
} from './fixture-sources.ts';
import { SYNC_LOCK_KEY } from './lock.ts';
import { describeSyncError, runSync, type SyncSources } from './run-sync.ts';
import {
  createSyncRunner,
  parseSyncCron,
  planBootSync,
  registerSyncJob,
  requestSync,
  SYNC_QUEUE,
} from './schedule.ts';

// The counts are the sync's to keep: a test that empties the rows empties them too.
const t = useSyncTestApp([postings, postingCounts, courses, courseCounts, syncState]);

const three = [
  fixturePosting({ externalId: 'A', title: '첫 공고', locations: ['서울 강남구'] }),
  fixturePosting({ externalId: 'B', title: '둘째 공고', locations: ['부산 중구'] }),
  fixturePosting({ externalId: 'C', title: '셋째 공고', locations: ['대구 중구'] }),
];
const oneCourse = [fixtureCourse({ trprId: 'C1' })];

function sources(
  postingRecords: Parameters<typeof postingSourceOf>[0] = three,
  courseRecords = oneCourse,
): SyncSources {
  return { postings: postingSourceOf(postingRecords), courses: courseSourceOf(courseRecords) };
}

const sync = (s: SyncSources, log = createMemoryLog()) =>
  runSync({ db: t.db, clock: t.clock, sources: s, log });

async function listIds() {
  const res = await t.app.inject({ method: 'GET', url: '/v1/recruit/list?sortBy=postDate' });
  const data = successEnvelope(RecruitListResponseSchema).parse(res.json()).data;
  return { ids: data.job.map((job) => job.id).sort(), data };
}

async function health() {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  return res.json().details.sync;
}

describe('runSync', () => {
  it('fills both tables, records the source and time, and reports them in /healthz', async () => {
    const result = await sync(sources());
    expect(result).toMatchObject({
      status: 'done',
      results: [
        { kind: 'postings', status: 'updated', rows: 3, source: 'SAMPLE' },
        { kind: 'courses', status: 'updated', rows: 1, source: 'SAMPLE' },
      ],
    });
    expect((await listIds()).ids).toEqual(['A', 'B', 'C']);
    const at = t.clock.now().toISOString();
    expect(await health()).toEqual({
      postings: {
        source: 'SAMPLE',
        lastSyncAt: at,
        lastAttemptAt: at,
        rows: 3,
        lastError: null,
        lastErrorSource: null,
      },
      courses: {
        source: 'SAMPLE',
        lastSyncAt: at,
        lastAttemptAt: at,
        rows: 1,
        lastError: null,
        lastErrorSource: null,
      },
      // Not given an exam source, the run leaves the exam rounds alone (exam-rounds.test.ts syncs them).
      exams: {
        source: null,
        lastSyncAt: null,
        lastAttemptAt: null,
        rows: 0,
        lastError: null,
        lastErrorSource: null,
      },
    });
  });

  it('replaces the rows: updates changed ones, deletes the ones that disappeared, rebuilds places', async () => {
    await sync(sources());
    t.clock.advance(60_000);
    const changed = [
      fixturePosting({ externalId: 'A', title: '첫 공고 (수정)', locations: ['서울 송파구', '서울 마포구'] }),
      fixturePosting({ externalId: 'C', title: '셋째 공고', locations: ['대구 중구'] }),
      fixturePosting({ externalId: 'D', title: '새 공고', locations: ['광주 북구'] }),
    ];
    await sync(sources(changed));
    const { ids, data } = await listIds();
    expect(ids).toEqual(['A', 'C', 'D']);
    expect(data.job.find((job) => job.id === 'A')).toMatchObject({
      title: '첫 공고 (수정)',
      locationName: '서울 송파구, 서울 마포구',
    });
    const places = await t.db
      .select({ postingId: postingPlaces.postingId, place: postingPlaces.place })
      .from(postingPlaces)
      .orderBy(asc(postingPlaces.postingId), asc(postingPlaces.place));
    expect(places.map((p) => `${p.postingId} ${p.place}`)).toEqual([
      'A 서울',
      'A 서울 마포구',
      'A 서울 송파구',
      'C 대구',
      'C 대구 중구',
      'D 광주',
      'D 광주 북구',
    ]);
    const gangnam = await t.app.inject({
      method: 'GET',
      url: `/v1/recruit/list?locationName=${encodeURIComponent('서울 강남구')}`,
    });
    expect(gangnam.json().data.total).toBe(0);
  });

  it('keeps the last good postings when the source fails, records the error, and still updates courses', async () => {
    await sync(sources());
    const firstSync = t.clock.now().toISOString();
    t.clock.advance(60 * 60_000);
    const log = createMemoryLog();
    const result = await sync(
      {
        postings: failingPostingSource(
          '503 from https://oapi.saramin.co.kr/job-search?access-key=SECRET123&start=0',
        ),
        courses: courseSourceOf([fixtureCourse({ trprId: 'C9' })]),
      },
      log,
    );
    expect(result).toMatchObject({
      status: 'done',
      results: [
        { kind: 'postings', status: 'failed', source: 'SARAMIN' },
        { kind: 'courses', status: 'updated', rows: 1 },
      ],
    });

    const { ids, data } = await listIds();
    expect(ids).toEqual(['A', 'B', 'C']);
    // The list still says where its rows came from and when they were fetched.
    expect(data).toMatchObject({ source: 'SAMPLE', syncedAt: firstSync });
    const training = await t.app.inject({ method: 'GET', url: '/v1/training/list' });
    const courseList = successEnvelope(TrainingListResponseSchema).parse(training.json()).data;
    expect(courseList.srchList.map((c) => c.trprId)).toEqual(['C9']);
    expect(courseList.syncedAt).toBe(t.clock.now().toISOString());

    const details = await health();
    expect(details.postings).toMatchObject({
      source: 'SAMPLE',
      lastSyncAt: firstSync,
      lastAttemptAt: t.clock.now().toISOString(),
      lastErrorSource: 'SARAMIN',
    });
    expect(details.postings.lastError).toContain('503');
    expect(details.postings.lastError).not.toContain('SECRET123');
    expect(JSON.stringify(log.entries)).not.toContain('SECRET123');
    expect(log.entries.some((e) => e.level === 'error' && e.message.includes('last good data'))).toBe(true);

    // The next good run clears the error.
    await sync(sources());
    expect((await health()).postings).toMatchObject({ lastError: null, lastErrorSource: null });
  });

  it('treats an empty or unusable answer as a failure and keeps the rows', async () => {
    await sync(sources());
    const empty = await sync(sources([]));
    expect(empty).toMatchObject({ results: [{ kind: 'postings', status: 'failed' }, { status: 'updated' }] });
    const junk = await sync(sources([fixturePosting({ externalId: 'X', url: 'javascript:alert(1)' })]));
    expect(junk).toMatchObject({ results: [{ kind: 'postings', status: 'failed' }, { status: 'updated' }] });
    expect((await listIds()).ids).toEqual(['A', 'B', 'C']);
    expect((await health()).postings.lastError).toMatch(/no usable postings among 1 records/);
  });

  it('drops bad records, keeps the good ones, and counts why', async () => {
    const result = await sync(
      sources([
        ...three,
        fixturePosting({ externalId: 'A', title: '중복' }),
        fixturePosting({ externalId: 'E', occupationId: 999 }),
        fixturePosting({ externalId: 'F', url: 'javascript:alert(1)' }),
        fixturePosting({ externalId: 'G', title: '   ' }),
        fixturePosting({ externalId: 'H', expiresAt: new Date('nope') }),
        fixturePosting({ externalId: 'I', locations: ['화성', '서울   강남구', ''] }),
      ]),
    );
    expect(result).toMatchObject({
      status: 'done',
      results: [
        {
          kind: 'postings',
          rows: 4,
          dropped: {
            'duplicate id': 1,
            'unknown occupation': 1,
            'bad url': 1,
            'missing title or company': 1,
            'bad date': 1,
          },
        },
        { kind: 'courses' },
      ],
    });
    const placesI = await t.db
      .select({ place: postingPlaces.place })
      .from(postingPlaces)
      .where(eq(postingPlaces.postingId, 'I'))
      .orderBy(asc(postingPlaces.place));
    expect(placesI.map((p) => p.place)).toEqual(['서울', '서울 강남구']);
    expect((await listIds()).data.job.find((job) => job.id === 'I')?.locationName).toBe('화성, 서울 강남구');
  });

  it('switching source replaces the old source’s rows entirely', async () => {
    await sync(sources());
    await sync({
      postings: postingSourceOf([fixturePosting({ externalId: '49001234' })], 'SARAMIN'),
      courses: courseSourceOf(oneCourse),
    });
    const { ids, data } = await listIds();
    expect(ids).toEqual(['49001234']);
    expect(data.source).toBe('SARAMIN');
  });

  it('runs one at a time: a second run while one is in progress is skipped', async () => {
    let release!: () => void;
    let fetched!: () => void;
    const fetchStarted = new Promise<void>((resolve) => {
      fetched = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = sources(async () => {
      fetched();
      await gate;
      return three;
    });
    const first = sync(slow);
    await fetchStarted;
    const second = await sync(sources());
    expect(second).toEqual({ status: 'skipped' });
    release();
    expect((await first).status).toBe('done');
    // The lock is free again.
    expect((await sync(sources())).status).toBe('done');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is skipped while another instance holds the PostgreSQL advisory lock',
    async () => {
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [SYNC_LOCK_KEY]);
        expect(await sync(sources())).toEqual({ status: 'skipped' });
        await other.query('select pg_advisory_unlock($1)', [SYNC_LOCK_KEY]);
        expect((await sync(sources())).status).toBe('done');
      } finally {
        other.release();
      }
    },
  );

  it('never throws, even when the database refuses the work', async () => {
    const result = await runSync({
      db: t.db,
      clock: { now: () => new Date('invalid') },
      sources: sources(),
      log: createMemoryLog(),
    });
    expect(['done', 'failed']).toContain(result.status);
    if (result.status === 'done') expect(result.results.every((r) => r.status === 'failed')).toBe(true);
  });
});

describe('describeSyncError', () => {
  it('hides keys in provider URLs and keeps messages short', () => {
    expect(describeSyncError(new Error('GET /x?authKey=abc&x=1 failed'))).toBe(
      'GET /x?authKey=***&x=1 failed',
    );
    expect(describeSyncError(new TypeError('boom'))).toBe('TypeError: boom');
    expect(describeSyncError('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('planBootSync', () => {
  const plan = (onBoot = true, s = sources()) =>
    planBootSync({ db: t.db, clock: t.clock, sources: s, onBoot });

  it('queues a sync after listening (never before) when there is no data, it is stale or the source changed', async () => {
    expect(await plan(false)).toMatchObject({ mode: 'none' });
    expect(await plan()).toEqual({ mode: 'queue', reason: 'no data yet' });
    await sync(sources());
    expect(await plan()).toMatchObject({ mode: 'none' });
    expect(
      await plan(true, { postings: postingSourceOf(three, 'SARAMIN'), courses: courseSourceOf(oneCourse) }),
    ).toEqual({ mode: 'queue', reason: 'postings source changed to SARAMIN' });
    t.clock.advance(61 * 60_000);
    expect(await plan()).toMatchObject({ mode: 'queue' });
  });

  it('does not repeat a sync that ran less than an hour ago, and asks for one at an hour and a minute', async () => {
    await sync(sources());
    const plan = () => planBootSync({ db: t.db, clock: t.clock, sources: sources(), onBoot: true });
    t.clock.advance(59 * 60_000);
    expect(await plan()).toEqual({ mode: 'none', reason: 'data is fresh' });
    t.clock.advance(2 * 60_000);
    expect(await plan()).toEqual({ mode: 'queue', reason: 'postings older than an hour' });
  });
});

describe('createSyncRunner and the queued sync job', () => {
  it('shares one run per process and aborts it on stop, keeping the last good data', async () => {
    await sync(sources());
    let seenSignal: AbortSignal | undefined;
    let fetched!: () => void;
    const fetchStarted = new Promise<void>((resolve) => {
      fetched = resolve;
    });
    const runner = createSyncRunner({
      db: t.db,
      clock: t.clock,
      log: createMemoryLog(),
      sources: {
        postings: {
          kind: 'SAMPLE',
          fetchPostings: (context) =>
            new Promise((_, reject) => {
              seenSignal = context.signal;
              context.signal?.addEventListener('abort', () => reject(context.signal?.reason));
              fetched();
            }),
        },
        courses: courseSourceOf(oneCourse),
      },
    });
    const first = runner.run();
    expect(runner.run()).toBe(first);
    expect(runner.isRunning()).toBe(true);
    await fetchStarted;
    await runner.stop();
    expect(seenSignal?.aborted).toBe(true);
    expect(await first).toMatchObject({
      status: 'done',
      results: [{ kind: 'postings', status: 'failed' }, {}],
    });
    expect(runner.isRunning()).toBe(false);
    expect(await runner.run()).toEqual({ status: 'skipped' });
    expect((await listIds()).ids).toEqual(['A', 'B', 'C']);
  });

  it('reads SYNC_CRON: off, a bad pattern refused at boot, the next run of a valid one in Asia/Seoul', () => {
    expect(parseSyncCron('off')).toBeNull();
    expect(parseSyncCron('  ')).toBeNull();
    expect(() => parseSyncCron('every tuesday')).toThrow(/SYNC_CRON/);
    const next = parseSyncCron('15 */6 * * *')?.nextRunAt();
    expect(next).toBeInstanceOf(Date);
    // 15 minutes past 0, 6, 12 or 18 o'clock in Seoul.
    const seoul = new Date((next?.getTime() ?? 0) + 9 * 3_600_000);
    expect(seoul.getUTCMinutes()).toBe(15);
    expect(seoul.getUTCHours() % 6).toBe(0);
  });

  it('is a queue job: worked by the queue, scheduled on SYNC_CRON in the queue, unscheduled when off', async () => {
    const { queue } = t.app.deps;
    const runner = createSyncRunner({ db: t.db, clock: t.clock, log: createMemoryLog(), sources: sources() });
    const scheduled = async () =>
      (
        await t.database.executeSql('select name, cron, options from pgboss.schedule where name = $1', [
          SYNC_QUEUE.name,
        ])
      ).rows as { name: string; cron: string; options: { tz?: string } }[];
    try {
      const schedule = await registerSyncJob({ queue, runner, cron: '15 */6 * * *', log: createMemoryLog() });
      expect(schedule?.cron).toBe('15 */6 * * *');
      expect(await scheduled()).toEqual([
        {
          name: SYNC_QUEUE.name,
          cron: '15 */6 * * *',
          options: expect.objectContaining({ tz: 'Asia/Seoul' }),
        },
      ]);
      const [definition] = (
        await t.database.executeSql('select policy from pgboss.queue where name = $1', [SYNC_QUEUE.name])
      ).rows as { policy: string }[];
      expect(definition?.policy).toBe('stately');

      // A booting instance's request: the job runs the sync; the lists fill without anything blocking.
      expect((await listIds()).ids).toEqual([]);
      await requestSync(queue, 'new database');
      await queue.settle();
      expect((await listIds()).ids).toEqual(['A', 'B', 'C']);

      // The boot's request waits its grace period, then runs (settle waits for the state, not for time).
      await t.db.delete(postings);
      await requestSync(queue, 'new database', { startAfterSeconds: 1 });
      await queue.settle();
      expect((await listIds()).ids).toEqual(['A', 'B', 'C']);
      expect((await health()).postings).toMatchObject({ source: 'SAMPLE', rows: 3 });

      // Several requests while one waits leave one waiting job (instances booting together).
      const waiting = async () =>
        (
          (
            await t.database.executeSql(
              `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
              [SYNC_QUEUE.name],
            )
          ).rows[0] as { n: number }
        ).n;
      await queue.send(t.db, SYNC_QUEUE.name, { reason: 'one' });
      await queue.send(t.db, SYNC_QUEUE.name, { reason: 'two' });
      expect(await waiting()).toBeLessThanOrEqual(1);
      await queue.settle();

      expect(await registerSyncJob({ queue, runner, cron: 'off', log: createMemoryLog() })).toBeNull();
      expect(await scheduled()).toEqual([]);
    } finally {
      await queue.unschedule(SYNC_QUEUE.name);
      await runner.stop();
    }
  });
});
