/** The only source of "now" in services, so tests can move time (D-day, code expiry, token lifetimes). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type FakeClock = Clock & { set(date: Date | string): void; advance(ms: number): void };

export function createFakeClock(start: Date | string = '2026-06-01T09:00:00+09:00'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
