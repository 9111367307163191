import { Trash2 } from 'lucide-react';
import { cx } from '../../../components/ui/cx.ts';

/** 휴지통: a 44 px button whose name says which scrap it removes. */
export function DeleteScrapButton({
  title,
  onPress,
  isPending,
}: {
  title: string;
  onPress: () => void;
  isPending: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={`${title} 스크랩 삭제`}
      aria-busy={isPending || undefined}
      onClick={() => {
        if (!isPending) onPress();
      }}
      className={cx(
        'relative z-10 -me-2 -mt-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-danger-tint hover:text-danger aria-busy:cursor-wait',
        'outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
    >
      <Trash2 aria-hidden="true" className="size-6" />
    </button>
  );
}
