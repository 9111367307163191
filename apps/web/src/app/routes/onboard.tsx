import { Link } from 'react-router';
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
      <p className="text-lg">
        오래 해 온 일이 있다면{' '}
        <Link
          to="/career"
          className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-4"
        >
          경력에서 시작하기
        </Link>
      </p>
    </div>
  );
}

export { OnboardPage as Component };
