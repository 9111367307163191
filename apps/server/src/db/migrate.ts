import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database, Schema } from './open-db.ts';

/** Applies the generated migrations in apps/server/drizzle (one set for PGlite and PostgreSQL 15). */
export async function migrateDb(
  database: Database,
  { migrationsFolder = MIGRATIONS_DIR }: { migrationsFolder?: string } = {},
): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  }
}
