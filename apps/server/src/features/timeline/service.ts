import {
  DATA_SOURCE_LABELS,
  TIMELINE_KINDS,
  type TimelineCertificate,
  type TimelineItem,
  type TimelineResponse,
} from '@dasibom/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { seoulDateOf } from '../../platform/seoul-date.ts';
import { readSyncStates } from '../../sync/state.ts';
import { type CertificateEntry, certificatesOfJobs } from '../exams/certificates.ts';
import { examRounds } from '../exams/schema.ts';
import { occupations } from '../jobs/schema.ts';
import { recruitScraps, trainingScraps } from '../scraps/schema.ts';
import { todoGroups, todos } from '../todos/schema.ts';

/**
 * One chronological list of a member's dated things (issue 15): to-do target dates, saved postings' deadlines,
 * saved courses' start days, and the chosen jobs' certificate exam rounds. Read from our own tables only; the
 * reminders and the calendar feed read the same lines, so all three always agree.
 */

type Deps = { db: Db; now: Date };

const KIND_ORDER = new Map(TIMELINE_KINDS.map((kind, index) => [kind, index]));

function byDateThenKind(a: TimelineItem, b: TimelineItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const kinds = (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0);
  if (kinds !== 0) return kinds;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

const CERTIFICATE_SCHEDULE_KINDS = new Set(['QNET_EXAM']);

function certificateInfo(entry: CertificateEntry): TimelineCertificate {
  return {
    key: entry.key,
    name: entry.name,
    kind: entry.kind,
    authorityName: entry.authorityName,
    scheduleUrl: entry.scheduleUrl,
    note: entry.note,
    hasSchedule: CERTIFICATE_SCHEDULE_KINDS.has(entry.kind),
  };
}

type RoundRow = typeof examRounds.$inferSelect;

/** The lines of one exam round: each stage the source published, never a guessed one. */
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
      examStart: round.practicalExamStart,
      examEnd: round.practicalExamEnd,
      result: round.practicalResultDate,
      resultLabel: '최종 합격 발표',
    },
  ];
  const items: TimelineItem[] = [];
  for (const stage of stages) {
    const key = `exam:${round.id}:${stage.stage}`;
    const regFirst = stage.regStart ?? stage.regEnd;
    if (regFirst) {
      const regLast = stage.regEnd && stage.regEnd !== regFirst ? stage.regEnd : null;
      items.push({
        ...base,
        key: `${key}:registration`,
        kind: 'EXAM_REGISTRATION',
        date: regFirst,
        endDate: regLast,
        dueDate: stage.regEnd ?? regFirst,
        title: `${certificate.name} ${stage.label} 원서 접수`,
      });
    }
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
 * The member's timeline. `jobId` narrows it to one chosen job (its to-dos, its certificates, the items saved under
 * its name); a job the member has not chosen is a 404, like another member's group.
 */
