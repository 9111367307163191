import { Compass } from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button.tsx';

import { NOT_FOUND_TITLE } from '../layouts/root-layout.tsx';

export { NOT_FOUND_TITLE };

/** Body of the 404 page; also shown when a route's data says 404. Lives inside the layout. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center min-[30rem]:px-6">
      <Compass aria-hidden="true" className="size-16 text-primary" strokeWidth={1.5} />
      <h1 className="text-3xl font-bold leading-snug">{NOT_FOUND_TITLE}</h1>
      <p className="text-lg text-ink-muted">
        주소가 바뀌었거나 잘못 입력되었을 수 있어요.
        <br />
        아래 버튼으로 다시 찾아보세요.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton href="/" size="lg">
          홈으로
        </LinkButton>
        <LinkButton href="/jobfound" variant="secondary" size="lg">
          직업 정보 보기
        </LinkButton>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
