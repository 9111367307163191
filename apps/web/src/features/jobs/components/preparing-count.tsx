import { UsersRound } from 'lucide-react';
import { cx } from '../../../components/ui/cx.ts';

/**
 * "N명이 준비중": the people with a public plan for the job, the ones its panel and /others/{jobId} show. Sample
 * members are among them and are said to be (issue 27), as each of their cards is marked 예시.
 */
export function PreparingCount({
  num,
  demoNum,
  className,
}: {
  num: number;
  demoNum: number;
  className?: string;
}) {
  return (
    <p
      className={cx(
        'flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-primary-strong',
        className,
      )}
    >
      <UsersRound aria-hidden="true" className="size-5 shrink-0" />
      <span>{num}명이 준비중</span>
      {demoNum > 0 && (
        <span className="rounded-lg border-2 border-line bg-warning-tint px-2 py-0.5 text-sm font-bold text-ink">
          예시 {demoNum}명 포함
        </span>
      )}
    </p>
  );
}
