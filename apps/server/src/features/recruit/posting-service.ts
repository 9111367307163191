import type { Posting } from '@dasibom/contract';
import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { occupations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import * as kit from '../../platform/list-read-kit.ts';
import { postings } from './schema.ts';

/** Open = no end date, or the end has not passed yet. */
function isOpenAt(now: Date): SQL {
  return or(isNull(postings.expiresAt), gte(postings.expiresAt, now)) as SQL;
}

/** Unknown or already closed → 404 POSTING_NOT_FOUND. */
export async function findPosting({ db, clock, id }: { db: Db; clock: Clock; id: string }): Promise<Posting> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(postings)
    .where(and(eq(postings.id, id), isOpenAt(now)));
  if (!row) throw new AppError('POSTING_NOT_FOUND');
  const [occupation] = await db
    .select({ name: occupations.name })
    .from(occupations)
    .where(eq(occupations.id, row.occupationId));
  return kit.postingItem(row, row.id, occupation?.name ?? '', now);
}
