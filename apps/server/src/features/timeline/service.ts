import {
  DATA_SOURCE_LABELS,
  TIMELINE_KINDS,
  type TimelineCertificate,
  type TimelineItem,
  type TimelineResponse,
} from '@dasibom/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { examRounds } from '../exams/schema.ts';

/**
 * One chronological list of a member's dated things (issue 15): to-do target dates, saved postings' deadlines,
 * saved courses' start days, and the chosen jobs' certificate exam rounds. Read from our own tables only; the
 * reminders and the calendar feed read the same lines, so all three always agree.
 */

/** What the timeline reads of a certificate of data/certificates.json. */
export type CertificateEntry = Omit<TimelineCertificate, 'hasSchedule'> & {
  jobId: number;
  qnet?: { jmCd?: string | undefined } | undefined;
  stageNames?: { written: string; practical: string } | undefined;
};

/** The certificates of the given jobs: the exams reference table, passed in by app.ts (issue 29). */
export type CertificatesOf = (jobIds: readonly number[]) => readonly CertificateEntry[];

type Deps = { db: Db; now: Date; certificatesOf: CertificatesOf };

/** The one statement's row: each part a JSON array (both drivers parse json, as the to-do reads rely on). */
type TimelineRow = {
  groups: { groupId: number; jobId: number; jobName: string }[];
  todos: { id: number; groupId: number; title: string; completed: boolean; targetDate: string }[];
  postings: {
    postingId: string;
    title: string;
    companyName: string;
    url: string;
    expiresAt: string;
    jobName: string;
  }[];
  courses: {
    trprId: string;
    trprDegr: string;
    trainstCstId: string;
    title: string;
    instituteName: string;
    url: string;
    startDate: string;
    jobName: string;
  }[];
  states: { kind: string; source: string }[];
};

const KIND_ORDER = new Map(TIMELINE_KINDS.map((kind, index) => [kind, index]));

