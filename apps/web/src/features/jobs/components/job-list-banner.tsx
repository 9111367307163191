import { Sparkles } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button.tsx';

/**
 * Top of /jobfound: what the page offers, and a way to the questionnaire for those who do not know where to start.
 * /onboard is open to visitors (only saving needs an account).
 */
export function JobListBanner() {
  return (
    <section aria-labelledby="job-list-title" className="bg-primary-soft">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-10 min-[30rem]:px-6">
        <h1 id="job-list-title" className="text-3xl font-bold leading-snug">
          직업 정보
        </h1>
        <p className="max-w-[36em] text-lg leading-relaxed">
          직업마다 하는 일, 급여, 자격증, 일의 강도를 살펴보세요. 조건을 고르면 나에게 맞는 직업만 모아 볼 수
          있어요.
        </p>
        <LinkButton
          href="/onboard"
          variant="secondary"
          icon={<Sparkles aria-hidden="true" className="size-5 shrink-0" />}
        >
          나에게 맞는 직업 추천받기
        </LinkButton>
      </div>
    </section>
  );
}
