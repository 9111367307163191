import { Questionnaire } from '../../features/recommend/components/questionnaire.tsx';

/** /onboard (hidden layout: no login or profile while answering). Visitors and members alike. */
export function OnboardPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-8 min-[30rem]:px-6 min-[30rem]:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold leading-snug">직업 추천 질문</h1>
        <p className="text-lg leading-relaxed text-ink-muted">
          9가지 질문에 답하면 잘 맞는 직업 3가지를 이유와 함께 골라 드려요.
        </p>
      </div>
      <Questionnaire />
    </div>
  );
}

export { OnboardPage as Component };
