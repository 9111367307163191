import { QUESTIONNAIRE_STEPS } from '@dasibom/contract/questionnaire';
import { StepSegments } from '../../../components/ui/step-segments.tsx';

/**
 * "2단계 / 4단계 · 근무 조건" over four segments. The current step carries aria-current="step"; finished steps say
 * 완료 in words, not only with a tick.
 */
export function QuestionnaireProgress({ stepIndex }: { stepIndex: number }) {
  const total = QUESTIONNAIRE_STEPS.length;
  return (
    <div className="@container flex flex-col gap-3">
      <p className="text-lg font-bold text-primary-strong">
        {stepIndex + 1}단계 / {total}단계 · {QUESTIONNAIRE_STEPS[stepIndex]}
      </p>
      <StepSegments steps={QUESTIONNAIRE_STEPS} current={stepIndex} label="질문 단계" hasShortLabels />
    </div>
  );
}
