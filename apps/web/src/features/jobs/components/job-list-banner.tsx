import { Sparkles } from 'lucide-react';
import { ListBanner } from '../../../components/list-page/list-banner.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';

/**
 * Top of /jobfound: what the page offers, and a way to the questionnaire for those who do not know where to start.
 * /onboard is open to visitors (only saving needs an account).
 */
export function JobListBanner() {
  return (
    <ListBanner
      titleId="job-list-title"
      title="직업 정보"
      intro="직업마다 하는 일, 급여, 자격증, 일의 강도를 살펴보세요. 조건을 고르면 나에게 맞는 직업만 모아 볼 수 있어요."
    >
      <LinkButton
        href="/onboard"
        variant="secondary"
        icon={<Sparkles aria-hidden="true" className="size-5 shrink-0" />}
      >
        나에게 맞는 직업 추천받기
      </LinkButton>
    </ListBanner>
  );
}
