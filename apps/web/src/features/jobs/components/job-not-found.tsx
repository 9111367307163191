import { SearchX } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button.tsx';

export const JOB_NOT_FOUND_TEXT = '존재하지 않는 직업입니다.';

/** An unknown or malformed job id: says so and offers the way back (never a dead end). */
export function JobNotFound() {
  return (
    <section className="flex flex-col items-center gap-5 py-12 text-center">
      <SearchX aria-hidden="true" className="size-14 text-primary" strokeWidth={1.5} />
      <h1 className="text-3xl font-bold leading-snug">{JOB_NOT_FOUND_TEXT}</h1>
      <p className="text-lg text-ink-muted">주소가 바뀌었거나 잘못 입력되었을 수 있어요.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton href="/jobfound" size="lg">
          직업 목록 보기
        </LinkButton>
        <LinkButton href="/" variant="secondary" size="lg">
          홈으로
        </LinkButton>
      </div>
    </section>
  );
}
