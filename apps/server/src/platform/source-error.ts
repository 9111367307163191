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
