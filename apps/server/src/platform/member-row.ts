import { eq, type GetColumnData } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open-db.ts';
import { members } from '../db/schema.ts';
import { AppError } from '../errors.ts';

type Fields = Record<string, PgColumn>;
type RowOf<F extends Fields> = { [K in keyof F]: GetColumnData<F[K]> };

/**
 * Reads `fields` of the member's row and locks it until the transaction ends, so the member's concurrent writes take
 * turns; a member gone meanwhile (withdrawn) is MEMBER_NOT_FOUND.
 */
export async function lockMemberRow<F extends Fields>(
  tx: Db,
  memberId: number,
  fields: F,
): Promise<RowOf<F>> {
  // drizzle cannot name the row of a generic selection; it is exactly `fields`' columns.
  const rows = (await tx
    .select(fields as Fields)
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')) as RowOf<F>[];
  const [row] = rows;
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return row;
}
