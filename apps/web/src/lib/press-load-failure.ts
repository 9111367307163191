import { toast } from '../stores/toast-store.ts';

export const PRESS_LOAD_FAILED_TEXT = '처리하지 못했어요. 네트워크 연결을 확인하고 다시 눌러 주세요.';

/**
 * The hearts and home's to-do ticks load what a press does with the first press (ADR 012). When that code cannot be
 * fetched (no network, or a new version replaced the old files), the press says so instead of failing silently.
 */
export function sayPressLoadFailed(): void {
  toast(PRESS_LOAD_FAILED_TEXT, { tone: 'error' });
}