export async function getTimeline(
  { db, now }: Deps,
  { memberId, jobId }: { memberId: number; jobId?: number | undefined },
): Promise<TimelineResponse> {
  const groups = await db
    .select({ groupId: todoGroups.id, jobId: todoGroups.jobId, jobName: occupations.name })
    .from(todoGroups)
    .innerJoin(occupations, eq(occupations.id, todoGroups.jobId))
    .where(eq(todoGroups.memberId, memberId));
  const chosen = jobId === undefined ? groups : groups.filter((group) => group.jobId === jobId);
  if (jobId !== undefined && chosen.length === 0) throw new AppError('TODO_GROUP_NOT_FOUND');
  const jobOfName = new Map(groups.map((group) => [group.jobName, group.jobId]));
  const onlyJobName = jobId === undefined ? undefined : chosen[0]?.jobName;

  const groupIds = chosen.map((group) => group.groupId);
  const groupJob = new Map(chosen.map((group) => [group.groupId, group.jobId]));
  const todoRows =
    groupIds.length === 0
      ? []
      : await db
          .select({
            id: todos.id,
            groupId: todos.groupId,
            title: todos.title,
            completed: todos.completed,
            targetDate: todos.targetDate,
          })
          .from(todos)
          .where(and(inArray(todos.groupId, groupIds), isNull(todos.deletedAt), isNotNull(todos.targetDate)));

  const postingRows = await db
    .select({
      postingId: recruitScraps.postingId,
      title: recruitScraps.title,
      companyName: recruitScraps.companyName,
      url: recruitScraps.url,
      expiresAt: recruitScraps.expiresAt,
      jobName: recruitScraps.jobName,
    })
    .from(recruitScraps)
    .where(
      and(
        eq(recruitScraps.memberId, memberId),
        // Only a dated posting (접수마감일) has a deadline line; 상시·수시·채용시 postings have no day to show.
        eq(recruitScraps.closeType, 1),
        isNotNull(recruitScraps.expiresAt),
        ...(onlyJobName === undefined ? [] : [eq(recruitScraps.jobName, onlyJobName)]),
      ),
    );

  const courseRows = await db
    .select({
      trprId: trainingScraps.trprId,
      trprDegr: trainingScraps.trprDegr,
      trainstCstId: trainingScraps.trainstCstId,
      title: trainingScraps.title,
      instituteName: trainingScraps.instituteName,
      url: trainingScraps.url,
      startDate: trainingScraps.startDate,
      jobName: trainingScraps.jobName,
    })
    .from(trainingScraps)
    .where(
      and(
        eq(trainingScraps.memberId, memberId),
        ...(onlyJobName === undefined ? [] : [eq(trainingScraps.jobName, onlyJobName)]),
      ),
    );

  const certificates = certificatesOfJobs(chosen.map((group) => group.jobId));
  const certificateByKey = new Map(certificates.map((entry) => [entry.key, entry]));
  const rounds =
    certificates.length === 0
      ? []
      : await db
          .select()
          .from(examRounds)
          .where(
            inArray(
              examRounds.certificateKey,
              certificates.map((entry) => entry.key),
            ),
          );

  const states = await readSyncStates(db);
  const postingsAreSample = (states.get('postings')?.source ?? 'SAMPLE') === 'SAMPLE';
  const coursesAreSample = (states.get('courses')?.source ?? 'SAMPLE') === 'SAMPLE';

  const items: TimelineItem[] = [];
  for (const row of todoRows) {
    if (!row.targetDate) continue;
    items.push({
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
    });
  }
  for (const row of postingRows) {
    if (!row.expiresAt) continue;
    const day = seoulDateOf(row.expiresAt);
    items.push({
      key: `posting:${row.postingId}:deadline`,
      kind: 'POSTING_DEADLINE',
      date: day,
      endDate: null,
      dueDate: day,
      title: row.title,
      detail: row.companyName,
      source: postingsAreSample ? DATA_SOURCE_LABELS.SAMPLE : DATA_SOURCE_LABELS.SARAMIN,
      isSample: postingsAreSample,
      link: row.url,
      jobId: jobOfName.get(row.jobName) ?? null,
      done: false,
    });
  }
  for (const row of courseRows) {
    items.push({
      key: `course:${row.trprId}:${row.trprDegr}:${row.trainstCstId}:start`,
      kind: 'COURSE_START',
      date: row.startDate,
      endDate: null,
      dueDate: row.startDate,
      title: row.title,
      detail: row.instituteName,
      source: coursesAreSample ? DATA_SOURCE_LABELS.SAMPLE : DATA_SOURCE_LABELS.WORK24,
      isSample: coursesAreSample,
      link: row.url,
      jobId: jobOfName.get(row.jobName) ?? null,
      done: false,
    });
  }
  for (const round of rounds) {
    const certificate = certificateByKey.get(round.certificateKey);
    if (certificate) items.push(...roundItems(round, certificate));
  }
  items.sort(byDateThenKind);

  return {
    today: seoulDateOf(now),
    jobId: jobId ?? null,
    items,
    certificates: certificates.map(certificateInfo),
  };
}
