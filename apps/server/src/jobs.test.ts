import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { registerJobs, SERVER_QUEUES } from './jobs.ts';
import { createFakeClock } from './platform/clock.ts';
import type { JobQueue } from './platform/queue.ts';
import type { SyncRunner } from './sync/schedule.ts';

describe('the server’s job queues', () => {
  it('are all in SERVER_QUEUES, which the build’s database template creates ahead of the first start', async () => {
    const worked: string[] = [];
    const queue = {
      work: async (definition: { name: string }) => {
        worked.push(definition.name);
      },
      schedule: async () => undefined,
      unschedule: async () => undefined,
    } as unknown as JobQueue;
    const sync: SyncRunner = {
      run: async () => ({ status: 'skipped' }),
      isRunning: () => false,
      stop: async () => undefined,
    };
    const app = {
      deps: {
        db: {},
        mailer: {},
        clock: createFakeClock(),
        config: loadConfig({ NODE_ENV: 'test' }),
        sync,
        health: new Map(),
      },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    } as unknown as FastifyInstance;
    await registerJobs(app, queue, { planItemsOf: async () => [] });
    expect(worked.length).toBeGreaterThan(0);
    expect([...worked].sort()).toEqual(SERVER_QUEUES.map((definition) => definition.name).sort());
  });
});
