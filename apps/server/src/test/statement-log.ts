import type { Database } from '../db/open-db.ts';

export type LoggedStatement = { text: string; values: unknown[] };

type Queryable = { query: (...args: unknown[]) => unknown };

/** `query(text, values)`, `query({ text, values })` and `query({ text }, values)` — pg's and PGlite's forms. */
function statementOf(args: unknown[]): LoggedStatement {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) };
}

/**
 * Logs every statement sent through the database's pool (PostgreSQL) or session (PGlite) — drizzle's and the raw
 * named statements alike — so a test can count what one request sends. The job queue's own statements (schema
 * `pgboss`) are left out: it polls on its own schedule. Statements inside a transaction go through a checked-out
 * client (PostgreSQL) or a transaction object (PGlite) and are not seen; the read routes measured open none.
 */
export function logStatements(database: Database) {
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const statements: LoggedStatement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const statement = statementOf(args);
    if (!statement.text.includes('pgboss')) statements.push(statement);
    return original.apply(this, args);
  };
  return {
    statements,
    /** The statements `work` sends (logged from its start to its end). */
    async during(work: () => Promise<unknown>): Promise<LoggedStatement[]> {
      const from = statements.length;
      await work();
      return statements.slice(from);
    },
    stop() {
      client.query = original;
    },
  };
}
