import { describe, expect, it } from 'vitest';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { probeQnet } from './probe.ts';
import { createQnetStandIn } from './stand-in.ts';
import { fakeFetch, fixture, type Reply, standInFetch } from './test-fetch.ts';

const KEY = 'probe-key+0001/xyz==';
const thisYear = String(Number(seoulDateOf(new Date()).slice(0, 4)));

/** The probe against one answer; checks it asked once, as documented, and never printed the key. */
async function probe(reply: Reply | ReturnType<typeof fakeFetch>, key = KEY) {
  const fake = 'fetch' in reply ? reply : fakeFetch(() => reply);
  const result = await probeQnet({ key, baseUrl: 'http://127.0.0.1:9', fetch: fake.fetch, timeoutMs: 2_000 });
  expect(fake.requested).toHaveLength(1);
  expect(fake.violations).toEqual([]);
  expect(Object.fromEntries(fake.requested[0]?.searchParams ?? [])).toMatchObject({
    jmCd: '9511',
    qualgbCd: 'T',
    implYy: thisYear,
    pageNo: '1',
    numOfRows: '10',
    dataFormat: 'json',
  });
  const printed = JSON.stringify(result);
  for (const form of [key, encodeURIComponent(key)]) expect(printed).not.toContain(form);
  return result;
}

describe('probeQnet', () => {
  it('is OK when the envelope and every row parse (the stand-in answers as documented)', async () => {
    const result = await probe(standInFetch(createQnetStandIn()));
    expect(result).toEqual({
      status: 'OK',
      summary: `jmCd 9511 (직업상담사2급), implYy ${thisYear}, numOfRows 10, page 1: 5 rows, each as documented; 3 rounds (1 from two rows), 1 round 0 skipped`,
      details: [],
    });
  });

  it('is OK on 03 (no data) and says there was nothing to check', async () => {
    const result = await probe({ body: fixture('schedule-nodata.json') });
    expect(result.status).toBe('OK');
    expect(result.summary).toContain('result code 03');
  });

  it('lists what differs: rows that do not parse, field by field, and a missing totalCount', async () => {
    const result = await probe({ body: fixture('schedule-malformed-rows.json') });
    expect(result.status).toBe('DIFFERS');
    expect(result.details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^row 2 \(implSeq 2\): docExamStartDt: /),
        expect.stringMatching(/^row 3 \(implSeq 3\): implYy: /),
        expect.stringMatching(/^row 4: \(row\): /),
      ]),
    );
    const noTotal = JSON.parse(fixture('schedule-regular.json'));
    delete noTotal.body.totalCount;
    expect((await probe({ body: JSON.stringify(noTotal) })).details).toEqual([
      'body.totalCount is missing (the adapter pages by it)',
    ]);
    const broken = await probe({ body: fixture('envelope-broken.json') });
    expect(broken.status).toBe('DIFFERS');
    expect(broken.details[0]).toContain('header.resultCode');
  });

  it('is an ERROR with the result code and its documented meaning in plain words', async () => {
    const badKey = await probe(standInFetch(createQnetStandIn()), 'bad-key');
    expect(badKey.status).toBe('ERROR');
    expect(badKey.summary).toContain('result code 30 — the service key is not registered');
    expect((await probe({ body: fixture('error-page-size.json') })).summary).toContain(
      'result code 930 — page size over 50',
    );
    expect(
      (await probe({ body: fixture('error-limit-exceeded.xml'), contentType: 'text/xml' })).summary,
    ).toContain("result code 22 — the day's request quota is used up");
    const html = await probe({ body: fixture('maintenance.html'), contentType: 'text/html' });
    expect([html.status, html.summary.includes('HTML page')]).toEqual(['ERROR', true]);
  });

  it('never prints the key, even when the network error names the URL', async () => {
    const fake = fakeFetch(() => undefined);
    const failing = Object.assign(fake, {
      fetch: (async (input: string | URL | Request) => {
        fake.requested.push(new URL(String(input)));
        throw new TypeError(`fetch failed for ${String(input)}`);
      }) as typeof fetch,
    });
    const result = await probe(failing);
    expect(result.status).toBe('ERROR');
  });
});
