import { ChevronRight, Sprout } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DreamersKind } from '../api/get-dreamer-cards.ts';

export const DREAMERS_HEADINGS: Record<DreamersKind, string> = {
  hardest: '열심히 준비하는 드리머',
  same: '같은 꿈을 꾸는 드리머',
};
export const DREAMERS_EMPTY_TEXT = '아직 드리머가 없어요. 첫 번째 드리머가 되어 보세요!';

/**
 * The frame of home's dreamers (spec: Home) — heading, what it shows, 더 보러가기 (→ /jobfound) — without the cards,
 * so home shows it from the start while the cards load near the screen (app/routes/home-dreamers-slot.tsx).
 */
export function DreamersFrame({
  kind,
  children,
  ref,
}: {
  kind: DreamersKind;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      aria-labelledby="home-dreamers-title"
      className="@container mx-auto mt-10 w-full max-w-6xl px-4 pb-10 min-[30rem]:px-6"
    >
      <div className="mb-5 flex flex-col gap-1">
        <h2 id="home-dreamers-title" className="flex items-center gap-2 text-2xl font-bold">
          <Sprout aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {DREAMERS_HEADINGS[kind]}
        </h2>
        <p className="text-ink-muted">
          {kind === 'same'
            ? '같은 직업을 준비하는 분들이 공개한 할일 목록이에요.'
            : '요즘 할일을 가장 많이 해낸 분들이 공개한 할일 목록이에요.'}
        </p>
      </div>

      {children}

      <div className="mt-6 flex justify-center">
        <LinkButton
          href="/jobfound"
          variant="secondary"
          size="lg"
          icon={<ChevronRight aria-hidden="true" className="order-last size-5" />}
        >
          더 보러가기
        </LinkButton>
      </div>
    </section>
  );
}

/** Before the cards are asked for: their place, empty (nothing is loading yet, so no spinner says so). */
export function DreamersIdle() {
  return <div className="min-h-40" />;
}

/** While the cards (or their code) load. */
export function DreamersLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner isLabelVisible label="드리머를 불러오는 중이에요" />
    </div>
  );
}
