import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { createFakeClock } from './clock.ts';
import { createHttpClient } from './http-client.ts';
import type { HttpClientOptions } from './http-settings.ts';
import { redactUrl } from './redact.ts';
import { SourceError } from './source-error.ts';

const ORIGIN = 'https://api.example.test';
const KEY = 'secret-key-1234';
const URL_WITH_KEY = `${ORIGIN}/list?access-key=${KEY}&keywords=%EC%9A%94%EC%96%91`;

let agent: MockAgent;
let previous: Dispatcher;

beforeEach(() => {
  previous = getGlobalDispatcher();
  agent = new MockAgent();
  agent.disableNetConnect();
  // Node 20's global fetch reads the dispatcher undici 7 installs here, so the client needs no test hook.
  setGlobalDispatcher(agent);
});

afterEach(async () => {
  agent.assertNoPendingInterceptors();
  setGlobalDispatcher(previous);
  await agent.close();
});

const pool = () => agent.get(ORIGIN);
const listPath = (path: string) => path.startsWith('/list');
const parseText = ({ text }: { text: string }) => text;

function client(overrides: Partial<HttpClientOptions> = {}) {
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const log = { info: vi.fn(), warn: vi.fn() };
  const http = createHttpClient({
    provider: 'example',
    retries: 2,
    timeoutMs: 1_000,
    secrets: [KEY],
    sleep,
    random: () => 0.5,
    log,
    ...overrides,
  });
  return { http, sleep, log };
}

