import type { ErrorResponse } from '@dasibom/contract';
import { ERROR_CODES } from '@dasibom/contract/plain';
import type { z } from 'zod';
import { getAccessToken, useSessionStore } from '../stores/session-store.ts';
import { ApiError, BAD_RESPONSE_MESSAGE, errorFromStatus, NETWORK_ERROR_MESSAGE } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
/** A contract request type (sent as JSON) or a `FormData` (sent as multipart). */
export type RequestBody = object;

/**
 * A contract schema loaded when a call is made rather than with the page (ADR 012): zod and the schemas (the
 * contract chunk) are in no page's own chunks; they load with the first call that needs them, while its request is
 * on its way. The answer is checked as with the schema itself. Make one per module, so the load is shared:
 * `lazySchema(() => import('@dasibom/contract').then((m) => m.XxxResponseSchema))`.
 */
export type LazySchema<T> = {
  readonly isLazySchema: true;
  readonly load: () => Promise<z.ZodType>;
  readonly __type?: T;
};

export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<z.output<S>> {
  let loading: Promise<S> | null = null;
  return {
    isLazySchema: true,
    load: () => {
      if (!loading) {
        const attempt = load();
        loading = attempt;
        // A failed load (the chunk could not be fetched) is tried again by the next call.
        attempt.catch(() => {
          if (loading === attempt) loading = null;
        });
      }
      return loading;
    },
  };
}

/** A contract schema, or one loaded with the call (`lazySchema`). */
export type ResponseShape = z.ZodType | LazySchema<unknown>;
export type ResponseOf<S> = S extends z.ZodType ? z.output<S> : S extends LazySchema<infer T> ? T : never;

/**
 * `query` and `body` are the contract's request types (`XInput`, the schema's z.input): each operation's file takes
 * them as its parameters or checks the object it sends with `satisfies XInput` (request-types.test.ts keeps it so).
 */
export type ApiRequestOptions<S extends ResponseShape> = {
  method?: HttpMethod;
  /** Appended as a query string; `undefined`/`null` values are left out, arrays are comma-joined (`idList=a,b`). */
  query?: Query;
  /** A plain value is sent as JSON; a `FormData` is sent as multipart (the browser sets the boundary). */
  body?: RequestBody;
  /**
   * Contract schema of `data`, or `lazySchema(…)`: the envelope and `data` are checked, a mismatch throws
   * `BAD_RESPONSE`.
   */
  schema: S;
  /**
   * `true` (default): send the stored access token when there is one, and refresh it once on 401 `AUTH_EXPIRED`.
   * `false`: never send a token (login, sign-up, the refresh call itself).
   */
  auth?: boolean;
  signal?: AbortSignal;
};

/**
 * Returns a fresh access token (after storing the rotated tokens in the session store), or `null` when the session
 * cannot be renewed (the client then clears the session). Throw for transient failures (network) so a blip does not
 * log the user out.
 */
export type TokenRefresher = () => Promise<string | null>;

let tokenRefresher: TokenRefresher | null = null;
let refreshInFlight: Promise<string | null> | null = null;

/** The single hook point for token refresh; the accounts feature plugs the real call in at start-up. */
export function setTokenRefresher(refresher: TokenRefresher | null): void {
  tokenRefresher = refresher;
}

/** Concurrent 401s share one refresh: refresh tokens rotate, so a second refresh with the old one would fail. */
function refreshAccessToken(): Promise<string | null> {
  if (!tokenRefresher) return Promise.resolve(null);
  if (!refreshInFlight) {
    const refresher = tokenRefresher;
    refreshInFlight = (async () => {
      try {
        return await refresher();
      } finally {
        refreshInFlight = null;
      }
    })();
  }
  return refreshInFlight;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function retryAfterFrom(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** The browser's fetch; the server renderer answers the same calls in process (entry-server.tsx, ADR 040). */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(next: typeof fetch): void {
  fetchApi = next;
}

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchApi(url, { ...init, headers, credentials: 'include' });
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancels queries this way): let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (init.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause: error });
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The contract's `ErrorResponseSchema`, checked by hand so that no page needs zod to read an error. */
function readErrorEnvelope(body: unknown): ErrorResponse | null {
  if (!isRecord(body)) return null;
  const { success, timestamp, status, code, message, fields, retryAfterSeconds } = body;
  if (success !== false || typeof timestamp !== 'string' || typeof message !== 'string') return null;
  if (!Number.isInteger(status) || typeof code !== 'string' || !ERROR_CODE_SET.has(code)) return null;
  if (
    fields !== undefined &&
    !(isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))
  )
    return null;
  if (retryAfterSeconds !== undefined && !Number.isInteger(retryAfterSeconds)) return null;
  return body as ErrorResponse;
}

