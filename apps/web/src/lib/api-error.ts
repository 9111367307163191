import type { ErrorCode } from '@dasibom/contract';
import { ERRORS } from '@dasibom/contract/plain';

/**
 * Codes the client adds to the contract's closed list: `NETWORK_ERROR` (no response at all, status 0) and
 * `BAD_RESPONSE` (a response we could not read or whose shape does not match the contract).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인해 주세요.';
export const BAD_RESPONSE_MESSAGE = '서버 응답 데이터 형식이 올바르지 않습니다';
export const UNKNOWN_ERROR_MESSAGE = '알 수 없는 오류가 발생했습니다.';

export type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  requestId?: string;
  cause?: unknown;
};

/** Every failed API call throws this. `message` is Korean and safe to show to the user as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.fields !== undefined) this.fields = init.fields;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.requestId !== undefined) this.requestId = init.requestId;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** 4xx: the request itself is the problem; repeating it unchanged will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The user-facing message of any thrown value: the server's Korean message, or `fallback`. */
export function getErrorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  return isApiError(error) && error.message !== '' ? error.message : fallback;
}

/** When the body is unreadable we still know the status: pick the contract's message for it. */
export function errorFromStatus(status: number, requestId?: string): ApiError {
  const code: ApiErrorCode =
    status === 503
      ? 'SERVICE_UNAVAILABLE'
      : status >= 500
        ? 'INTERNAL'
        : status === 429
          ? 'RATE_LIMITED'
          : status === 404
            ? 'NOT_FOUND'
            : 'BAD_RESPONSE';
  const message = code === 'BAD_RESPONSE' ? BAD_RESPONSE_MESSAGE : ERRORS[code].message;
  return new ApiError({ status, code, message, ...(requestId ? { requestId } : {}) });
}
