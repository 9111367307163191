/** 179 → "2분 59초": how a wait is said to a person (and read by screen readers). */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}초`;
  return s === 0 ? `${m}분` : `${m}분 ${s}초`;
}

/** A throttled answer's message with the wait spelled out, when the server gave one. */
export function withRetryAfter(message: string, retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds
    ? `${message}\n${spokenDuration(retryAfterSeconds)} 뒤에 다시 시도할 수 있어요.`
    : message;
}
