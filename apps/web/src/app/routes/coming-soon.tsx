import { Sprout } from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button.tsx';

/** Placeholder for screens later issues build: polite, never a dead end. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center min-[30rem]:px-6">
      <Sprout aria-hidden="true" className="size-14 text-primary" strokeWidth={1.5} />
      <h1 className="text-3xl font-bold leading-snug">{title}</h1>
      <p className="text-lg text-ink-muted">이 화면은 곧 열려요.</p>
      <LinkButton href="/" variant="secondary" size="lg">
        홈으로
      </LinkButton>
    </section>
  );
}
