import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` while `isActive`. Countdowns derive from timestamps instead of
 * counting ticks, so a throttled background tab or a reload never makes them drift. `resetKey` re-reads at once
 * (e.g. right after a resend).
 */
export function useNow(isActive: boolean, resetKey: unknown = null, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey only triggers a fresh reading
  useEffect(() => {
    setNow(Date.now());
    if (!isActive) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [isActive, intervalMs, resetKey]);
  return now;
}

/** 180 → "03:00" (the spec's mm:ss). */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
