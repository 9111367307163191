/** An answer valid for `now` in [from, until] (ms) while the generation it was read at is current. */
type CachedAnswer = { generation: string; from: number; until: number; value: unknown };

type Flight = Promise<{ value: unknown; from: number; until: number | null }>;

export type AnswerCache = {
  /**
   * The answer for `key` at `generation` and `now`: the cached one while it holds; else the one a concurrent
   * request is reading for the same key and generation, when it holds at `now` too; else a read of its own. So a
   * burst of misses for one key (a deadline passing, a cold start) sends one statement, not one per request.
   * `read` returns the answer and until when it holds (`null`: not to be kept, e.g. read at another generation);
   * it is kept for `now` in [the instant of the read, until].
   */
  answer<T>(
    key: string,
    generation: string,
    now: Date,
    read: () => Promise<{ value: T; until: Date | null }>,
  ): Promise<T>;
  clear(): void;
  size(): number;
};

/** The bounded answer cache of the list reads (ADR 014, 035): least recently used out first, misses shared. */
export function createAnswerCache(maxAnswers: number): AnswerCache {
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Flight>();
  const remember = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    if (maxAnswers === 0) return;
    answers.set(key, answer);
    while (answers.size > maxAnswers) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      answers.delete(oldest);
    }
  };
  const cached = (key: string, generation: string, at: number): CachedAnswer | undefined => {
    const entry = answers.get(key);
    if (!entry || entry.generation !== generation || at < entry.from || at > entry.until) return undefined;
    // Most recently used last: the first key is the one to evict.
    answers.delete(key);
    answers.set(key, entry);
    return entry;
  };
  return {
    async answer<T>(
      key: string,
      generation: string,
      now: Date,
      read: () => Promise<{ value: T; until: Date | null }>,
    ): Promise<T> {
      const at = now.getTime();
      const entry = cached(key, generation, at);
      if (entry) return entry.value as T;
      const flightKey = `${generation}\n${key}`;
      const flight = inFlight.get(flightKey);
      if (flight) {
        const shared = await flight;
        // Read a moment before this request arrived: it is this request's answer only while it still holds.
        if (shared.until !== null && at >= shared.from && at <= shared.until) return shared.value as T;
      }
      const started = (async () => {
        const { value, until } = await read();
        const held = {
          value,
          from: at,
          until: until === null || until.getTime() < at ? null : until.getTime(),
        };
        if (held.until !== null) remember(key, { generation, from: at, until: held.until, value });
        return held;
      })();
      if (!flight) {
        inFlight.set(flightKey, started);
        const done = () => {
          if (inFlight.get(flightKey) === started) inFlight.delete(flightKey);
        };
        started.then(done, done);
      }
      return (await started).value as T;
    },
    clear: () => answers.clear(),
    size: () => answers.size,
  };
}
