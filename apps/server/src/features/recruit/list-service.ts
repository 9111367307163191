import {
  LIMITS,
  type RecruitList,
  type RecruitListQuery,
  RecruitListResponseSchema,
  type RecruitSort,
} from '@dasibom/contract';
import { AppError } from '../../errors.ts';
import * as kit from '../../platform/list-read-kit.ts';
import { normalizeLocation } from '../../platform/location-filter.ts';
import { searchText, structuredText } from './list-sql.ts';
import { countingHourOf, fromListRow, type PostingListRow } from './posting-row.ts';
import { planSearch } from './search-plan.ts';

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A free-text page past the counted matches: their pages end there (LIMITS.searchCountCap). */
function searchTooDeepError(): AppError {
  const message = `검색 결과는 처음 ${LIMITS.searchCountCap.toLocaleString('ko-KR')}건까지 볼 수 있어요. 검색어를 더 자세히 쓰거나 지역을 골라 좁혀 주세요.`;
  return new AppError('VALIDATION', { message, fields: { pageNum: message } });
}

type ListStatementRow = PostingListRow & {
  dated?: number;
  open_ended?: number;
  total?: number;
  next_expiry: Date | string | null;
  generation: string | null;
};

/**
 * Open postings, 12 per page; an occupation-name keyWord filters, other text searches titles and companies.
 * One statement per answer; a whole answer is reused while generation, Seoul day and next deadline hold (ADR 014).
 */
export async function findPostings({
  reads,
  clock,
  query,
}: kit.ListCall<RecruitListQuery>): Promise<kit.JsonAnswer<RecruitList>> {
  const now = clock.now();
  const reference = await reads.reference();
  let place: string | undefined;
  if (query.locationName) {
    kit.locationOf(reference, query.locationName, 'locationName');
    place = normalizeLocation(query.locationName);
  }
  const keyWord = query.keyWord || undefined;
  const ask: ListAsk = { now, place, sort: query.sortBy, offset: query.pageNum * LIMITS.recruitPageSize };
  const occupationId = keyWord === undefined ? undefined : reference.occupationIds.get(keyWord);
  const text = occupationId === undefined ? keyWord : undefined;
  return kit.readList<ListStatementRow, kit.JsonAnswer<RecruitList>>(reads, {
    reference,
    kind: 'postings',
    now,
    key: ['recruit', keyWord ?? null, place ?? null, query.sortBy, query.pageNum],
    statement: () =>
      text === undefined ? structuredStatement(ask, occupationId) : searchStatement(ask, text, reference),
    answer: (rows) => {
      const first = rows[0];
      // Free text is counted up to the cap and one more: "more than the cap" is all the person is told past it.
      const counted =
        text === undefined ? (first?.dated ?? 0) + (first?.open_ended ?? 0) : (first?.total ?? 0);
      const capped = text !== undefined && counted > LIMITS.searchCountCap;
      const postingRows = kit.itemRows(rows, 'id').map(fromListRow);
      const value = kit.jsonAnswer(RecruitListResponseSchema, {
        count: postingRows.length,
        start: query.pageNum,
        total: text === undefined ? counted : Math.min(counted, LIMITS.searchCountCap),
        totalCapped: capped,
        job: postingRows.map((row) =>
          kit.postingItem(row, row.id, reference.occupationNames.get(row.occupationId) ?? '', now),
        ),
        ...reference.freshness.postings,
      });
      // Open means `expires_at >= now`: the answer holds up to and including the next deadline in scope.
      return { value, until: kit.soonest(kit.endOfSeoulDay(now), first?.next_expiry) };
    },
  });
}

type ListAsk = { now: Date; place: string | undefined; sort: RecruitSort; offset: number };

function structuredStatement(
  ask: ListAsk,
  occupationId: number | undefined,
): [kit.Statement, Record<string, unknown>] {
  const { hour, start } = countingHourOf(ask.now);
  return [
    structuredText({ occupationId, place: ask.place }, ask.sort),
    {
      now: ask.now.toISOString(),
      offset: ask.offset,
      occupation: occupationId,
      place: ask.place,
      hour,
      hour_start: start.toISOString(),
    },
  ];
}

function searchStatement(
  ask: ListAsk,
  text: string,
  reference: kit.ReferenceData,
): [kit.Statement, Record<string, unknown>] {
  if (ask.offset >= LIMITS.searchCountCap) throw searchTooDeepError();
  const plain = text.toLowerCase() === text && text.toUpperCase() === text;
  const plan = planSearch(reference.searchStats, text, ask.place, ask.offset);
  return [
    searchText({ place: ask.place !== undefined, sort: ask.sort, plan, plain }),
    {
      now: ask.now.toISOString(),
      offset: ask.offset,
      text,
      pattern: containsPattern(text),
      place: ask.place,
      scan_rows: plan.scanRows,
    },
  ];
}
