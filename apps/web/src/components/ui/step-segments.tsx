import { Check } from 'lucide-react';
import { cx } from './cx.ts';

export type StepSegmentsProps = {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  /** Names the list for screen readers, e.g. "회원가입 단계". */
  label: string;
  /** "1. 아이디·비밀번호" instead of "아이디·비밀번호". */
  isNumbered?: boolean;
  /** Short labels stay visible down to narrower containers (22rem instead of 25rem). */
  hasShortLabels?: boolean;
};

/**
 * A row of step segments under a heading the caller writes. The current step carries aria-current="step"; finished
 * steps say 완료 in words, not only with a tick. On narrow containers the labels are left to screen readers.
 */
export function StepSegments({
  steps,
  current,
  label,
  isNumbered = false,
  hasShortLabels = false,
}: StepSegmentsProps) {
  return (
    <ol aria-label={label} className="grid grid-cols-4 gap-2">
      {steps.map((name, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={name}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={cx('h-2 rounded-full', isDone || isCurrent ? 'bg-primary' : 'bg-line-soft')}
            />
            <span
              className={cx(
                'flex items-start gap-1 text-base leading-snug',
                hasShortLabels ? '@max-[22rem]:sr-only' : '@max-[25rem]:sr-only',
                isCurrent ? 'font-bold text-primary-strong' : 'text-ink-muted',
              )}
            >
              {isDone && <Check aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={3} />}
              <span>
                {isNumbered && `${index + 1}. `}
                {name}
                {isDone && <span className="sr-only"> (완료)</span>}
                {isCurrent && <span className="sr-only"> (현재 단계)</span>}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
