import type { CircuitBreaker } from './circuit-breaker.ts';
import { abortedError, attemptOnce, type RequestOptions } from './http-attempt.ts';
import { type ClientSettings, type HttpClientOptions, settingsOf } from './http-settings.ts';
import { redactText, redactUrl } from './redact.ts';
import { SourceError } from './source-error.ts';

/**
 * The one way to call an external API (ARCHITECTURE.md 4): timeouts, retries with jittered back-off for failures
 * that may pass, a circuit breaker, and errors that never carry an access key.
 */

export type HttpClient = {
  readonly breaker: CircuitBreaker;
  get<T>(url: string | URL, options: RequestOptions<T>): Promise<T>;
};

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
