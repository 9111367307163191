import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

describe('GET /healthz', () => {
  it('includes the details features report', async () => {
    t.app.deps.health.set('sync', () => ({ source: 'sample', lastSyncAt: '2026-06-01T00:00:00.000Z' }));
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json().details.sync).toEqual({ source: 'sample', lastSyncAt: '2026-06-01T00:00:00.000Z' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const original = t.app.deps.database.ping;
    t.app.deps.database.ping = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      t.app.deps.database.ping = original;
    }
  });
});
