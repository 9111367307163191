import { type Course, type Page, type Posting, type TrainingType, toPage } from '@dasibom/contract';
import { COURSE_TYPE_CODES } from '../db/course-types.ts';
import type { courses, postings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from './clock.ts';
import { bind, compileStatement, type ListReads, type ReferenceData, type Statement } from './list-reads.ts';
import { type LocationFilter, resolveLocationIn, unknownLocationError } from './location-filter.ts';
import { closeTypeLabel, deadlineOf } from './posting-deadline.ts';
import { daysBetween, seoulDateOf, unixSeconds } from './seoul-date.ts';

/* Shared by every list service (ADR 014, 035, 041): one statement per answer, cached, filters resolved. */

export {
  compileStatement,
  endOfSeoulDay,
  type JsonAnswer,
  jsonAnswer,
  type ListReads,
  type ReferenceData,
  type Statement,
} from './list-reads.ts';

/** What a list service is called with: the app's list reads, its clock and the validated query. */
export type ListCall<Query> = { reads: ListReads; clock: Clock; query: Query };

/** The kinds the sync replaces, each with its own generation. */
export type ListKind = 'postings' | 'courses';

/** Statement texts written once per shape: `statements(name, text)` builds `text()` the first time `name` is asked. */
export function shapeStatements(): (name: string, text: () => string) => Statement {
  const texts = new Map<string, Statement>();
  return (name, text) => {
    const cached = texts.get(name);
    if (cached) return cached;
    const statement = compileStatement(name, text());
    texts.set(name, statement);
    return statement;
  };
}

/** The select-list column that tells which sync generation a list statement read. */
export function generationColumn(kind: ListKind): string {
  return `(select generation::text from sync_state where kind = '${kind}') as generation`;
}

export function runStatement<Row>(
  reads: ListReads,
  statement: Statement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return reads.query<Row>(statement.name, statement.text, bind(statement, values));
}

export type ListRead<Row, T> = {
  reference: ReferenceData;
  /** Whose generation the statement's `generation` column reads. */
  kind: ListKind;
  now: Date;
  /** The normalised query: with the sync state, the answer's key. */
  key: readonly unknown[];
  /** The statement and its values, run on a miss only. */
  statement: () => [Statement, Record<string, unknown>];
  /** The answer made of the rows, and the last instant it holds. */
  answer: (rows: Row[]) => { value: T; until: Date };
};

/** Cached only when the statement read the generation the sync state named (a sync may commit in between). */
export function readList<Row extends { generation: string | null }, T>(
  reads: ListReads,
  list: ListRead<Row, T>,
): Promise<T> {
  const { reference, kind } = list;
  return reads.answer(JSON.stringify(list.key), reference.generation, list.now, async () => {
    const [statement, values] = list.statement();
    const rows = await runStatement<Row>(reads, statement, values);
    const { value, until } = list.answer(rows);
    if (!rows[0] || rows[0].generation !== reference.syncGeneration[kind]) return { value, until: null };
    return { value, until };
  });
}

/** The rows that are items: past the last page a statement still returns one row (its counts), keyed null. */
export function itemRows<Row, K extends keyof Row>(rows: Row[], key: K): Row[] {
  return rows.filter((row) => row[key] !== null);
}

/** The earliest of `bound` and the instants given (null: none). */
export function soonest(bound: Date, ...instants: (Date | string | null | undefined)[]): Date {
  let first = bound;
  for (const instant of instants) {
    if (instant === null || instant === undefined) continue;
    const at = new Date(instant);
    if (at < first) first = at;
  }
  return first;
}

/** An occupation named in a query; a name not ours is a 400 on `field`, never an empty list that hides a typo. */
export function occupationIdOf(
  reference: ReferenceData,
  name: string,
  field: string,
  message: string,
): number {
  const id = reference.occupationIds.get(name);
  if (id === undefined) throw new AppError('VALIDATION', { message, fields: { [field]: message } });
  return id;
}

/** A place named in a query, resolved against the regions in memory; an unknown one is a 400 on `field`. */
export function locationOf(reference: ReferenceData, name: string, field: string): LocationFilter {
  const filter = resolveLocationIn((city) => reference.regionsByCity.get(city) ?? [], name);
  if (filter === null) throw unknownLocationError(field);
  return filter;
}

/** Count, then rows when before the end (drizzle's builder, for small lists), in the contract's page envelope. */
export async function countedPage<Row, Item>(
  page: { pageNum: number; size: number },
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  items: (rows: Row[]) => Item[],
): Promise<Page<Item>> {
  const offset = page.pageNum * page.size;
  const total = await count();
  const read = offset < total ? await rows(page.size, offset) : [];
  return toPage(items(read), page.pageNum, page.size, total);
}

/** A posting's columns as our tables hold them: `postings`, and the snapshots of saved ones. */
export type PostingFields = Pick<
  typeof postings.$inferSelect,
  | 'url'
  | 'title'
  | 'companyName'
  | 'locationName'
  | 'jobTypeName'
  | 'experienceLevel'
  | 'requiredEducationLevel'
  | 'closeType'
  | 'salary'
  | 'postedAt'
  | 'expiresAt'
  | 'interestCount'
>;

/** A posting in the contract's shape, open (`active` 1), its deadline counted for `now`. */
export function postingItem(row: PostingFields, id: string, jobName: string, now: Date): Posting {
  return {
    id,
    url: row.url,
    active: 1,
    title: row.title,
    jobName,
    companyName: row.companyName,
    locationName: row.locationName,
    jobTypeName: row.jobTypeName,
    experienceLevel: row.experienceLevel,
    requiredEducationLevel: row.requiredEducationLevel,
    closeType: closeTypeLabel(row.closeType),
    salary: row.salary,
    postTimestamp: unixSeconds(row.postedAt),
    postDate: seoulDateOf(row.postedAt),
    'expiration-timestamp': row.expiresAt ? unixSeconds(row.expiresAt) : null,
    'expiration-date': row.expiresAt ? seoulDateOf(row.expiresAt) : null,
    deadline: deadlineOf(row.closeType, row.expiresAt, now),
    count: row.interestCount,
  };
}

/** A course round's columns as our tables hold them: `courses`, and the snapshots of saved ones. */
export type CourseFields = Pick<
  typeof courses.$inferSelect,
  | 'trprId'
  | 'trprDegr'
  | 'trainstCstId'
  | 'title'
  | 'instituteName'
  | 'address'
  | 'regionName'
  | 'url'
  | 'startDate'
  | 'endDate'
  | 'realMan'
  | 'selfPay'
  | 'type'
>;

const TYPE_LABELS = Object.fromEntries(
  Object.entries(COURSE_TYPE_CODES).map(([label, code]) => [code, label as TrainingType]),
) as Record<string, TrainingType>;

/** A course round in the contract's shape, without what only the list knows (`courseMan`, `telNo`). */
export function courseItem(row: CourseFields, jobName: string): Omit<Course, 'courseMan' | 'telNo'> {
  return {
    trprId: row.trprId,
    trprDegr: row.trprDegr,
    trainstCstId: row.trainstCstId,
    title: row.title,
    subTitle: row.instituteName,
    address: row.address,
    titleLink: row.url,
    traStartDate: row.startDate,
    traEndDate: row.endDate,
    traDuration: daysBetween(row.startDate, row.endDate) + 1,
    realMan: row.realMan,
    selfPay: row.selfPay,
    type: TYPE_LABELS[row.type] ?? '이론 위주',
    jobName,
    regionName: row.regionName,
  };
}
