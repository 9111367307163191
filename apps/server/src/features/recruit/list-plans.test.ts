import { LIMITS } from '@dasibom/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectSources } from '../../sources/index.ts';
import { createMemoryLog } from '../../sync/fixture-sources.ts';
import { rebuildCourseCounts, rebuildPostingCounts } from '../../sync/replace.ts';
import { runSync } from '../../sync/run-sync.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { explainStatement, planProblems } from '../../test/plan-check.ts';

/**
 * Issue 26: every list statement touches a page, not a table, at any page, sort and filter. The sample data is
 * copied until the tables are big enough for PostgreSQL to prefer a table scan if a statement let it (a hash join
 * of all postings was the plan of the nationwide list while its LIMIT was a subquery), then each list request is
 * made through the app and every statement it sent is explained with the values it bound. PostgreSQL only: PGlite
 * plans the same SQL, but what matters is the server the service runs on.
 */

const COPIES = 40;
const BIG_TABLES = ['postings', 'posting_places', 'posting_search', 'courses'];

const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('list plans at scale (PostgreSQL)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  const sent: { name: string; text: string; values: unknown[] }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LIST_CACHE_ANSWERS: '0' } });
    const appPool = (t.db as unknown as { $client: pg.Pool }).$client;
    // Explains run on connections of their own, so the app's prepared statements are left alone.
    pool = new pg.Pool({ ...appPool.options, max: 2 });
    // The sample data (what `npm start` shows), synced at the test clock's "now", then copied.
    const sources = selectSources({ SARAMIN_ACCESS_KEY: '', WORK24_AUTH_KEY: '', QNET_SERVICE_KEY: '' });
    await runSync({ db: t.db, clock: t.clock, sources, log: createMemoryLog() });
    // The copies keep each posting's places and search row; deadlines move by up to two weeks so the hours fill up
    // as at scale, and the counts are rebuilt by the sync's own statement.
    await pool.query(`insert into postings
        select p.id || '~' || k, p.occupation_id, p.title, p.company_name, p.url || '#' || k, p.location_name,
          p.job_type_name, p.experience_level, p.required_education_level, p.close_type, p.salary,
          p.posted_at - make_interval(mins => k * 7),
          p.expires_at + make_interval(days => k % 28), p.interest_count, p.source, p.synced_at
        from postings p cross join generate_series(1, ${COPIES}) k`);
    await pool.query(`insert into posting_places
        select pp.posting_id || '~' || k, pp.place, pp.occupation_id,
          pp.posted_at - make_interval(mins => k * 7),
          pp.expires_at + make_interval(days => k % 28)
        from posting_places pp cross join generate_series(1, ${COPIES}) k`);
    await pool.query(`insert into posting_search
        select s.posting_id || '~' || k, s.title, s.company_name,
          s.posted_at - make_interval(mins => k * 7),
          s.expires_at + make_interval(days => k % 28), s.places
        from posting_search s cross join generate_series(1, ${COPIES}) k`);
    const courseColumns = (
      await pool.query<{ name: string }>(`select column_name as name from information_schema.columns
        where table_name = 'courses' and table_schema = current_schema() order by ordinal_position`)
    ).rows.map((row) => row.name);
    const copied: Record<string, string> = {
      trpr_id: "c.trpr_id || '~' || k",
      start_date: 'c.start_date + (k % 30)',
      end_date: 'c.end_date + (k % 30)',
    };
    await pool.query(`insert into courses (${courseColumns.join(', ')})
        select ${courseColumns.map((name) => copied[name] ?? `c.${name}`).join(', ')}
        from courses c cross join generate_series(1, ${COPIES}) k`);
    await rebuildPostingCounts(t.db);
    await rebuildCourseCounts(t.db);
    // As the sync leaves them (`tidyAfterReplace`): statistics fresh and pages all-visible.
    for (const table of [
      'postings',
      'posting_places',
      'posting_search',
      'posting_counts',
      'courses',
      'course_counts',
    ])
      await pool.query(`vacuum (analyze) ${table}`);
    const query = t.app.listReads.query;
    t.app.listReads.query = (name, text, values) => {
      if (!name.startsWith('dasibom_')) sent.push({ name, text, values });
      return query(name, text, values);
    };
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  /**
   * `matchesRead`: free text read through its index reads every match (counted and sorted), so its bound is the
   * matches, not the page. A search that walks a sort's index instead (`_ordered`) reads the rows until its page is
   * full — `walkedPerMatch` rows per match — and may count by reading up to `:scan_rows` rows in table order: the one
   * sequential scan allowed, bounded by its LIMIT.
   */
  const searchShapes = new Set<string>();
  async function check(url: string, pageSize: number, page: number, matchesRead = 0, walkedPerMatch = 0) {
    sent.length = 0;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(sent.length, url).toBe(1);
    for (const statement of sent) {
      const ordered = statement.name.includes('_ordered');
      if (statement.name.startsWith('recruit_search_')) searchShapes.add(ordered ? 'ordered' : 'all');
      const scanParam = /limit \$(\d+)::int\) s/.exec(statement.text)?.[1];
      const scanRows = scanParam ? Number(statement.values[Number(scanParam) - 1]) : 0;
      // Both plans a prepared statement can run: the one made for these values, and the generic one PostgreSQL
      // keeps using after the first executions on a connection.
      for (const generic of [true, false]) {
        const summary = await explainStatement(pool, statement.text, statement.values, { generic });
        // A page reads the rows before it (OFFSET on an index order) and the page; counts come from stored
        // groups, less this hour's passed deadlines. Far below the tens of thousands a table scan reads.
        const maxRows = ordered
          ? Math.ceil((page + 1) * pageSize * walkedPerMatch * 2) +
            scanRows +
            4_000 +
            LIMITS.searchCountCap * 2
          : page * pageSize + 4_000 + matchesRead;
        const problems = planProblems(summary, { bigTables: BIG_TABLES, maxRows }).filter(
          (problem) => !(scanParam !== undefined && problem === 'Seq Scan on posting_search'),
        );
        expect(problems, `${url} (${generic ? 'generic' : 'custom'} plan)\n${summary.text}`).toEqual([]);
      }
    }
  }

  const pages = [0, 3, 50, 999];

  /** Rows of `posting_search` holding the text, and rows per match: what the two ways of searching read. */
  async function freeTextRows(text: string) {
    const { rows } = await pool.query<{ n: number; all: number }>(
      `select count(*) filter (where s.title ilike $1 or s.company_name ilike $1)::int as n, count(*)::int as all
        from posting_search s`,
      [`%${text}%`],
    );
    const n = rows[0]?.n ?? 0;
    // The pairs also match rows where they are not adjacent; those are read and thrown away.
    return { candidates: Math.ceil(n * 1.1), perMatch: n > 0 ? (rows[0]?.all ?? 0) / n : 0 };
  }
  const recruit: Record<string, string | number>[] = [
    {},
    { keyWord: '요양보호사' },
    { locationName: '서울' },
    { locationName: '경기 고양시' },
    { keyWord: '요양보호사', locationName: '서울' },
    { keyWord: '바리스타', locationName: '경기 고양시' },
    { keyWord: '주간보호' },
    { keyWord: '주간보호', locationName: '부산' },
    { keyWord: '모집' },
    { keyWord: '모집', locationName: '경기 고양시' },
  ];
  for (const filter of recruit) {
    for (const sortBy of ['마감 임박순', '마감 여유순', 'postDate']) {
      it(`recruit ${JSON.stringify(filter)} · ${sortBy}`, async () => {
        const free = filter.keyWord === '주간보호' || filter.keyWord === '모집';
        const rows = free ? await freeTextRows(String(filter.keyWord)) : { candidates: 0, perMatch: 0 };
        // Free text has pages up to its counted matches (LIMITS.searchCountCap).
        for (const pageNum of free ? [0, 3, 50, LIMITS.searchCountCap / 12 - 1] : pages)
          await check(
            q('/v1/recruit/list', { ...filter, sortBy, pageNum }),
            12,
            pageNum,
            rows.candidates,
            rows.perMatch,
          );
      });
    }
  }

  it('checked free text both ways: through its index, and walking a sort order', () => {
    expect([...searchShapes].sort()).toEqual(['all', 'ordered']);
  });

  const training: Record<string, string | number>[] = [
    {},
    { jobName: '바리스타' },
    { regionName: '서울' },
    { regionName: '경기 고양시' },
    { jobName: '바리스타', regionName: '서울' },
    { jobName: '바리스타', regionName: '경기 고양시' },
  ];
  for (const filter of training) {
    for (const sortBy of ['마감 임박순', '마감 여유순']) {
      it(`training ${JSON.stringify(filter)} · ${sortBy}`, async () => {
        for (const pageNum of pages)
          await check(q('/v1/training/list', { ...filter, sortBy, pageNum }), 12, pageNum);
      });
    }
  }

  it('popular, for a visitor', async () => {
    await check('/v1/recruit/popular', 0, 0);
  });
});
