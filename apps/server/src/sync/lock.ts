import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/open-db.ts';

/** The advisory lock key of the sync job ("dasibom sync"); any constant works as long as every instance agrees. */
export const SYNC_LOCK_KEY = 4_812_005;

export type SyncLock = { release(): Promise<void> };

/** Runs in progress in this process, per database client (PGlite has one session, where advisory locks nest). */
const running = new WeakSet<object>();

function clientOf(db: Db): object {
  return ((db as unknown as { $client?: object }).$client ?? db) as object;
}

/**
 * Takes the sync lock without waiting; null when another run holds it.
 *
 * PostgreSQL: a session-level `pg_try_advisory_lock` on a connection kept out of the pool for the whole run, so the
 * lock spans the slow fetch without holding a transaction open; if the process dies the connection closes and the
 * lock goes with it. PGlite is one session in one process, where advisory locks nest, so the in-process guard is the
 * lock there.
 */
export async function tryAcquireSyncLock(db: Db): Promise<SyncLock | null> {
  const client = clientOf(db);
  if (running.has(client)) return null;
  running.add(client);
  if (!(client instanceof pg.Pool)) {
    return {
      release: async () => {
        running.delete(client);
      },
    };
  }
  let connection: pg.PoolClient | undefined;
  try {
    connection = await client.connect();
    const session = drizzle({ client: connection });
    const result = await session.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_lock(${SYNC_LOCK_KEY}) as locked`,
    );
    if (result.rows[0]?.locked !== true) {
      connection.release();
      running.delete(client);
      return null;
    }
    const held = connection;
    return {
      release: async () => {
        try {
          await session.execute(sql`select pg_advisory_unlock(${SYNC_LOCK_KEY})`);
          held.release();
        } catch (error) {
          // Destroying the connection ends its session, which frees the lock.
          held.release(error instanceof Error ? error : true);
        } finally {
          running.delete(client);
        }
      },
    };
  } catch (error) {
    connection?.release(error instanceof Error ? error : true);
    running.delete(client);
    throw error;
  }
}
