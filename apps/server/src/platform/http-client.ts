import { type Clock, systemClock } from './clock.ts';

/**
 * The one way to call an external API (ARCHITECTURE.md 4): timeouts, retries with jittered back-off for failures
 * that may pass, a circuit breaker, and errors that never carry an access key.
 */

/** pino-compatible subset; adapters log through it. */
export type SourceLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
};

export const silentLog: SourceLog = { info: () => {}, warn: () => {} };

export type SourceErrorKind =
  /** DNS, connection reset, TLS… */
  | 'NETWORK'
  | 'TIMEOUT'
  /** A status we do not expect (5xx, or a 4xx the adapter could not explain). */
  | 'HTTP'
  /** 429, or the provider said the quota is used up. */
  | 'RATE_LIMITED'
  /** The key is missing, wrong or revoked. */
  | 'AUTH'
  /** The provider answered with its own error body. */
  | 'PROVIDER'
  /** An HTML maintenance page (often with status 200). */
  | 'MAINTENANCE'
  /** The body is not the shape we know (zod mismatch, broken JSON). */
  | 'SCHEMA'
  /** Breaker open: nothing was sent. */
  | 'CIRCUIT_OPEN'
  | 'ABORTED';

const RETRYABLE_KINDS = new Set<SourceErrorKind>(['NETWORK', 'TIMEOUT', 'MAINTENANCE']);

type SourceErrorOptions = {
  status?: number;
  /** Already redacted. */
  url?: string;
  retryable?: boolean;
  /** From a Retry-After header. */
  retryAfterMs?: number;
  cause?: unknown;
};

/** `message` is safe to log and show: provider, kind, status and a redacted URL, never the key or response data. */
export class SourceError extends Error {
  readonly provider: string;
  readonly kind: SourceErrorKind;
  readonly status?: number;
  readonly url?: string;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;

