import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useViewerKey } from '../api/community-keys.ts';
import { type DreamersKind, useDreamerCards } from '../api/get-dreamer-cards.ts';
import { DREAMERS_EMPTY_TEXT, DreamersLoading } from './dreamers-frame.tsx';
import { OtherTodoCard } from './other-todo-card.tsx';

export const DREAMERS_LOAD_ERROR_TEXT = '드리머를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * Home's dreamer cards (up to 3), each opening /otherslist/{todoGroupId}; sample members are marked 예시 by the card.
 * Loaded with its read when the section comes near the screen.
 */
export function DreamersList({ kind }: { kind: DreamersKind }) {
  const cards = useDreamerCards(useViewerKey(), kind);

  if (cards.isError && !cards.data)
    return <QueryErrorState query={cards} message={DREAMERS_LOAD_ERROR_TEXT} />;
  if (cards.isPending) return <DreamersLoading />;
  const list = cards.data ?? [];
  if (list.length === 0)
    return (
      <p className="flex min-h-40 items-center justify-center rounded-card bg-primary-soft px-4 py-6 text-center text-lg">
        {DREAMERS_EMPTY_TEXT}
      </p>
    );
  return (
    <ul
      aria-labelledby="home-dreamers-title"
      className="grid gap-4 @min-[44rem]:grid-cols-2 @min-[64rem]:grid-cols-3"
    >
      {list.map((card) => (
        <OtherTodoCard key={card.todoGroupId} card={card} headingLevel={3} />
      ))}
    </ul>
  );
}
