import type { HttpResponse, RequestOptions } from '../platform/http-attempt.ts';
import { createHttpClient, type HttpClient } from '../platform/http-client.ts';
import type { SourceAdapterOptions } from '../platform/http-settings.ts';
import { redactText } from '../platform/redact.ts';
import { SourceError } from '../platform/source-error.ts';

/**
 * The HTTP set-up every source adapter shares (ADRs 027–029): one client per service on platform/http-client.ts,
 * the key scrubbed from every message, JSON asked for, and the error shapes all three services answer with. What a
 * service's bodies mean (XML, result codes, error messages) stays in its adapter.
 */

export type SourceHttpOptions = SourceAdapterOptions & {
  provider: string;
  /** The service's own address; `baseUrl` overrides it, either without a trailing slash. */
  defaultBaseUrl: string;
  defaultTimeoutMs: number;
  /** Every form of the key the requests carry. */
  secrets: readonly string[];
};

export type SourceHttp = {
  readonly http: HttpClient;
  readonly baseUrl: string;
  /** A GET that asks for JSON; the services may still answer XML or HTML, which `parse` sorts out. */
  getJson<T>(url: string, request: Omit<RequestOptions<T>, 'headers'>): Promise<T>;
};

export function createSourceHttp(options: SourceHttpOptions): SourceHttp {
  const http = createHttpClient({
    provider: options.provider,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? options.defaultTimeoutMs,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs,
    breaker: options.breaker,
    clock: options.clock,
    secrets: [...options.secrets],
    log: options.log,
  });
  const headers = { accept: 'application/json' };
  return {
    http,
    baseUrl: trimBaseUrl(options.baseUrl ?? options.defaultBaseUrl),
    getJson: (url, request) => http.get(url, { ...request, headers }),
  };
}

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** A service's own error words, fit for a message: the key removed, on one line, at most 120 characters. */
export function serviceWords(text: string, secrets: readonly string[]): string {
  return redactText(text, secrets).replace(/\s+/g, ' ').trim().slice(0, 120);
}

type Answered = Pick<HttpResponse, 'status' | 'safeUrl'>;

/** The errors every service can answer with, named by provider. */
export function sourceErrors(provider: string) {
  return {
    /** An answer we cannot read: not retried. */
    schema(detail: string, response: Answered): SourceError {
      return new SourceError(provider, 'SCHEMA', `${detail} (${response.safeUrl})`, {
        status: response.status,
        url: response.safeUrl,
        retryable: false,
      });
    },
    /** A maintenance page often comes with status 200; it may pass, so it is retried. */
    maintenance(response: Answered): SourceError {
      return new SourceError(provider, 'MAINTENANCE', `HTML page instead of data (${response.safeUrl})`, {
        status: response.status,
        url: response.safeUrl,
      });
    },
    /** 401/403 without a body the service explains: a key problem. */
    refusedStatus(response: Answered): SourceError | undefined {
      if (response.status !== 401 && response.status !== 403) return undefined;
      return new SourceError(provider, 'AUTH', `HTTP ${response.status} (${response.safeUrl})`, {
        status: response.status,
        url: response.safeUrl,
        retryable: false,
      });
    },
  };
}
