import type { ClientSettings } from './http-settings.ts';
import { redactText } from './redact.ts';
import { isSourceError, SourceError } from './source-error.ts';

export type HttpResponse = {
  status: number;
  headers: Headers;
  text: string;
  /** Redacted: safe for messages and logs. */
  safeUrl: string;
};

export type RequestOptions<T> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A 2xx into data, or a SourceError (MAINTENANCE for HTML is retried; AUTH for an error body is not). */
  parse: (response: HttpResponse) => T;
  /** Explains a non-2xx, non-retryable response (a provider's `{ code, message }` body); else a plain HTTP error. */
  parseError?: (response: HttpResponse) => SourceError | undefined;
};

/** Keeps the name and code of a low-level error but scrubs its message (undici echoes the full URL). */
function safeCause(error: unknown, secrets: readonly string[]): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const inner = original.cause instanceof Error ? `: ${original.cause.message}` : '';
  const copy = new Error(redactText(`${original.message}${inner}`, secrets).slice(0, 300));
  copy.name = original.name;
  const code =
    (original.cause as { code?: unknown } | undefined)?.code ?? (original as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}

function retryAfterMs(headers: Headers, now: Date): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

export function abortedError(provider: string, safeUrl: string, cause?: Error): SourceError {
  return new SourceError(provider, 'ABORTED', `request aborted (${safeUrl})`, {
    url: safeUrl,
    ...(cause ? { cause } : {}),
  });
}

/** Fetches and reads the body; a failure to get any answer becomes ABORTED, TIMEOUT or NETWORK. */
async function fetchResponse(
  settings: ClientSettings,
  url: string,
  safeUrl: string,
  request: RequestOptions<unknown>,
): Promise<HttpResponse> {
  const { provider, timeoutMs, secrets } = settings;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const raw = await settings.doFetch(url, {
      method: 'GET',
      headers: request.headers,
      signal,
      redirect: 'follow',
    });
    const text = await raw.text();
    return { status: raw.status, headers: raw.headers, text, safeUrl };
  } catch (error) {
    if (request.signal?.aborted) throw abortedError(provider, safeUrl, safeCause(error, secrets));
    if (timeout.aborted) {
      throw new SourceError(provider, 'TIMEOUT', `no answer within ${timeoutMs} ms (${safeUrl})`, {
        url: safeUrl,
      });
    }
    throw new SourceError(provider, 'NETWORK', `network error (${safeUrl})`, {
      url: safeUrl,
      cause: safeCause(error, secrets),
    });
  }
}

/** Throws for a status that is not a 2xx: 429 and 5xx may pass, any other is explained by the adapter if it can. */
function checkStatus(
  settings: ClientSettings,
  response: HttpResponse,
  request: RequestOptions<unknown>,
): void {
  const { provider } = settings;
  const { status, safeUrl } = response;
  if (status === 429) {
    throw new SourceError(provider, 'RATE_LIMITED', `HTTP 429 (${safeUrl})`, {
      status,
      url: safeUrl,
      retryAfterMs: retryAfterMs(response.headers, settings.clock.now()),
    });
  }
  if (status >= 500) {
    throw new SourceError(provider, 'HTTP', `HTTP ${status} (${safeUrl})`, { status, url: safeUrl });
  }
  if (status < 200 || status >= 300) {
    throw (
      request.parseError?.(response) ??
      new SourceError(provider, 'HTTP', `HTTP ${status} (${safeUrl})`, {
        status,
        url: safeUrl,
        retryable: false,
      })
    );
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: SourceError };

/** A 4xx or readable error body means the provider is up; only "looks down" counts against it. */
export async function attemptOnce<T>(
  settings: ClientSettings,
  url: string,
  safeUrl: string,
  request: RequestOptions<T>,
): Promise<Outcome<T>> {
  const { provider, breaker } = settings;
  let error: SourceError;
  try {
    const response = await fetchResponse(settings, url, safeUrl, request);
    checkStatus(settings, response, request);
    const value = request.parse(response);
    breaker.recordSuccess();
    return { ok: true, value };
  } catch (thrown) {
    error = isSourceError(thrown)
      ? thrown
      : new SourceError(
          provider,
          'SCHEMA',
          redactText(`could not read the response (${safeUrl})`, settings.secrets),
          {
            url: safeUrl,
            retryable: false,
            cause: safeCause(thrown, settings.secrets),
          },
        );
  }
  if (error.kind === 'ABORTED') {
    breaker.release();
    throw error;
  }
  if (error.retryable) breaker.recordFailure();
  else breaker.recordSuccess();
  return { ok: false, error };
}
