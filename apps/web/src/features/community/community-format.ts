/** Texts and small helpers the community screens share (the spec's strings verbatim where it gives them). */

export const NO_TODOS_TEXT = '작성된 할일 목록이 없어요';
export const NO_DATA_TEXT = '데이터가 없습니다.';
export const NO_IMAGES_TEXT = '첨부된 이미지가 없어요';
export const MEMO_LOAD_FAILED_TEXT = '메모를 불러오는 데 실패했습니다. 다시 시도해주세요.';
export const MEMO_FALLBACK_TEXT = '메모를 불러올 수 없습니다.';
export const PANEL_EMPTY_TEXT = '아직 이 직업을 공개한 사람이 없어요.';
export const DEMO_LABEL = '예시';

/** "12" → 12; anything else ("abc", "-1", "0", "1.5", absurdly long) → null, and nothing is asked of the server. */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `daysAgo` is 1 on the day the plan started (API.md): "3일째 꿈꾸는 중". */
export function dreamingDaysText(daysAgo: number): string {
  return `${Math.max(1, daysAgo)}일째 꿈꾸는 중`;
}

/** "8개 중 3개 완료". */
export function progressText(todoCount: number, completedCount: number): string {
  return `${todoCount}개 중 ${completedCount}개 완료`;
}

/** 0–100, for the bar's width. */
export function progressPercent(todoCount: number, completedCount: number): number {
  if (todoCount <= 0) return 0;
  return Math.round((Math.min(completedCount, todoCount) / todoCount) * 100);
}

/** The address of one member's list, and of one memo. */
export const othersListHref = (todoGroupId: number) => `/otherslist/${todoGroupId}`;
export const otherMemoHref = (todoId: number) => `/othertodo/memo/${todoId}`;
export const othersByJobHref = (jobId: number) => `/others/${jobId}`;