async function toApiError(response: Response, body: unknown): Promise<ApiError> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const parsed = readErrorEnvelope(body);
  if (!parsed) return errorFromStatus(response.status, requestId);
  const { status, code, message, fields, retryAfterSeconds } = parsed;
  const retryAfter = retryAfterSeconds ?? retryAfterFrom(response);
  return new ApiError({
    status: status || response.status,
    code: code as ApiError['code'],
    message,
    ...(fields ? { fields } : {}),
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
    ...(requestId ? { requestId } : {}),
  });
}

function isSessionEnded(error: ApiError): boolean {
  return error.status === 401 && error.code === 'AUTH_INVALID';
}

function isRefreshable(error: ApiError): boolean {
  // AUTH_INVALID too: a dev server restart changes the signing secret while the refresh token stays valid.
  return error.status === 401 && (error.code === 'AUTH_EXPIRED' || error.code === 'AUTH_INVALID');
}

/** Sends the call; on an expired token, refreshes it once and sends it again. Throws the `ApiError` of a refusal. */
async function sendWithRefresh(url: string, init: RequestInit, auth: boolean): Promise<[Response, unknown]> {
  const sentToken = auth ? getAccessToken() : null;
  let response = await send(url, init, sentToken);
  let payload = await readJson(response);
  if (response.ok && isSuccess(payload)) return [response, payload];

  const error = await toApiError(response, payload);
  if (!(sentToken && isRefreshable(error))) throw error;
  // Someone else already refreshed while this request was in flight: just use the newer token.
  const current = getAccessToken();
  const nextToken = current && current !== sentToken ? current : await refreshAccessToken();
  if (!nextToken) {
    useSessionStore.getState().clearSession();
    throw error;
  }
  response = await send(url, init, nextToken);
  payload = await readJson(response);
  if (response.ok && isSuccess(payload)) return [response, payload];

  const retryError = await toApiError(response, payload);
  // A token minted just now still refused as invalid: the account is gone (withdrawn elsewhere) or the session
  // was ended. Keeping it would fail every later call the same way, so the client behaves as logged out.
  if (isSessionEnded(retryError)) useSessionStore.getState().clearSession();
  throw retryError;
}

/** One API call: same-origin fetch, JSON, envelope check, typed `ApiError`, one token refresh on expiry. */
export async function apiRequest<S extends ResponseShape>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<ResponseOf<S>> {
  const { method = 'GET', query, body, schema, auth = true, signal } = options;
  const url = buildUrl(path, query);
  const init: RequestInit = { method };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json' };
    }
  }

  // A lazily loaded schema comes while the request is on its way (a rejection is read after the response).
  const loadingSchema = 'isLazySchema' in schema ? schema.load() : null;
  loadingSchema?.catch(() => undefined);

  const [response, payload] = await sendWithRefresh(url, init, auth);

  const envelope = payload as { timestamp?: unknown; data?: unknown };
  const requestId = response.headers.get('x-request-id');
  const badResponse = (cause?: unknown) =>
    new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE',
      message: BAD_RESPONSE_MESSAGE,
      ...(cause ? { cause } : {}),
      ...(requestId ? { requestId } : {}),
    });
  if (typeof envelope.timestamp !== 'string' || !('data' in envelope)) throw badResponse();
  let check: z.ZodType;
  if (loadingSchema) {
    try {
      check = await loadingSchema;
    } catch (cause) {
      // The schema's code could not be fetched: a connection problem, worth another try.
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause });
    }
  } else {
    check = schema as z.ZodType;
  }
  const parsed = check.safeParse(envelope.data);
  if (!parsed.success) throw badResponse(parsed.error);
  return parsed.data as ResponseOf<S>;
}

function isSuccess(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === true
  );
}

type Extra = Pick<ApiRequestOptions<ResponseShape>, 'auth' | 'signal' | 'query'>;

export function apiGet<S extends ResponseShape>(
  path: string,
  schema: S,
  query?: Query,
  extra?: Omit<Extra, 'query'>,
) {
  return apiRequest(path, { ...extra, method: 'GET', schema, ...(query ? { query } : {}) });
}

export function apiPost<S extends ResponseShape>(path: string, schema: S, body?: RequestBody, extra?: Extra) {
  return apiRequest(path, { ...extra, method: 'POST', schema, body });
}

export function apiPut<S extends ResponseShape>(path: string, schema: S, body?: RequestBody, extra?: Extra) {
  return apiRequest(path, { ...extra, method: 'PUT', schema, body });
}

export function apiPatch<S extends ResponseShape>(
  path: string,
  schema: S,
  body?: RequestBody,
  extra?: Extra,
) {
  return apiRequest(path, { ...extra, method: 'PATCH', schema, body });
}

export function apiDelete<S extends ResponseShape>(
  path: string,
  schema: S,
  body?: RequestBody,
  extra?: Extra,
) {
  return apiRequest(path, { ...extra, method: 'DELETE', schema, body });
}
