import {
  courseScrapKey,
  LIMITS,
  type Page,
  type RecruitScrap,
  SCRAP_CLOSED_LABEL,
  SCRAP_LIMIT_PER_MEMBER,
  type ScrapCategory,
  type ScrapCheck,
  type ScrapListQuery,
  type ScrapSort,
  type TrainingScrap,
} from '@dasibom/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { courses, members, occupations, postingPlaces, postings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { countedPage, courseItem, postingItem } from '../../platform/list-read-kit.ts';
import {
  normalizeLocation,
  resolveLocationFilter,
  unknownLocationError,
} from '../../platform/location-filter.ts';
import { lockMemberRow } from '../../platform/member-row.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { recruitScraps, trainingScraps } from './schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Me = { memberId: number };

/** Postings and courses together: at most SCRAP_LIMIT_PER_MEMBER (ADR 017). */
async function assertBelowLimit(tx: Tx, memberId: number): Promise<void> {
  const [row] = await tx
    .select({
      n: sql<number>`(select count(*) from ${recruitScraps} where ${recruitScraps.memberId} = ${memberId})
        + (select count(*) from ${trainingScraps} where ${trainingScraps.memberId} = ${memberId})`.mapWith(
        Number,
      ),
    })
    .from(members)
    .where(eq(members.id, memberId));
  if ((row?.n ?? 0) >= SCRAP_LIMIT_PER_MEMBER) throw new AppError('SCRAP_LIMIT');
}

type SaveSteps<T> = {
  /** The member's row of this item, if saved before. */
  saved: (tx: Tx) => Promise<unknown[]>;
  /** The posting or course to snapshot, if it is still listed. */
  source: (tx: Tx) => Promise<T[]>;
  missing: 'POSTING_NOT_FOUND' | 'COURSE_NOT_FOUND';
  insert: (tx: Tx, found: T) => Promise<{ id: number }[]>;
};

/**
 * One save under the member's row lock: refused when already saved, when the item is gone, or at the limit. No
 * inserted row means a concurrent save of the same item got there first.
 */
function saveScrap<T>(db: Db, memberId: number, steps: SaveSteps<T>): Promise<{ scrapId: number }> {
  return db.transaction(async (tx) => {
    // Concurrent saves take turns; the count and duplicate check must be separate statements (one in the locking
    // statement would read the pre-wait snapshot).
    await lockMemberRow(tx, memberId, { id: members.id });
    if ((await steps.saved(tx)).length > 0) throw new AppError('ALREADY_SCRAPPED');
    const [found] = await steps.source(tx);
    if (!found) throw new AppError(steps.missing);
    await assertBelowLimit(tx, memberId);
    const [row] = await steps.insert(tx, found);
    if (!row) throw new AppError('ALREADY_SCRAPPED');
    return { scrapId: row.id };
  });
}

function deletedCountOf(deleted: { id: number }[]): { deleted: number } {
  if (deleted.length === 0) throw new AppError('SCRAP_NOT_FOUND');
  return { deleted: deleted.length };
}

/** A snapshot of the posting as stored now, under the member's lock (ADR 017). */
export async function addRecruitScrap(
  { db, clock }: { db: Db; clock: Clock },
  { memberId, postingId }: Me & { postingId: string },
): Promise<{ scrapId: number }> {
  return saveScrap(db, memberId, {
    saved: (tx) =>
      tx
        .select({ id: recruitScraps.id })
        .from(recruitScraps)
        .where(and(eq(recruitScraps.memberId, memberId), eq(recruitScraps.postingId, postingId))),
    source: (tx) =>
      tx
        .select({
          posting: postings,
          jobName: occupations.name,
          places: sql<string[]>`array(select ${postingPlaces.place} from ${postingPlaces}
          where ${postingPlaces.postingId} = ${postings.id} order by 1)`,
        })
        .from(postings)
        .innerJoin(occupations, eq(occupations.id, postings.occupationId))
        .where(eq(postings.id, postingId)),
    missing: 'POSTING_NOT_FOUND',
    insert: (tx, posting) => {
      const p = posting.posting;
      return tx
        .insert(recruitScraps)
        .values({
          memberId,
          postingId: p.id,
          title: p.title,
          companyName: p.companyName,
          url: p.url,
          locationName: p.locationName,
          jobTypeName: p.jobTypeName,
          experienceLevel: p.experienceLevel,
          requiredEducationLevel: p.requiredEducationLevel,
          closeType: p.closeType,
          salary: p.salary,
          postedAt: p.postedAt,
          expiresAt: p.expiresAt,
          interestCount: p.interestCount,
          jobName: posting.jobName,
          places: posting.places ?? [],
          scrappedAt: clock.now(),
        })
        .onConflictDoNothing({ target: [recruitScraps.memberId, recruitScraps.postingId] })
        .returning({ id: recruitScraps.id });
    },
  });
}

