import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDb } from '../../db/migrate.ts';
import { type Database, openDb } from '../../db/open-db.ts';
import { seedReferenceData } from '../../db/seed-reference.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';

/** The migrations folder cut before 0012 (the kept visibility columns of todo_groups). */
function migrationsBefore0012(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dasibom-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 12);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database;
beforeAll(async () => {
  database = await openDb('memory://');
});
afterAll(async () => {
  await database.close();
});

it('migration 0012 fills the kept columns of the groups that existed before it', async () => {
  await migrateDb(database, { migrationsFolder: migrationsBefore0012() });
  // Today's seed leaves unconfirmed job codes empty, which only migration 0017 allows.
  await database.executeSql('alter table occupations alter column work_code drop not null');
  await seedReferenceData(database.db);
  await database.executeSql(`
    insert into members (id, login_id, email, password_hash, nickname, birth_date, gender)
      values (1, 'before', 'before@example.com', 'x', '이전', '1960-01-01', 'MALE');
    insert into todo_groups (id, member_id, job_id) values (1, 1, 1), (2, 1, 2), (3, 1, 3);
    insert into todos (group_id, title, position, is_public, deleted_at, completed, completed_at) values
      (1, 'a', 0, true, null, true, '2026-05-01T00:00:00Z'),
      (1, 'b', 1, true, null, true, '2026-05-03T00:00:00Z'),
      (1, 'c', 2, true, null, false, null),
      (1, 'd', 3, false, null, true, '2026-05-09T00:00:00Z'),
      (1, 'e', 4, true, '2026-05-10T00:00:00Z', true, '2026-05-08T00:00:00Z'),
      (2, 'f', 0, true, null, false, null),
      (3, 'g', 0, false, null, true, '2026-05-02T00:00:00Z');
  `);
  await migrateDb(database);
  const { rows } = await database.executeSql(
    `select id, visible_todo_count as count, last_visible_completion_at as last from todo_groups order by id`,
  );
  expect(rows).toEqual([
    { id: 1, count: 3, last: new Date('2026-05-03T00:00:00Z') },
    { id: 2, count: 1, last: null },
    { id: 3, count: 0, last: null },
  ]);
});
