import { daysBetween, formatKoreanDate } from '../../lib/format-date.ts';

/** How a to-do's 목표일 stands today: still ahead, today, past and not done yet, or done. */
export type TargetDateTone = 'ahead' | 'today' | 'overdue' | 'done';

export type TargetDateLabel = {
  /** "3월 31일(화)"; with the year when it is not this year. */
  date: string;
  /** "D-12", "오늘까지", "3일 지났어요"; null for a done to-do (the date alone, plainly). */
  due: string | null;
  tone: TargetDateTone;
  /** The whole line: "3월 31일(화) · D-12". */
  text: string;
};

/**
 * The line a to-do's 목표일 shows in the list (Asia/Seoul days; `today` is `seoulToday()`): "3월 31일(화) · D-12",
 * "3월 19일(금) · 오늘까지", kindly "3월 16일(화) · 3일 지났어요" for an overdue one not done yet, and the date alone
 * once it is done. null without a (valid) date.
 */
export function targetDateLabel(
  targetDate: string | null,
  { completed, today }: { completed: boolean; today: string },
): TargetDateLabel | null {
  if (targetDate === null) return null;
  const date = formatKoreanDate(targetDate, Number(today.slice(0, 4)));
  const days = daysBetween(today, targetDate);
  if (date === null || days === null) return null;
  if (completed) return { date, due: null, tone: 'done', text: date };
  const [due, tone]: [string, TargetDateTone] =
    days > 0
      ? [`D-${days}`, 'ahead']
      : days === 0
        ? ['오늘까지', 'today']
        : [`${-days}일 지났어요`, 'overdue'];
  return { date, due, tone, text: `${date} · ${due}` };
}