export async function deleteRecruitScrap(
  { db }: { db: Db },
  { memberId, postingId }: Me & { postingId: string },
): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(recruitScraps)
    .where(and(eq(recruitScraps.memberId, memberId), eq(recruitScraps.postingId, postingId)))
    .returning({ id: recruitScraps.id });
  return deletedCountOf(deleted);
}

type CourseKey = { trprId: string; trprDegr: string; trainstCstId: string };

/** A snapshot of the round keyed (trprId, trprDegr, trainstCstId); the client's dates are only format-checked. */
export async function addTrainingScrap(
  { db, clock }: { db: Db; clock: Clock },
  { memberId, key }: Me & { key: CourseKey },
): Promise<{ scrapId: number }> {
  const sameRound = and(
    eq(trainingScraps.memberId, memberId),
    eq(trainingScraps.trprId, key.trprId),
    eq(trainingScraps.trprDegr, key.trprDegr),
    eq(trainingScraps.trainstCstId, key.trainstCstId),
  );
  return saveScrap(db, memberId, {
    saved: (tx) => tx.select({ id: trainingScraps.id }).from(trainingScraps).where(sameRound),
    source: (tx) =>
      tx
        .select({ course: courses, jobName: occupations.name })
        .from(courses)
        .innerJoin(occupations, eq(occupations.id, courses.occupationId))
        .where(
          and(
            eq(courses.trprId, key.trprId),
            eq(courses.trprDegr, key.trprDegr),
            eq(courses.trainstCstId, key.trainstCstId),
          ),
        ),
    missing: 'COURSE_NOT_FOUND',
    insert: (tx, course) => {
      const c = course.course;
      return tx
        .insert(trainingScraps)
        .values({
          memberId,
          trprId: c.trprId,
          trprDegr: c.trprDegr,
          trainstCstId: c.trainstCstId,
          title: c.title,
          instituteName: c.instituteName,
          address: c.address,
          city: c.city,
          regionCode: c.regionCode,
          regionName: c.regionName,
          url: c.url,
          startDate: c.startDate,
          endDate: c.endDate,
          realMan: c.realMan,
          selfPay: c.selfPay,
          type: c.type,
          jobName: course.jobName,
          scrappedAt: clock.now(),
        })
        .onConflictDoNothing({
          target: [
            trainingScraps.memberId,
            trainingScraps.trprId,
            trainingScraps.trprDegr,
            trainingScraps.trainstCstId,
          ],
        })
        .returning({ id: trainingScraps.id });
    },
  });
}

/** Only the given round when `round` is set, else every round (the spec's call names only trprId). */
export async function deleteTrainingScrap(
  { db }: { db: Db },
  {
    memberId,
    trprId,
    round,
  }: Me & { trprId: string; round?: { trprDegr: string; trainstCstId: string } | undefined },
): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(trainingScraps)
    .where(
      and(
        eq(trainingScraps.memberId, memberId),
        eq(trainingScraps.trprId, trprId),
        round ? eq(trainingScraps.trprDegr, round.trprDegr) : undefined,
        round ? eq(trainingScraps.trainstCstId, round.trainstCstId) : undefined,
      ),
    )
    .returning({ id: trainingScraps.id });
  return deletedCountOf(deleted);
}

const idListMessage = '훈련과정은 "과정ID" 또는 "과정ID:회차:기관ID" 형식으로 보내 주세요.';

/** A TRAINING id of `idList`: `trprId:trprDegr:trainstCstId` (that round) or a bare trprId (any round). */
function parseCourseId(id: string): { trprId: string; key: string | null } {
  if (!id.includes(':')) return { trprId: id, key: null };
  const parts = id.split(':');
  const [trprId, trprDegr, trainstCstId] = parts;
  if (parts.length !== 3 || !trprId || !trprDegr || !trainstCstId) {
    throw new AppError('VALIDATION', { message: idListMessage, fields: { idList: idListMessage } });
  }
  return { trprId, key: courseScrapKey({ trprId, trprDegr, trainstCstId }) };
}

