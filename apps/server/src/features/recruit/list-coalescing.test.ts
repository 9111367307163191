import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListReads } from '../../platform/list-reads.ts';
import { selectSources } from '../../sources/index.ts';
import { createMemoryLog } from '../../sync/fixture-sources.ts';
import { runSync } from '../../sync/run-sync.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Issue 26: concurrent misses for one list answer send one statement (a deadline passing or a cold start used to
 * send one per request), and a request never takes a shared answer that no longer holds at its own "now".
 */

type Gate = { release: () => void; statements: string[] };

/** Holds every list statement until `release()`, counting them; counts calls to `answer` as they arrive. */
function instrument(reads: ListReads): Gate & { answers: () => number } {
  const query = reads.query;
  const answer = reads.answer;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const statements: string[] = [];
  let answers = 0;
  reads.query = async (name, text, values) => {
    if (!name.startsWith('dasibom_')) {
      statements.push(name);
      await opened;
    }
    return query(name, text, values);
  };
  reads.answer = (...args) => {
    answers++;
    return answer(...args);
  };
  return { release: open, statements, answers: () => answers };
}

for (const cache of ['on', 'off'] as const) {
  describe(`list reads in flight are shared (answer cache ${cache})`, () => {
    let t: TestApp;
    let restore: () => void;
    let rawQuery: ListReads['query'];

    beforeAll(async () => {
      t = await buildTestApp({ env: cache === 'off' ? { LIST_CACHE_ANSWERS: '0' } : {} });
      const sources = selectSources({ SARAMIN_ACCESS_KEY: '', WORK24_AUTH_KEY: '', QNET_SERVICE_KEY: '' });
      await runSync({ db: t.db, clock: t.clock, sources, log: createMemoryLog() });
      const { query, answer } = t.app.listReads;
      rawQuery = query;
      restore = () => {
        t.app.listReads.query = query;
        t.app.listReads.answer = answer;
      };
    }, 120_000);

    afterAll(async () => {
      await t?.close();
    });

    for (const url of [
      '/v1/recruit/list',
      '/v1/recruit/list?locationName=%EC%84%9C%EC%9A%B8&pageNum=2',
      '/v1/training/list',
      '/v1/recruit/popular',
    ]) {
      it(`20 concurrent misses of ${url} send one statement and get the same answer`, async () => {
        const gate = instrument(t.app.listReads);
        try {
          const pending = Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url }));
          await vi.waitFor(() => expect(gate.answers()).toBe(20));
          gate.release();
          const responses = await Promise.all(pending);
          expect(gate.statements).toHaveLength(1);
          const bodies = new Set(responses.map((res) => JSON.stringify(res.json().data)));
          expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
          expect(bodies.size).toBe(1);
        } finally {
          restore();
        }
      });
    }

    it('a request that arrives after a deadline in scope passed reads again instead of sharing', async () => {
      const url = '/v1/recruit/list?pageNum=7';
      const gate = instrument(t.app.listReads);
      try {
        const first = t.app.inject({ method: 'GET', url });
        await vi.waitFor(() => expect(gate.statements).toHaveLength(1));
        // The first request's read is under way; the soonest deadline of the nationwide list passes.
        const [soonest] = await rawQuery<{ at: string }>(
          'test_soonest',
          `select to_char(min(expires_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from postings where expires_at >= $1`,
          [t.clock.now().toISOString()],
        );
        t.clock.set(new Date(new Date(soonest?.at ?? '').getTime() + 1));
        const second = t.app.inject({ method: 'GET', url });
        await vi.waitFor(() => expect(gate.answers()).toBe(2));
        gate.release();
        const [a, b] = await Promise.all([first, second]);
        expect(gate.statements).toHaveLength(2);
        expect(b.json().data.total).toBeLessThan(a.json().data.total);
      } finally {
        restore();
      }
    });
  });
}
