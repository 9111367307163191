import type { Ref } from 'react';
import { StepSegments } from '../../../components/ui/step-segments.tsx';

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
      <StepSegments steps={SIGNUP_STEPS} current={current - 1} label="회원가입 단계" isNumbered />
    </div>
  );
}
