import { QUESTIONNAIRE_STEPS, QUESTIONS } from '@dasibom/contract/questionnaire';
import { Pencil } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import type { AnswerMap } from '../recommend-storage.ts';

export const NOT_ANSWERED = '답하지 않았어요';

export type AnswersSummaryProps = {
  answers: AnswerMap;
  /** Opens question `num` again. */
  onEdit: (num: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The confirm step: all 9 answers grouped by step, each with 수정; skipped ones say so in words. */
export function AnswersSummary({ answers, onEdit, headingRef }: AnswersSummaryProps) {
  const skipped = QUESTIONS.filter((question) => !answers[question.num]).length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold leading-snug outline-none">
          답을 확인해 주세요
        </h2>
        <p className="text-lg text-ink-muted">
          {skipped > 0
            ? `답하지 않은 질문이 ${skipped}개 있어요. 바꾸고 싶은 답은 수정을 눌러 고칠 수 있어요.`
            : '바꾸고 싶은 답은 수정을 눌러 고칠 수 있어요.'}
        </p>
      </div>
      {QUESTIONNAIRE_STEPS.slice(0, 3).map((stepLabel, stepIndex) => (
        <section
          key={stepLabel}
          aria-labelledby={`summary-step-${stepIndex}`}
          className="flex flex-col gap-3"
        >
          <h3 id={`summary-step-${stepIndex}`} className="text-xl font-bold text-primary-strong">
            {stepIndex + 1}단계 · {stepLabel}
          </h3>
          <ul className="flex flex-col gap-3">
            {QUESTIONS.filter((question) => question.step === stepIndex).map((question) => {
              const answer = answers[question.num];
              return (
                <li
                  key={question.num}
                  className="flex flex-col gap-2 rounded-card border border-line-soft bg-white px-4 py-3"
                >
                  <p className="text-base text-ink-muted">
                    질문 {question.num}. {question.title}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                    <p
                      className={cx('min-w-0 text-lg', answer ? 'font-semibold text-ink' : 'text-ink-muted')}
                    >
                      {answer ?? NOT_ANSWERED}
                    </p>
                    <Button
                      variant="secondary"
                      onPress={() => onEdit(question.num)}
                      icon={<Pencil aria-hidden="true" className="size-5" />}
                      className="ms-auto shrink-0"
                    >
                      수정<span className="sr-only"> (질문 {question.num})</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