function byDateThenKind(a: TimelineItem, b: TimelineItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const kinds = (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0);
  if (kinds !== 0) return kinds;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * Whether the timeline can hold the certificate's exam dates: the sample source dates every Q-Net certificate; the
 * real schedule API only those with a switched-on 종목코드 (a 상시 certificate is not in it: ADR 029).
 */
function hasSchedule(entry: CertificateEntry, examsAreSample: boolean): boolean {
  return entry.kind === 'QNET_EXAM' && (examsAreSample || entry.qnet?.jmCd !== undefined);
}

function certificateInfo(entry: CertificateEntry, examsAreSample: boolean): TimelineCertificate {
  return {
    key: entry.key,
    name: entry.name,
    kind: entry.kind,
    authorityName: entry.authorityName,
    scheduleUrl: entry.scheduleUrl,
    note: entry.note,
    hasSchedule: hasSchedule(entry, examsAreSample),
  };
}

type RoundRow = typeof examRounds.$inferSelect;

/** "1월 13일", for the words of a line (the year is the round's). */
function monthDay(day: string): string {
  return `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;
}

/** "1월 13일~16일", "1월 30일~2월 2일", or one day. */
function windowWords(start: string, end: string | null): string {
  if (end === null || end === start) return monthDay(start);
  if (end.slice(0, 7) === start.slice(0, 7)) return `${monthDay(start)}~${Number(end.slice(8, 10))}일`;
  return `${monthDay(start)}~${monthDay(end)}`;
}

/**
 * The lines of one exam round: each stage the source published, never a guessed one. A stage with two registration
 * windows (ADR 029) has a line for each, named by their order only (the source does not say which is 빠른접수,
 * 일반접수, 정기 or 빈자리), and each line names both windows, so a reminder for either tells of the other.
 */
function roundItems(round: RoundRow, certificate: CertificateEntry): TimelineItem[] {
  const isSample = round.source === 'SAMPLE';
  const base = {
    detail: round.roundName,
    source: isSample ? '예시 일정' : 'Q-Net',
    isSample,
    link: certificate.scheduleUrl,
    jobId: certificate.jobId,
    done: false,
  };
  const stages = [
    {
      stage: 'written',
      label: certificate.stageNames?.written ?? '필기',
      regStart: round.writtenRegStart,
      regEnd: round.writtenRegEnd,
      reg2Start: round.writtenReg2Start,
      reg2End: round.writtenReg2End,
      examStart: round.writtenExamStart,
      examEnd: round.writtenExamEnd,
      result: round.writtenResultDate,
      resultLabel: `${certificate.stageNames?.written ?? '필기'} 합격 발표`,
    },
    {
      stage: 'practical',
      label: certificate.stageNames?.practical ?? '실기',
      regStart: round.practicalRegStart,
      regEnd: round.practicalRegEnd,
      reg2Start: round.practicalReg2Start,
      reg2End: round.practicalReg2End,
      examStart: round.practicalExamStart,
      examEnd: round.practicalExamEnd,
      result: round.practicalResultDate,
      resultLabel: '최종 합격 발표',
    },
  ];
  const items: TimelineItem[] = [];
  for (const stage of stages) {
    const key = `exam:${round.id}:${stage.stage}`;
    const windows = [
      { suffix: '', start: stage.regStart, end: stage.regEnd },
      { suffix: '2', start: stage.reg2Start, end: stage.reg2End },
    ].flatMap(({ suffix, start, end }) => {
      const first = start ?? end;
      return first ? [{ suffix, first, last: end && end !== first ? end : null, due: end ?? first }] : [];
    });
    const bothWindows =
      windows.length > 1
        ? ` · 원서 접수 기간이 두 번 있어요(${windows.map((w) => windowWords(w.first, w.last)).join(', ')}). 어느 기간에 접수할 수 있는지는 Q-Net에서 확인하세요.`
        : '';
    windows.forEach((window, index) => {
      const which = windows.length > 1 ? ` (${index === 0 ? '첫' : '두'} 번째 기간)` : '';
      items.push({
        ...base,
        key: `${key}:registration${window.suffix}`,
        kind: 'EXAM_REGISTRATION',
        date: window.first,
        endDate: window.last,
        dueDate: window.due,
        title: `${certificate.name} ${stage.label} 원서 접수${which}`,
        detail: `${round.roundName}${bothWindows}`,
      });
    });
    const examFirst = stage.examStart ?? stage.examEnd;
    if (examFirst) {
      items.push({
        ...base,
        key: `${key}:exam`,
        kind: 'EXAM_DATE',
        date: examFirst,
        endDate: stage.examEnd && stage.examEnd !== examFirst ? stage.examEnd : null,
        dueDate: null,
        title: `${certificate.name} ${stage.label} 시험`,
      });
    }
    if (stage.result) {
      items.push({
        ...base,
        key: `${key}:result`,
        kind: 'EXAM_RESULT',
        date: stage.result,
        endDate: null,
        dueDate: null,
        title: `${certificate.name} ${stage.resultLabel}`,
      });
    }
  }
  return items;
}

/**
 * Everything but the exam rounds in one statement (those depend on the certificates of the chosen jobs, known only
 * after it), instead of six one after another: the same work for the database, a third of the round trips.
 */
async function readTimelineRow(
  db: Db,
  memberId: number,
  jobId: number | null,
): Promise<TimelineRow | undefined> {
  const result = (await db.execute(sql`
    with mine as (
      select g.id as "groupId", g.job_id as "jobId", o.name as "jobName"
      from todo_groups g
      join occupations o on o.id = g.job_id
      where g.member_id = ${memberId}
    ),
    chosen as (select * from mine where ${jobId}::int is null or "jobId" = ${jobId}::int)
    select
      (select coalesce(json_agg(mine), '[]') from mine) as groups,
      (select coalesce(json_agg(json_build_object(
          'id', t.id, 'groupId', t.group_id, 'title', t.title, 'completed', t.completed, 'targetDate', t.target_date
        )), '[]')
       from todos t
       where t.group_id in (select "groupId" from chosen) and t.deleted_at is null and t.target_date is not null
      ) as todos,
      (select coalesce(json_agg(json_build_object(
          'postingId', r.posting_id, 'title', r.title, 'companyName', r.company_name, 'url', r.url,
          'expiresAt', r.expires_at, 'jobName', r.job_name
        )), '[]')
       from recruit_scraps r
       -- Only a dated posting (접수마감일) has a deadline line; 상시·수시·채용시 postings have no day to show.
       where r.member_id = ${memberId} and r.close_type = 1 and r.expires_at is not null
         and (${jobId}::int is null or r.job_name in (select "jobName" from chosen))
      ) as postings,
      (select coalesce(json_agg(json_build_object(
          'trprId', c.trpr_id, 'trprDegr', c.trpr_degr, 'trainstCstId', c.trainst_cst_id, 'title', c.title,
          'instituteName', c.institute_name, 'url', c.url, 'startDate', c.start_date, 'jobName', c.job_name
        )), '[]')
       from training_scraps c
       where c.member_id = ${memberId}
         and (${jobId}::int is null or c.job_name in (select "jobName" from chosen))
      ) as courses,
      (select coalesce(json_agg(json_build_object('kind', s.kind, 'source', s.source)), '[]') from sync_state s)
        as states
  `)) as unknown as { rows: TimelineRow[] };
  return result.rows[0];
}

async function readRounds(db: Db, certificates: readonly CertificateEntry[]): Promise<RoundRow[]> {
  if (certificates.length === 0) return [];
  return db
    .select()
    .from(examRounds)
    .where(
      inArray(
        examRounds.certificateKey,
        certificates.map((entry) => entry.key),
      ),
    );
}

function todoItems(rows: TimelineRow['todos'], groupJob: Map<number, number>): TimelineItem[] {
  return rows
    .filter((row) => row.targetDate)
    .map((row) => ({
      key: `todo:${row.id}:target`,
      kind: 'TODO_TARGET',
      date: row.targetDate,
      endDate: null,
      dueDate: row.targetDate,
      title: row.title,
      detail: null,
      source: '나의 할일',
      isSample: false,
      link: `/mytodo/edit/${row.id}`,
      jobId: groupJob.get(row.groupId) ?? null,
      done: row.completed,
    }));
}

type SavedContext = { jobOfName: Map<string, number>; isSample: boolean };

/** A saved posting's or course's one day, from the sync's source (or its sample), under the job it was saved for. */
function savedItem(
  row: { title: string; url: string; jobName: string },
  {
    key,
    kind,
    day,
    detail,
    source,
  }: Pick<TimelineItem, 'key' | 'kind' | 'detail' | 'source'> & { day: string },
  { jobOfName, isSample }: SavedContext,
): TimelineItem {
  return {
    key,
    kind,
    date: day,
    endDate: null,
    dueDate: day,
    title: row.title,
    detail,
    source: isSample ? DATA_SOURCE_LABELS.SAMPLE : source,
    isSample,
    link: row.url,
    jobId: jobOfName.get(row.jobName) ?? null,
    done: false,
  };
}

const postingItems = (rows: TimelineRow['postings'], context: SavedContext): TimelineItem[] =>
  rows
    .filter((row) => row.expiresAt)
    .map((row) =>
      savedItem(
        row,
        {
          key: `posting:${row.postingId}:deadline`,
          kind: 'POSTING_DEADLINE',
          day: seoulDateOf(new Date(row.expiresAt)),
          detail: row.companyName,
          source: DATA_SOURCE_LABELS.SARAMIN,
        },
        context,
      ),
    );

const courseItems = (rows: TimelineRow['courses'], context: SavedContext): TimelineItem[] =>
  rows.map((row) =>
    savedItem(
      row,
      {
        key: `course:${row.trprId}:${row.trprDegr}:${row.trainstCstId}:start`,
        kind: 'COURSE_START',
        day: row.startDate,
        detail: row.instituteName,
        source: DATA_SOURCE_LABELS.WORK24,
      },
      context,
    ),
  );

function examItems(rounds: readonly RoundRow[], certificates: readonly CertificateEntry[]): TimelineItem[] {
  const certificateByKey = new Map(certificates.map((entry) => [entry.key, entry]));
  return rounds.flatMap((round) => {
    const certificate = certificateByKey.get(round.certificateKey);
    return certificate ? roundItems(round, certificate) : [];
  });
}

/**
 * The member's timeline. `jobId` narrows it to one chosen job (its to-dos, its certificates, the items saved under
 * its name); a job the member has not chosen is a 404, like another member's group.
 */
export async function getTimeline(
  { db, now, certificatesOf }: Deps,
  { memberId, jobId }: { memberId: number; jobId?: number | undefined },
): Promise<TimelineResponse> {
  const row = await readTimelineRow(db, memberId, jobId ?? null);
  const groups = row?.groups ?? [];
  const chosen = jobId === undefined ? groups : groups.filter((group) => group.jobId === jobId);
  if (jobId !== undefined && chosen.length === 0) throw new AppError('TODO_GROUP_NOT_FOUND');
  const jobOfName = new Map(groups.map((group) => [group.jobName, group.jobId]));
  const groupJob = new Map(chosen.map((group) => [group.groupId, group.jobId]));
  const states = new Map((row?.states ?? []).map((state) => [state.kind, state]));
  const isSample = (kind: string) => (states.get(kind)?.source ?? 'SAMPLE') === 'SAMPLE';

  const certificates = certificatesOf(chosen.map((group) => group.jobId));
  const rounds = await readRounds(db, certificates);
  const items = [
    ...todoItems(row?.todos ?? [], groupJob),
    ...postingItems(row?.postings ?? [], { jobOfName, isSample: isSample('postings') }),
    ...courseItems(row?.courses ?? [], { jobOfName, isSample: isSample('courses') }),
    ...examItems(rounds, certificates),
  ].sort(byDateThenKind);

  return {
    today: seoulDateOf(now),
    jobId: jobId ?? null,
    items,
    certificates: certificates.map((entry) => certificateInfo(entry, isSample('exams'))),
  };
}
