import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, useSessionStore } from '../stores/session-store.ts';
import { apiGet, apiPost, apiRequest, buildUrl, lazySchema, setTokenRefresher } from './api-client.ts';
import { ApiError, BAD_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error.ts';

const ItemSchema = z.object({ id: z.number(), name: z.string() });
const TIMESTAMP = '2026-05-01T10:00:00+09:00';

function ok(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, timestamp: TIMESTAMP, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function fail(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return new Response(
    JSON.stringify({ success: false, timestamp: TIMESTAMP, status, code, message, ...extra }),
    {
      status,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
    },
  );
}

function authHeader(call: unknown[] | undefined): string | null {
  const init = call?.[1] as RequestInit | undefined;
  return new Headers(init?.headers).get('authorization');
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
  setTokenRefresher(null);
});

afterEach(() => {
  fetchMock.mockReset();
});

describe('apiRequest', () => {
  it('returns the parsed data of a success envelope and sends same-origin JSON with credentials', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 1, name: '요양보호사' }));

    const data = await apiPost('/v1/things', ItemSchema, { name: '요양보호사' });

    expect(data).toEqual({ id: 1, name: '요양보호사' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: '요양보호사' }));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(authHeader(fetchMock.mock.calls[0])).toBeNull();
  });

  it('sends a FormData body as multipart: untouched, no JSON content type, with the token', async () => {
    useSessionStore.getState().setSession({ accessToken: 'token-a', memberId: 7, nickname: '봄날' });
    fetchMock.mockResolvedValueOnce(ok('/files/profile.webp'));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'me.png');

    await expect(apiPost('/v1/member/profile', z.string(), form)).resolves.toBe('/files/profile.webp');

    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(authHeader(fetchMock.mock.calls[0])).toBe('Bearer token-a');
  });

  it('builds the query string, leaving out empty values and comma-joining lists', async () => {
    fetchMock.mockResolvedValueOnce(ok([]));
    await apiGet('/v1/scrap/checked', z.array(z.unknown()), {
      category: 'RECRUIT',
      idList: ['a', 'b'],
      pageNum: 0,
      keyWord: undefined,
      locName: null,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/scrap/checked?category=RECRUIT&idList=a%2Cb&pageNum=0');
    expect(buildUrl('/v1/x')).toBe('/v1/x');
  });

  it('adds the bearer token from the session store', async () => {
    useSessionStore.getState().setSession({ accessToken: 'token-a', memberId: 7, nickname: '봄날' });
    fetchMock.mockResolvedValueOnce(ok({ id: 1, name: 'x' }));
    await apiGet('/v1/member/info', ItemSchema);
    expect(authHeader(fetchMock.mock.calls[0])).toBe('Bearer token-a');
  });

  it('throws a typed ApiError from the error envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      fail(409, 'NICKNAME_TAKEN', '이미 사용중인 닉네임입니다.', {
        fields: { nickname: '이미 사용중인 닉네임입니다.' },
      }),
    );

    const error = await apiPost('/v1/member/nickname', ItemSchema, {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'NICKNAME_TAKEN',
      message: '이미 사용중인 닉네임입니다.',
      fields: { nickname: '이미 사용중인 닉네임입니다.' },
      requestId: 'req-1',
    });
  });

  it('keeps retryAfterSeconds of a rate-limited answer', async () => {
    fetchMock.mockResolvedValueOnce(
      fail(429, 'CODE_RESEND_TOO_SOON', '인증번호는 잠시 후에 다시 받을 수 있어요.', {
        retryAfterSeconds: 21,
      }),
    );
    await expect(apiPost('/v1/member/auth/email/verifications', ItemSchema, {})).rejects.toMatchObject({
      status: 429,
      code: 'CODE_RESEND_TOO_SOON',
      retryAfterSeconds: 21,
    });
  });

  it('throws BAD_RESPONSE with the Korean message when the data does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: '1', title: 'wrong shape' }));
    await expect(apiGet('/v1/things/1', ItemSchema)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: BAD_RESPONSE_MESSAGE,
      status: 200,
    });
  });

  it('checks the answer of a lazily loaded schema as a checked call does, envelope and data', async () => {
    const lazyItem = lazySchema(async () => ItemSchema);
    fetchMock.mockResolvedValueOnce(ok({ id: 1, name: '요양보호사', extra: 'dropped' }));
    await expect(apiGet('/v1/things/1', lazyItem)).resolves.toEqual({ id: 1, name: '요양보호사' });
    fetchMock.mockResolvedValueOnce(ok({ id: '1', name: '요양보호사' }));
    await expect(apiGet('/v1/things/1', lazyItem)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: BAD_RESPONSE_MESSAGE,
      status: 200,
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, data: { id: 1, name: 'x' } }), { status: 200 }),
    );
    await expect(apiGet('/v1/things/1', lazyItem)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it("refuses an answer of the wrong shape with the contract's own schema, loaded lazily", async () => {
    const popular = lazySchema(() => import('@dasibom/contract').then((m) => m.PopularRecruitResponseSchema));
    fetchMock.mockResolvedValueOnce(ok([{ 'job-name': '바리스타', count: 3 }]));
    await expect(apiGet('/v1/recruit/popular', popular)).resolves.toEqual([
      { 'job-name': '바리스타', count: 3 },
    ]);
    fetchMock.mockResolvedValueOnce(ok([{ jobName: '바리스타', count: '3' }]));
    await expect(apiGet('/v1/recruit/popular', popular)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('starts loading the schema with the request, once for every call', async () => {
    const load = vi.fn(async () => ItemSchema);
    const lazyItem = lazySchema(load);
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = apiGet('/v1/things/1', lazyItem);
    // Asked for before the response is in.
    expect(load).toHaveBeenCalledTimes(1);
    answer(ok({ id: 1, name: 'a' }));
    await expect(first).resolves.toEqual({ id: 1, name: 'a' });
    fetchMock.mockResolvedValueOnce(ok({ id: 2, name: 'b' }));
    await expect(apiGet('/v1/things/2', lazyItem)).resolves.toEqual({ id: 2, name: 'b' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a schema that could not be loaded as a connection problem, and loads it again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof ItemSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(ItemSchema);
    const lazyItem = lazySchema(load);
    fetchMock.mockResolvedValueOnce(ok({ id: 1, name: 'a' }));
    await expect(apiGet('/v1/things/1', lazyItem)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    fetchMock.mockResolvedValueOnce(ok({ id: 1, name: 'a' }));
    await expect(apiGet('/v1/things/1', lazyItem)).resolves.toEqual({ id: 1, name: 'a' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('maps an unreadable error page (proxy HTML) to a status-based error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/v1/things', ItemSchema)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('turns a failed connection into status 0 with a Korean message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/v1/things', ItemSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('lets an abort through unchanged', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiGet('/v1/things', ItemSchema)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('token refresh', () => {
  beforeEach(() => {
    useSessionStore
      .getState()
      .setSession({ accessToken: 'old-token', refreshToken: 'refresh-1', memberId: 7, nickname: '봄날' });
  });

  it('refreshes once for two concurrent 401 AUTH_EXPIRED and retries both with the new token', async () => {
    let resolveRefresh: (token: string) => void = () => {};
    const refresher = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          resolveRefresh = (token) => {
            useSessionStore.getState().setTokens({ accessToken: token, refreshToken: 'refresh-2' });
            resolve(token);
          };
        }),
    );
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async (_url, init) => {
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new-token'
        ? ok({ id: 1, name: '성공' })
        : fail(401, 'AUTH_EXPIRED', '로그인이 만료되었어요. 다시 로그인해 주세요.');
    });

    const first = apiGet('/v1/my-dream/todo', ItemSchema);
    const second = apiGet('/v1/my-dream/todo/jobs', ItemSchema);
    await vi.waitFor(() => expect(refresher).toHaveBeenCalled());
    // Both 401s must have arrived before the refresh finishes, so they really are concurrent.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    resolveRefresh('new-token');

    await expect(first).resolves.toEqual({ id: 1, name: '성공' });
    await expect(second).resolves.toEqual({ id: 1, name: '성공' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(authHeader(fetchMock.mock.calls[2])).toBe('Bearer new-token');
    expect(authHeader(fetchMock.mock.calls[3])).toBe('Bearer new-token');
  });

  it('retries the original request once and returns its data', async () => {
    setTokenRefresher(async () => {
      useSessionStore.getState().setTokens({ accessToken: 'fresh', refreshToken: 'refresh-2' });
      return 'fresh';
    });
    fetchMock
      .mockResolvedValueOnce(fail(401, 'AUTH_EXPIRED', '로그인이 만료되었어요. 다시 로그인해 주세요.'))
      .mockResolvedValueOnce(ok({ id: 2, name: '다시 성공' }));

    await expect(apiPost('/v1/my-dream/job/3', ItemSchema, { a: 1 })).resolves.toEqual({
      id: 2,
      name: '다시 성공',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(JSON.stringify({ a: 1 }));
    expect(authHeader(fetchMock.mock.calls[1])).toBe('Bearer fresh');
  });

  it('does not refresh again when the retry also fails', async () => {
    const refresher = vi.fn(async () => 'fresh');
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async () =>
      fail(401, 'AUTH_EXPIRED', '로그인이 만료되었어요. 다시 로그인해 주세요.'),
    );

    await expect(apiGet('/v1/member/info', ItemSchema)).rejects.toMatchObject({ code: 'AUTH_EXPIRED' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('clears the session and throws when the refresher gives up', async () => {
    localStorage.setItem('other-app:setting', 'keep');
    setTokenRefresher(async () => null);
    fetchMock.mockResolvedValueOnce(
      fail(401, 'AUTH_EXPIRED', '로그인이 만료되었어요. 다시 로그인해 주세요.'),
    );

    await expect(apiGet('/v1/member/info', ItemSchema)).rejects.toMatchObject({
      status: 401,
      code: 'AUTH_EXPIRED',
    });
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem('other-app:setting')).toBe('keep');
  });

  it('forgets the session when the token is invalid and the refresh is refused (member withdrawn elsewhere)', async () => {
    setTokenRefresher(async () => null);
    fetchMock.mockResolvedValueOnce(
      fail(401, 'AUTH_INVALID', '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.'),
    );

    await expect(apiPost('/v1/my-dream/job/1', ItemSchema)).rejects.toMatchObject({ code: 'AUTH_INVALID' });
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      accessToken: null,
      memberId: null,
    });
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('forgets the session when even a freshly refreshed token is refused as invalid', async () => {
    setTokenRefresher(async () => {
      useSessionStore.getState().setTokens({ accessToken: 'fresh', refreshToken: 'refresh-2' });
      return 'fresh';
    });
    fetchMock.mockImplementation(async () =>
      fail(401, 'AUTH_INVALID', '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.'),
    );

    await expect(apiGet('/v1/member/info', ItemSchema)).rejects.toMatchObject({
      status: 401,
      code: 'AUTH_INVALID',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the session when the retry fails for another reason', async () => {
    setTokenRefresher(async () => {
      useSessionStore.getState().setTokens({ accessToken: 'fresh', refreshToken: 'refresh-2' });
      return 'fresh';
    });
    fetchMock
      .mockResolvedValueOnce(
        fail(401, 'AUTH_INVALID', '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.'),
      )
      .mockResolvedValueOnce(fail(409, 'JOB_ALREADY_ADDED', '이미 담은 직업입니다.'));

    await expect(apiPost('/v1/my-dream/job/1', ItemSchema)).rejects.toMatchObject({
      code: 'JOB_ALREADY_ADDED',
    });
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'fresh' });
  });

  it('uses a token refreshed meanwhile by another request instead of refreshing twice', async () => {
    const refresher = vi.fn(async () => 'unused');
    setTokenRefresher(refresher);
    fetchMock
      .mockImplementationOnce(async () => {
        // Another request finished a refresh while this one was on the wire.
        useSessionStore.getState().setTokens({ accessToken: 'already-new', refreshToken: 'refresh-2' });
        return fail(401, 'AUTH_EXPIRED', '로그인이 만료되었어요. 다시 로그인해 주세요.');
      })
      .mockResolvedValueOnce(ok({ id: 3, name: 'ok' }));

    await expect(apiGet('/v1/member/info', ItemSchema)).resolves.toEqual({ id: 3, name: 'ok' });
    expect(refresher).not.toHaveBeenCalled();
    expect(authHeader(fetchMock.mock.calls[1])).toBe('Bearer already-new');
  });

  it('never refreshes for calls made without auth (login, the refresh call itself)', async () => {
    const refresher = vi.fn(async () => 'fresh');
    setTokenRefresher(refresher);
    fetchMock.mockResolvedValueOnce(fail(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 일치하지 않습니다.'));

    await expect(
      apiRequest('/v1/member/auth/login', { method: 'POST', schema: ItemSchema, body: {}, auth: false }),
    ).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(refresher).not.toHaveBeenCalled();
    expect(authHeader(fetchMock.mock.calls[0])).toBeNull();
  });
});