describe('retries', () => {
  it('retries a 5xx with growing back-off, then succeeds', async () => {
    pool().intercept({ path: listPath }).reply(503, 'busy');
    pool().intercept({ path: listPath }).reply(502, 'bad gateway');
    pool().intercept({ path: listPath }).reply(200, 'ok');
    const { http, sleep } = client({ retryDelayMs: 100 });

    await expect(http.get(URL_WITH_KEY, { parse: parseText })).resolves.toBe('ok');
    // equal jitter with random 0.5: 100 → 75, 200 → 150
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([75, 150]);
  });

  it('gives up after the last retry with a typed error that hides the key', async () => {
    for (let i = 0; i < 3; i++) pool().intercept({ path: listPath }).reply(500, `oops ${KEY}`);
    const { http, log } = client();

    const error = await http.get(URL_WITH_KEY, { parse: parseText }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ kind: 'HTTP', status: 500, provider: 'example', retryable: true });
    expect((error as SourceError).message).not.toContain(KEY);
    expect((error as SourceError).message).toContain('access-key=***');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(KEY);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it('does not retry other 4xx and uses the adapter explanation when there is one', async () => {
    pool().intercept({ path: listPath }).reply(404, 'not here');
    const { http, sleep } = client();
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({
      kind: 'HTTP',
      status: 404,
      retryable: false,
    });
    expect(sleep).not.toHaveBeenCalled();

    pool().intercept({ path: listPath }).reply(401, '{"code":1}');
    await expect(
      http.get(URL_WITH_KEY, {
        parse: parseText,
        parseError: () => new SourceError('example', 'AUTH', 'invalid key', { retryable: false }),
      }),
    ).rejects.toMatchObject({ kind: 'AUTH' });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries 429 and honours Retry-After (capped)', async () => {
    pool()
      .intercept({ path: listPath })
      .reply(429, 'slow down', { headers: { 'retry-after': '3' } });
    pool().intercept({ path: listPath }).reply(200, 'ok');
    const { http, sleep } = client({ retryDelayMs: 100, maxDelayMs: 10_000 });
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).resolves.toBe('ok');
    expect(sleep.mock.calls[0]?.[0]).toBe(3_000);
  });

  it('retries network errors, and the error cause carries no key', async () => {
    for (let i = 0; i < 2; i++)
      pool().intercept({ path: listPath }).replyWithError(new Error('socket hang up'));
    const { http } = client({ retries: 1 });
    const error = (await http
      .get(URL_WITH_KEY, { parse: parseText })
      .catch((e: unknown) => e)) as SourceError;
    expect(error.kind).toBe('NETWORK');
    expect(String((error.cause as Error).message)).toContain('socket hang up');
    expect(JSON.stringify({ m: error.message, c: (error.cause as Error).message })).not.toContain(KEY);
  });

  it('retries when an attempt times out', async () => {
    pool().intercept({ path: listPath }).reply(200, 'too late').delay(300);
    pool().intercept({ path: listPath }).reply(200, 'in time');
    const { http, sleep } = client({ timeoutMs: 50, retries: 1 });
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).resolves.toBe('in time');
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('retries a parse failure the adapter marks retryable (maintenance page), not a schema error', async () => {
    pool().intercept({ path: listPath }).reply(200, '<html>점검 중</html>');
    pool().intercept({ path: listPath }).reply(200, 'fine');
    const parse = ({ text }: { text: string }) => {
      if (text.startsWith('<html>')) throw new SourceError('example', 'MAINTENANCE', 'maintenance page');
      return text;
    };
    const { http } = client();
    await expect(http.get(URL_WITH_KEY, { parse })).resolves.toBe('fine');

    pool().intercept({ path: listPath }).reply(200, 'not json');
    await expect(http.get(URL_WITH_KEY, { parse: ({ text }) => JSON.parse(text) })).rejects.toMatchObject({
      kind: 'SCHEMA',
      retryable: false,
    });
  });

  it('stops when the outer signal aborts, without retrying', async () => {
    pool().intercept({ path: listPath }).reply(200, 'late').delay(300);
    const controller = new AbortController();
    const { http, sleep } = client();
    setTimeout(() => controller.abort(), 20);
    await expect(
      http.get(URL_WITH_KEY, { parse: parseText, signal: controller.signal }),
    ).rejects.toMatchObject({
      kind: 'ABORTED',
    });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('works with an injected fetch that routes through a given dispatcher', async () => {
    const own = new MockAgent();
    own.disableNetConnect();
    own.get(ORIGIN).intercept({ path: listPath }).reply(200, 'via injected fetch');
    // Node's fetch accepts undici's `dispatcher` option; its bundled types name a different Dispatcher class.
    const injected: typeof fetch = (input, init) =>
      fetch(input, { ...init, dispatcher: own } as unknown as RequestInit);
    const { http } = client({ fetch: injected });
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).resolves.toBe('via injected fetch');
    own.assertNoPendingInterceptors();
    await own.close();
  });
});

describe('circuit breaker', () => {
  it('opens after N consecutive failures, fails fast without a request, half-opens after the cooldown, closes on success', async () => {
    const clock = createFakeClock();
    const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 60_000, clock });
    const fetchSpy = vi.fn((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
    const { http } = client({ retries: 0, breaker, fetch: fetchSpy });

    for (let i = 0; i < 3; i++) {
      pool().intercept({ path: listPath }).reply(503, 'down');
      await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({ kind: 'HTTP' });
    }
    expect(breaker.state).toBe('open');
    expect(fetchSpy).toHaveBeenCalledTimes(3);

    // No interceptor is registered: a request would fail with "not matched", not CIRCUIT_OPEN.
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({
      kind: 'CIRCUIT_OPEN',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(3);

    clock.advance(59_999);
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({
      kind: 'CIRCUIT_OPEN',
    });

    // Half-open: one trial; it fails → open again for a full cooldown.
    clock.advance(1);
    expect(breaker.state).toBe('half-open');
    pool().intercept({ path: listPath }).reply(500, 'still down');
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({ kind: 'HTTP' });
    expect(breaker.state).toBe('open');
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({
      kind: 'CIRCUIT_OPEN',
    });

    clock.advance(60_000);
    pool().intercept({ path: listPath }).reply(200, 'back');
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).resolves.toBe('back');
    expect(breaker.state).toBe('closed');
    expect(fetchSpy).toHaveBeenCalledTimes(5);
  });

  it('lets exactly one trial through while half-open', () => {
    const clock = createFakeClock();
    const breaker = createCircuitBreaker({ failureThreshold: 1, cooldownMs: 1_000, clock });
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(false);
    clock.advance(1_000);
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.release();
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('counts only "looks down" failures: a 4xx answer resets the count', async () => {
    const breaker = createCircuitBreaker({ failureThreshold: 2, clock: createFakeClock() });
    const { http } = client({ retries: 0, breaker });
    pool().intercept({ path: listPath }).reply(503, 'down');
    pool().intercept({ path: listPath }).reply(400, 'bad request');
    pool().intercept({ path: listPath }).reply(503, 'down');
    for (let i = 0; i < 3; i++) await http.get(URL_WITH_KEY, { parse: parseText }).catch(() => {});
    expect(breaker.state).toBe('closed');
  });

  it('reports the real failure when its own retries open the breaker', async () => {
    const breaker = createCircuitBreaker({ failureThreshold: 1, clock: createFakeClock() });
    pool().intercept({ path: listPath }).reply(503, 'down');
    const { http } = client({ retries: 2, breaker });
    await expect(http.get(URL_WITH_KEY, { parse: parseText })).rejects.toMatchObject({
      kind: 'HTTP',
      status: 503,
    });
  });
});

describe('redaction', () => {
  it('hides credential parameters in URLs and texts', () => {
    expect(redactUrl('https://x.test/a?access-key=abc&keywords=b')).toBe(
      'https://x.test/a?access-key=***&keywords=b',
    );
    expect(redactUrl('https://x.test/a?returnType=JSON&authKey=abc-123')).toBe(
      'https://x.test/a?returnType=JSON&authKey=***',
    );
    expect(redactUrl("Mock dispatch not matched for path '/a?authKey=zzz'")).toBe(
      "Mock dispatch not matched for path '/a?authKey=***'",
    );
  });
});
