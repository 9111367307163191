import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeSaramin, SARAMIN_PROBE_ROWS } from './probe.ts';
import { checkSaraminRequest } from './schema.ts';
import { createSaraminStandIn } from './stand-in.ts';

const KEY = 'probe-key-0001';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const standIn = createSaraminStandIn({ now: () => new Date('2026-06-01T09:00:00+09:00') });

/** A fetch that answers every request with one body, and keeps the URLs asked. */
function answering(body: string, init: { status?: number; contentType?: string } = {}) {
  const requested: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    requested.push(new URL(String(input)));
    return new Response(body, {
      status: init.status ?? 200,
      headers: { 'content-type': init.contentType ?? 'application/json' },
    });
  };
  return { fetch, requested };
}

const viaStandIn: typeof fetch = async (input) => {
  const answer = standIn(new URL(String(input)));
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });
};

const noKey = (result: unknown) => expect(JSON.stringify(result)).not.toContain(KEY);

describe('probeSaramin', () => {
  it('sends one small documented request and says OK when the answer reads as documented', async () => {
    const { fetch, requested } = answering(fixture('jobs-array.json'));
    const result = await probeSaramin({ key: KEY, fetch });
    expect(requested).toHaveLength(1);
    const [url] = requested;
    expect(url && checkSaraminRequest(url)).toEqual([]);
    expect(url?.origin).toBe('https://oapi.saramin.co.kr');
    expect(url?.searchParams.get('count')).toBe(String(SARAMIN_PROBE_ROWS));
    expect(url?.searchParams.get('keywords')).toBe('요양보호사');
    expect(result).toEqual({
      status: 'OK',
      summary: 'asked for 5 postings for "요양보호사": total 4, 4 on this page, all read as documented',
      details: [],
    });
  });

  it('works against the stand-in at a configured base URL', async () => {
    const result = await probeSaramin({ key: KEY, baseUrl: 'http://127.0.0.1:9', fetch: viaStandIn });
    expect(result.status).toBe('OK');
    noKey(result);
  });

  it('names the code and its documented meaning, never the key', async () => {
    const bad = await probeSaramin({ key: 'bad-key', fetch: viaStandIn });
    expect(bad).toMatchObject({ status: 'ERROR' });
    expect(bad.summary).toContain('error code 2: the access-key is not valid');

    const echoed = JSON.stringify({ code: 2, message: `invalid access-key=${KEY} (${KEY})` });
    const result = await probeSaramin({ key: KEY, fetch: answering(echoed).fetch });
    expect(result.details[0]).toContain('***');
    noKey(result);

    const limited = await probeSaramin({
      key: KEY,
      fetch: answering(fixture('error-rate-limited.json')).fetch,
    });
    expect(limited.summary).toContain("error code 4: the day's request limit is used up");
    const missing = await probeSaramin({
      key: KEY,
      fetch: answering(fixture('error-missing-key.json')).fetch,
    });
    expect(missing.summary).toContain('error code 1: no access-key was sent');
  });

  it('says DIFFERS, field by field, when the answer is not the documented shape', async () => {
    const envelope = await probeSaramin({
      key: KEY,
      fetch: answering(fixture('envelope-broken.json')).fetch,
    });
    expect(envelope).toMatchObject({ status: 'DIFFERS', details: [expect.stringContaining('jobs.total')] });

    const items = await probeSaramin({
      key: KEY,
      fetch: answering(fixture('jobs-malformed-items.json')).fetch,
    });
    expect(items.status).toBe('DIFFERS');
    expect(items.details).toEqual(
      expect.arrayContaining([expect.stringContaining('position.title'), expect.stringContaining('company')]),
    );
    expect(JSON.stringify(items)).not.toContain('잘못된 시각');

    const text = await probeSaramin({
      key: KEY,
      fetch: answering('jobs=none', { contentType: 'text/plain' }).fetch,
    });
    expect(text.status).toBe('DIFFERS');
  });

  it('says ERROR for a maintenance page, a bare HTTP error and no answer at all', async () => {
    const html = await probeSaramin({ key: 'maintenance-key', fetch: viaStandIn });
    expect(html).toMatchObject({ status: 'ERROR', summary: expect.stringContaining('HTML page') });

    const status = await probeSaramin({ key: KEY, fetch: answering('oops', { status: 502 }).fetch });
    expect(status).toMatchObject({ status: 'ERROR', summary: expect.stringContaining('HTTP 502') });

    const down: typeof fetch = async (input) => {
      throw new TypeError(`fetch failed for ${String(input)}`);
    };
    const unreachable = await probeSaramin({ key: KEY, fetch: down });
    expect(unreachable).toMatchObject({
      status: 'ERROR',
      summary: expect.stringContaining('could not reach'),
    });
    noKey(unreachable);
  });
});
