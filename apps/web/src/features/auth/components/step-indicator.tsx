import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { cx } from '../../../components/ui/index.ts';

export const SIGNUP_STEPS = ['아이디·비밀번호', '약관 동의·이메일', '이메일 인증', '프로필'] as const;

/**
 * "1/4 아이디·비밀번호" and four segments. Not clickable: the funnel goes strictly forward (and back with 이전).
 * The current step carries aria-current="step"; finished ones say 완료 in words, not only with a tick.
 */
export function StepIndicator({ current, ref }: { current: 1 | 2 | 3 | 4; ref?: Ref<HTMLHeadingElement> }) {
  const total = SIGNUP_STEPS.length;
  return (
    <div className="@container flex flex-col gap-3">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-primary-strong outline-none">
        <span aria-hidden="true">
          {current}/{total}{' '}
        </span>
        <span className="sr-only">
          {total}단계 중 {current}단계:{' '}
        </span>
        {SIGNUP_STEPS[current - 1]}
      </h2>
      <ol aria-label="회원가입 단계" className="grid grid-cols-4 gap-2">
        {SIGNUP_STEPS.map((label, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={cx('h-2 rounded-full', isDone || isCurrent ? 'bg-primary' : 'bg-line-soft')}
              />
              <span
                className={cx(
                  'flex items-start gap-1 text-base leading-snug @max-[25rem]:sr-only',
                  isCurrent ? 'font-bold text-primary-strong' : 'text-ink-muted',
                )}
              >
                {isDone && <Check aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={3} />}
                <span>
                  {step}. {label}
                  {isDone && <span className="sr-only"> (완료)</span>}
                  {isCurrent && <span className="sr-only"> (현재 단계)</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
