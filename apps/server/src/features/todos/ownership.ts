import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { todoGroups, todos } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage.ts';

type Log = { warn(obj: object, msg?: string): void };
export type Me = { memberId: number };
export type WriteDeps = { db: Db; storage: Storage; now: Date; log?: Log };

// Ownership is in every query (SECURITY.md): someone else's to-do and a missing one are the same 404.

export const ownGroup = (memberId: number, todoGroupId: number) =>
  and(eq(todoGroups.id, todoGroupId), eq(todoGroups.memberId, memberId));

export const inOwnGroups = (memberId: number) =>
  inArray(
    todos.groupId,
    sql`(select ${todoGroups.id} from ${todoGroups} where ${todoGroups.memberId} = ${memberId})`,
  );
