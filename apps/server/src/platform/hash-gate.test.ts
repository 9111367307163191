import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createHashGate, defaultHashConcurrency, HASH_GATE_RETRY_AFTER_SECONDS } from './hash-gate.ts';

/** Work the test finishes by hand, so slots stay taken for exactly as long as it says. */
function held<T = string>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, work: () => promise };
}

const refusal = {
  code: 'SERVICE_UNAVAILABLE',
  status: 503,
  retryAfterSeconds: HASH_GATE_RETRY_AFTER_SECONDS,
};

describe('hash gate', () => {
  it('refuses at once with 503 and Retry-After when the slots and the short queue are full', async () => {
    const gate = createHashGate({ concurrency: 2, maxWaiting: 1 });
    const running = [held(), held()];
    const queued = held();
    const results = [...running, queued].map((h) => gate.run(h.work));
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 1 });

    // Nothing held is ever released before this settles: a refusal that waited for a slot would hang the test.
    const refused = gate.run(async () => 'never runs');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject(refusal);
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 1 });

    for (const h of [...running, queued]) h.resolve('done');
    await expect(Promise.all(results)).resolves.toEqual(['done', 'done', 'done']);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('hands a freed slot to the longest waiter, then admits newcomers again', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 2 });
    const first = held();
    const order: string[] = [];
    const runs = [
      gate.run(first.work),
      gate.run(async () => order.push('second')),
      gate.run(async () => order.push('third')),
    ];
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject(refusal);
    expect(order).toEqual([]);

    first.resolve('first');
    await Promise.all(runs);
    expect(order).toEqual(['second', 'third']);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
    await expect(gate.run(async () => 'admitted')).resolves.toBe('admitted');
  });

  it('frees the slot when the work throws or rejects, so failures never leak capacity', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 0 });
    await expect(
      gate.run(() => {
        throw new Error('thrown before any promise');
      }),
    ).rejects.toThrow('thrown before any promise');
    await expect(gate.run(async () => Promise.reject(new Error('rejected')))).rejects.toThrow('rejected');

    const failing = held();
    const run = gate.run(failing.work);
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject(refusal);
    failing.reject(new Error('argon2 failed'));
    await expect(run).rejects.toThrow('argon2 failed');

    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
    // Many refusals and failures later, the one slot is still there.
    await expect(gate.run(async () => 'still open')).resolves.toBe('still open');
  });

  it('runs one hash per CPU by default, never the whole libuv pool, and waits for twice as many', () => {
    expect(defaultHashConcurrency(2, 4)).toBe(2);
    expect(defaultHashConcurrency(8, 4)).toBe(3);
    expect(defaultHashConcurrency(1, 4)).toBe(1);
    expect(defaultHashConcurrency(16, 1)).toBe(1);
    expect(createHashGate({ concurrency: 3 }).stats()).toMatchObject({ concurrency: 3, maxWaiting: 6 });
  });
});