/** One answer per position of `ids`; a bare TRAINING course id counts as saved when any round is. */
export async function checkScraps(
  { db }: { db: Db },
  { memberId, category, ids }: Me & { category: ScrapCategory; ids: string[] },
): Promise<ScrapCheck> {
  if (category === 'RECRUIT') {
    const rows = await db
      .select({ postingId: recruitScraps.postingId })
      .from(recruitScraps)
      .where(and(eq(recruitScraps.memberId, memberId), inArray(recruitScraps.postingId, [...new Set(ids)])));
    const saved = new Set(rows.map((row) => row.postingId));
    return ids.map((id, index) => ({ index, isScrap: saved.has(id) }));
  }
  const parsed = ids.map(parseCourseId);
  const rows = await db
    .select({
      trprId: trainingScraps.trprId,
      trprDegr: trainingScraps.trprDegr,
      trainstCstId: trainingScraps.trainstCstId,
    })
    .from(trainingScraps)
    .where(
      and(
        eq(trainingScraps.memberId, memberId),
        inArray(trainingScraps.trprId, [...new Set(parsed.map((p) => p.trprId))]),
      ),
    );
  const savedKeys = new Set(rows.map(courseScrapKey));
  const savedIds = new Set(rows.map((row) => row.trprId));
  return parsed.map((p, index) => ({
    index,
    isScrap: p.key === null ? savedIds.has(p.trprId) : savedKeys.has(p.key),
  }));
}

/** By save time; ties (one transaction's clock) by id, the same direction. */
function orderBy(sort: ScrapSort, table: ScrapTable): [SQL, SQL] {
  return sort === '오래된 순'
    ? [asc(table.scrappedAt), asc(table.id)]
    : [desc(table.scrappedAt), desc(table.id)];
}

type ScrapTable = typeof recruitScraps | typeof trainingScraps;

function scrapPage<Table extends ScrapTable, Item>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  query: ScrapListQuery,
  items: (rows: Table['$inferSelect'][]) => Item[],
): Promise<Page<Item>> {
  // drizzle's `from` cannot take a generic table: the union, and the rows typed back.
  return countedPage(
    { pageNum: query.pageNum, size: LIMITS.scrapPageSize },
    async () =>
      (
        await db
          .select({ total: count() })
          .from(table as ScrapTable)
          .where(where)
      )[0]?.total ?? 0,
    async (limit, offset) =>
      (await db
        .select()
        .from(table as ScrapTable)
        .where(where)
        .orderBy(...orderBy(query.sortBy, table))
        .limit(limit)
        .offset(offset)) as Table['$inferSelect'][],
    items,
  );
}

type ListDeps = { db: Db; clock: Clock };
type ListArgs = Me & { query: ScrapListQuery };

/**
 * `locName` as on /jobsearch, matched against the places copied at save time; unknown → 400. A passed end says
 * 마감 with `active` 0.
 */
export async function listRecruitScraps(
  { db, clock }: ListDeps,
  { memberId, query }: ListArgs,
): Promise<Page<RecruitScrap>> {
  let place: string | undefined;
  if (query.locName) {
    if (!(await resolveLocationFilter(db, query.locName))) throw unknownLocationError('locName');
    place = normalizeLocation(query.locName);
  }
  const where = and(
    eq(recruitScraps.memberId, memberId),
    place === undefined ? undefined : sql`${recruitScraps.places} @> array[${place}]::text[]`,
  );
  return scrapPage(db, recruitScraps, where, query, (rows) => {
    const now = clock.now();
    return rows.map((row): RecruitScrap => {
      const passed = row.expiresAt !== null && row.expiresAt.getTime() < now.getTime();
      return {
        ...postingItem(row, row.postingId, row.jobName, now),
        // Passed: closed, whatever the deadline would say.
        ...(passed ? { active: 0, deadline: SCRAP_CLOSED_LABEL } : {}),
        scrapId: row.id,
        scrappedAt: row.scrappedAt.toISOString(),
      };
    });
  });
}

/** `locName` as the training list's `regionName`, on the places copied at save time; `closed` once started. */
export async function listTrainingScraps(
  { db, clock }: ListDeps,
  { memberId, query }: ListArgs,
): Promise<Page<TrainingScrap>> {
  let inPlace: SQL | undefined;
  if (query.locName) {
    const filter = await resolveLocationFilter(db, query.locName);
    if (!filter) throw unknownLocationError('locName');
    inPlace =
      filter.regionCodes === null
        ? eq(trainingScraps.city, filter.city)
        : inArray(trainingScraps.regionCode, filter.regionCodes);
  }
  const where = and(eq(trainingScraps.memberId, memberId), inPlace);
  return scrapPage(db, trainingScraps, where, query, (rows) => {
    const today = seoulDateOf(clock.now());
    return rows.map(
      (row): TrainingScrap => ({
        scrapId: row.id,
        ...courseItem(row, row.jobName),
        closed: row.startDate < today,
        scrappedAt: row.scrappedAt.toISOString(),
      }),
    );
  });
}
