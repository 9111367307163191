import { availableParallelism } from 'node:os';
import { AppError } from '../errors.ts';

/**
 * Admission control for password hashing (argon2id costs ~15–50 ms of one core and 19 MiB each). Without it a login
 * storm queues without bound: every request waits behind every earlier hash and all of them grow slow together
 * (issue 25: p99 3.8 s at 40 logins/s on 2 cores, no refusal). With it at most `concurrency` hashes run, at most
 * `maxWaiting` more wait their turn (a wait of a few hash times at most), and any further request is refused at once
 * with 503 SERVICE_UNAVAILABLE and Retry-After, before it costs anything. Per process on purpose: it guards this
 * process's cores and libuv pool, which no other instance shares.
 */
export type HashGate = {
  /** Runs `work` in a slot, after waiting for one if the short queue has room; otherwise throws the 503 at once. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now (tests and diagnostics). */
  stats(): { active: number; waiting: number; concurrency: number; maxWaiting: number };
};

/** Seconds a refused client is told to wait: a few hash times drain the queue, so one second is plenty. */
export const HASH_GATE_RETRY_AFTER_SECONDS = 1;

/** Login, sign-up, password reset and change all hash: the wording fits each. */
const BUSY_MESSAGE = '지금 이용하는 분이 많아 잠시 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * One hash per core, but never the whole libuv thread pool (`UV_THREADPOOL_SIZE`, default 4): @node-rs/argon2 runs
 * there, and so do file reads, DNS lookups and response compression, which must stay quick for every other route.
 */
export function defaultHashConcurrency(
  cpus = availableParallelism(),
  threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cpus, threadPoolSize - 1));
}

export function createHashGate({
  concurrency = defaultHashConcurrency(),
  maxWaiting = 2 * concurrency,
}: {
  concurrency?: number;
  maxWaiting?: number;
} = {}): HashGate {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so a newcomer can never overtake the queue.
    if (next) next();
    else active--;
  };

  return {
    async run(work) {
      if (active < concurrency) {
        active++;
      } else if (waiting.length < maxWaiting) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: BUSY_MESSAGE,
          retryAfterSeconds: HASH_GATE_RETRY_AFTER_SECONDS,
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length, concurrency, maxWaiting }),
  };
}
