import { vi } from 'vitest';

/** Test-only: a fetch stub that answers `METHOD /path` with the app's envelope. */
export type MockAnswer =
  | { data: unknown; status?: number }
  | { error: { status: number; code: string; message: string; [extra: string]: unknown } };

export type MockHandler = (request: {
  url: URL;
  init: RequestInit | undefined;
  body: unknown;
}) => MockAnswer | Promise<MockAnswer>;

const TIMESTAMP = '2026-05-01T10:00:00+09:00';

export function envelope(answer: MockAnswer): Response {
  if ('error' in answer) {
    return new Response(JSON.stringify({ success: false, timestamp: TIMESTAMP, ...answer.error }), {
      status: answer.error.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ success: true, timestamp: TIMESTAMP, data: answer.data }), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs the global fetch. `handlers` maps "GET /v1/member/info" to an answer; anything else answers 404 and is
 * recorded, so a test can assert that nothing unexpected was called.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else body = init?.body;
    if (!handler) {
      return envelope({
        error: { status: 404, code: 'ROUTE_NOT_FOUND', message: '요청한 주소를 찾을 수 없어요.' },
      });
    }
    return envelope(await handler({ url, init, body }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Calls made to `METHOD /path`, with their parsed JSON bodies. */
    calls(key: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), 'http://localhost');
          return `${init?.method ?? 'GET'} ${url.pathname}` === key;
        })
        .map(([input, init]) => ({
          url: new URL(String(input), 'http://localhost'),
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
          headers: new Headers(init?.headers),
        }));
    },
  };
}

/** A handler that answers with the app's error envelope. */
export function failWith(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return (): MockAnswer => ({ error: { status, code, message, ...extra } });
}
