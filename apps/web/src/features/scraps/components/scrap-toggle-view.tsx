import { Heart, LoaderCircle } from 'lucide-react';
import { cx } from '../../../components/ui/cx.ts';
import { nativeButtonStyles } from '../../../components/ui/link-button.tsx';
import type { ScrapCategory } from '../scrap-target.ts';

/*
 * The control's own words live here, not in scrap-messages.ts: home shows this control, and a module home imports
 * lands whole in the first page's chunk with every export any screen uses (ADR 012).
 */
/** The course toggle while its call runs (spec: 'processing...'). */
export const SCRAP_PENDING_TEXT = '처리 중...';
/** The heart's accessible name says what pressing it does. */
export function heartLabel(category: 'RECRUIT' | 'TRAINING', isSaved: boolean): string {
  if (isSaved) return '저장 취소';
  return category === 'RECRUIT' ? '관심 공고 저장' : '관심 과정 저장';
}

export type ScrapToggleViewProps = {
  category: ScrapCategory;
  place: 'card' | 'modal';
  isLoggedIn: boolean;
  /** Saved, as the server says (always false for a visitor). */
  isSaved: boolean;
  isPending: boolean;
  onPress: () => void;
};

const focusRing =
  'outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The scrap control, the same on every screen: a 44 px heart on a card, 담기 / 저장 취소 in a detail modal (처리 중...
 * while the call runs). Native buttons with `aria-pressed` and a name that says what a press does. Visitors see it
 * greyed but pressable: the press explains why and offers to log in (never a dead, silent button).
 */
export function ScrapToggleView({
  category,
  place,
  isLoggedIn,
  isSaved,
  isPending,
  onPress,
}: ScrapToggleViewProps) {
  const icon = (
    <Heart
      aria-hidden="true"
      className={cx(
        'size-6 shrink-0',
        isSaved ? 'fill-current text-danger' : isLoggedIn ? 'text-primary' : 'text-ink-muted',
      )}
    />
  );
  const common = {
    type: 'button',
    'aria-pressed': isSaved,
    'aria-busy': isPending || undefined,
    onClick: () => {
      if (!isPending) onPress();
    },
  } as const;

  if (place === 'card') {
    return (
      <button
        {...common}
        aria-label={heartLabel(category, isSaved)}
        className={cx(
          'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white hover:bg-primary-tint aria-busy:cursor-wait',
          focusRing,
        )}
      >
        {icon}
      </button>
    );
  }

  return (
    <button
      {...common}
      className={cx(
        nativeButtonStyles({ variant: 'secondary' }),
        !isLoggedIn && 'border-line text-ink-muted',
        focusRing,
      )}
    >
      {isPending ? <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" /> : icon}
      {isPending ? SCRAP_PENDING_TEXT : isSaved ? '저장 취소' : '담기'}
    </button>
  );
}