  constructor(provider: string, kind: SourceErrorKind, message: string, options: SourceErrorOptions = {}) {
    super(`${provider}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SourceError';
    this.provider = provider;
    this.kind = kind;
    this.status = options.status;
    this.url = options.url;
    this.retryAfterMs = options.retryAfterMs;
    this.retryable =
      options.retryable ??
      (RETRYABLE_KINDS.has(kind) ||
        (kind === 'HTTP' && (options.status ?? 0) >= 500) ||
        kind === 'RATE_LIMITED');
  }
}

export function isSourceError(error: unknown): error is SourceError {
  return error instanceof SourceError;
}

/** Query parameters that carry credentials at the providers we call (and common spellings elsewhere). */
const SECRET_PARAMS = ['access-key', 'authKey', 'authkey', 'serviceKey', 'apiKey', 'api_key', 'key', 'token'];

/** Replaces the values of credential parameters with `***`, in a URL or in any text that contains one. */
export function redactUrl(url: string | URL, secretParams: readonly string[] = SECRET_PARAMS): string {
  const text = String(url);
  const names = secretParams.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  return text.replace(new RegExp(`([?&;](?:${names})=)[^&#\\s'"]*`, 'gi'), '$1***');
}

/** Removes every occurrence of the given secrets (raw and URL-encoded) and credential parameters from a text. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let safe = redactUrl(text);
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) safe = safe.split(form).join('***');
  }
  return safe;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  readonly state: CircuitState;
  /** false = fail fast. Half-open lets exactly one trial through until it reports back. */
  tryAcquire(): boolean;
  /** Even a 4xx means the provider is up. */
  recordSuccess(): void;
  /** The provider looked down (network, timeout, 5xx, 429, maintenance). */
  recordFailure(): void;
  /** A caller abort tells nothing; frees the half-open trial. */
  release(): void;
};

export type CircuitBreakerOptions = {
  /** Consecutive failures that open the breaker. */
  failureThreshold?: number;
  /** How long it stays open before one trial is allowed. */
  cooldownMs?: number;
  clock?: Clock;
  onStateChange?: (state: CircuitState) => void;
};

/** Per process: with several instances only the sync-lock holder calls out, so that is enough. */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = Math.max(1, options.failureThreshold ?? 5);
  const cooldownMs = options.cooldownMs ?? 60_000;
  const clock = options.clock ?? systemClock;
  let state: CircuitState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  const move = (next: CircuitState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  return {
    get state() {
      if (state === 'open' && clock.now().getTime() - openedAt >= cooldownMs) return 'half-open';
      return state;
    },
    tryAcquire() {
      if (state === 'open') {
        if (clock.now().getTime() - openedAt < cooldownMs) return false;
        move('half-open');
      }
      if (state === 'half-open') {
        if (trialInFlight) return false;
        trialInFlight = true;
      }
      return true;
    },
    recordSuccess() {
      failures = 0;
      trialInFlight = false;
      move('closed');
    },
    recordFailure() {
      trialInFlight = false;
      failures += 1;
      if (state === 'half-open' || failures >= threshold) {
        openedAt = clock.now().getTime();
        move('open');
      }
    },
    release() {
      trialInFlight = false;
    },
  };
}

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

export type HttpClient = {
  readonly breaker: CircuitBreaker;
  get<T>(url: string | URL, options: RequestOptions<T>): Promise<T>;
};

export type HttpClientOptions = {
  provider: string;
  fetch?: typeof fetch;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Extra attempts after the first. */
  retries?: number;
  /** First back-off step; doubles each retry, with jitter, capped by maxDelayMs. */
  retryDelayMs?: number;
  maxDelayMs?: number;
  breaker?: CircuitBreaker;
  clock?: Clock;
  /** Secrets to scrub from every message (the access key itself). */
  secrets?: string[];
  log?: SourceLog;
  /** Injected so tests need not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
};

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

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

type ClientSettings = {
  provider: string;
  doFetch: typeof fetch;
  timeoutMs: number;
  retries: number;
  baseDelay: number;
  maxDelay: number;
  clock: Clock;
  breaker: CircuitBreaker;
  secrets: string[];
  log: SourceLog;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
};

function settingsOf(options: HttpClientOptions): ClientSettings {
  const clock = options.clock ?? systemClock;
  return {
    provider: options.provider,
    doFetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: Math.max(0, options.retries ?? 2),
    baseDelay: options.retryDelayMs ?? 500,
    maxDelay: options.maxDelayMs ?? 10_000,
    clock,
    breaker: options.breaker ?? createCircuitBreaker({ clock }),
    secrets: (options.secrets ?? []).filter(Boolean),
    log: options.log ?? silentLog,
    sleep: options.sleep ?? abortableSleep,
    random: options.random ?? Math.random,
  };
}

function abortedError(provider: string, safeUrl: string, cause?: Error): SourceError {
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
async function attemptOnce<T>(
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

/** Waits out the back-off before retry number `attemptNo + 1`; the caller's abort ends the wait. */
async function backOff(
  settings: ClientSettings,
  error: SourceError,
  attemptNo: number,
  safeUrl: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { provider, maxDelay } = settings;
  const exponential = Math.min(maxDelay, settings.baseDelay * 2 ** attemptNo);
  // "Equal jitter": never less than half the step, so retries stay spaced, but spread so callers do not sync up.
  let delayMs = Math.round(exponential / 2 + (settings.random() * exponential) / 2);
  if (error.retryAfterMs !== undefined) delayMs = Math.min(maxDelay, Math.max(delayMs, error.retryAfterMs));
  settings.log.warn(
    { provider, url: safeUrl, kind: error.kind, status: error.status, attempt: attemptNo + 1, delayMs },
    'source call failed, retrying',
  );
  try {
    await settings.sleep(delayMs, signal);
  } catch {
    throw abortedError(provider, safeUrl);
  }
}

function circuitOpenError(settings: ClientSettings, safeUrl: string): SourceError {
  const { provider } = settings;
  const error = new SourceError(provider, 'CIRCUIT_OPEN', `circuit open, not calling (${safeUrl})`, {
    url: safeUrl,
    retryable: false,
  });
  settings.log.warn({ provider, url: safeUrl, kind: error.kind }, 'source call skipped: circuit open');
  return error;
}

async function getWithRetries<T>(
  settings: ClientSettings,
  input: string | URL,
  request: RequestOptions<T>,
): Promise<T> {
  const { provider, retries } = settings;
  const url = String(input);
  const safeUrl = redactText(redactUrl(url), settings.secrets);
  let lastError: SourceError | undefined;

  for (let attemptNo = 0; attemptNo <= retries; attemptNo++) {
    if (request.signal?.aborted) throw abortedError(provider, safeUrl);
    if (!settings.breaker.tryAcquire()) {
      // Our own failures just opened it: report what actually went wrong, not the breaker.
      if (lastError) break;
      throw circuitOpenError(settings, safeUrl);
    }
    const outcome = await attemptOnce(settings, url, safeUrl, request);
    if (outcome.ok) return outcome.value;
    lastError = outcome.error;
    if (!lastError.retryable || attemptNo === retries) break;
    await backOff(settings, lastError, attemptNo, safeUrl, request.signal);
  }

  const final =
    lastError ?? new SourceError(provider, 'NETWORK', `request failed (${safeUrl})`, { url: safeUrl });
  settings.log.warn({ provider, url: safeUrl, kind: final.kind, status: final.status }, 'source call failed');
  throw final;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const settings = settingsOf(options);
  return {
    breaker: settings.breaker,
    get: (input, request) => getWithRetries(settings, input, request),
  };
}

export type SourceAdapterOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  log?: SourceLog;
  /** Pages per search (per occupation for 사람인, per NCS category for 고용24). */
  maxPagesPerOccupation?: number;
  timeoutMs?: number;
  retries?: number;
  /** First back-off step in ms (tests make it tiny). */
  retryDelayMs?: number;
  breaker?: CircuitBreaker;
};
