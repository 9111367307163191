import { QUESTIONS, type Question } from '@dasibom/contract/questionnaire';
import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { cx } from '../../../components/ui/cx.ts';

export type QuestionStepProps = {
  question: Question;
  value: string | undefined;
  onChange: (label: string) => void;
  /** The question heading: focused on every question change so screen readers read the new question. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * One question as a radio group of large, full-width options. Tab enters the group at the chosen option (or the
 * first), arrow keys move and choose, Space chooses.
 */
export function QuestionStep({ question, value, onChange, headingRef }: QuestionStepProps) {
  const headingId = `question-${question.num}-title`;
  return (
    <div className="flex flex-col gap-5">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold leading-snug outline-none min-[30rem]:text-[1.75rem]"
      >
        {question.title}
      </h2>
      <RadioGroup
        aria-labelledby={headingId}
        value={value ?? null}
        onChange={onChange}
        className="flex flex-col gap-3"
      >
        {question.options.map((option) => (
          <Radio
            key={option}
            value={option}
            className={({ isSelected }) =>
              cx(
                'flex min-h-14 w-full cursor-pointer items-center gap-4 rounded-xl border-2 px-4 py-3 text-lg leading-snug transition-colors',
                isSelected
                  ? 'border-primary bg-primary-tint font-semibold text-ink'
                  : 'border-line bg-white text-ink data-hovered:border-primary data-hovered:bg-primary-soft',
              )
            }
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                    isSelected ? 'border-primary bg-primary text-white' : 'border-line bg-white',
                  )}
                >
                  {isSelected && <Check className="size-4.5" strokeWidth={3} />}
                </span>
                <span className="min-w-0">{option}</span>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      <p className="text-base text-ink-muted">
        {question.num === QUESTIONS.length
          ? '답하기 어려우면 고르지 않고 제출해도 괜찮아요. 제출하기 전에 한 번 더 여쭤볼게요.'
          : '답하기 어려우면 고르지 않고 다음으로 넘어가도 괜찮아요.'}
      </p>
    </div>
  );
}
