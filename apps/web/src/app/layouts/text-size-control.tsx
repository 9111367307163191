import type { TextSizeId } from '@dasibom/contract';
import { TEXT_SIZES } from '@dasibom/contract/plain';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { saveTextSizeQuietly } from '../../features/members/api/change-text-size.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { isTextSizeId, useTextSizeStore } from '../../stores/text-size-store.ts';

type TextSizeControlProps = {
  /**
   * `inline`: segments side by side (the wide top bar). `stretch`: the segments share the full width (the 메뉴
   * dialog). `stack`: one option a row, the chosen one ticked (the top bar's 글자 크기 panel).
   */
  layout?: 'inline' | 'stretch' | 'stack';
  /** Called when a choice has hidden this control (the bar swapped its form at the new size). */
  onHidden?: () => void;
  className?: string;
};

/** Marks the options and the compact opener, so focus can find the control's other form in the bar. */
const OPTION_ATTRIBUTE = 'data-text-size-option';
export const OPENER_ATTRIBUTE = 'data-text-size-opener';

/** Shown on screen (not display:none anywhere up the tree). Browsers without checkVisibility: assume shown. */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/*
 * The bar measures itself in rem, so a new size can swap the three segments for the compact 글자 크기 button or back
 * (top-bar.tsx). The option the reader just chose may then be gone from the screen, and focus with it. Focus moves
 * to the same option in the form now shown (or to its 글자 크기 button), so a keyboard user keeps their place.
 */
function keepFocusInBar(input: HTMLInputElement, size: TextSizeId, onHidden?: () => void) {
  if (isShown(input)) return;
  onHidden?.();
  const active = document.activeElement;
  if (active && active !== input && active !== document.body) return;
  const bar = input.closest('header') ?? document;
  const option = [...bar.querySelectorAll<HTMLInputElement>(`input[${OPTION_ATTRIBUTE}="${size}"]`)].find(
    (candidate) => candidate !== input && isShown(candidate),
  );
  const target = option ?? [...bar.querySelectorAll<HTMLElement>(`[${OPENER_ATTRIBUTE}]`)].find(isShown);
  target?.focus();
}

/**
 * 글자 크기: 보통 / 크게 / 아주 크게. One choice at a time: native radio buttons (arrow keys move the choice, the
 * whole segment is the 44 px target), drawn as segments. Saved on the account for members.
 */
export function TextSizeControl({ layout = 'inline', onHidden, className }: TextSizeControlProps) {
  const textSize = useTextSizeStore((state) => state.textSize);
  const setTextSize = useTextSizeStore((state) => state.setTextSize);
  const name = useId();
  const isStack = layout === 'stack';

  return (
    <div
      role="radiogroup"
      aria-label="글자 크기"
      className={cx(
        'flex shrink-0 gap-1 rounded-xl border border-line bg-white p-0.5',
        layout === 'stretch' && 'w-full flex-wrap',
        isStack && 'flex-col',
        className,
      )}
    >
      {TEXT_SIZES.map((size) => (
        <label
          key={size.id}
          className={cx(
            'relative flex min-h-11 min-w-11 cursor-pointer items-center whitespace-nowrap rounded-[0.625rem] font-semibold text-ink-muted',
            isStack ? 'justify-start gap-2 pr-4 pl-3' : 'justify-center px-2.5',
            'hover:bg-primary-soft hover:text-primary-strong',
            'has-[:checked]:bg-primary has-[:checked]:font-bold has-[:checked]:text-white has-[:checked]:hover:bg-primary-strong',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary has-[:focus-visible]:outline-solid',
            layout === 'stretch' && 'flex-auto',
            size.id === 'normal' ? 'text-base' : size.id === 'large' ? 'text-[1.0625rem]' : 'text-lg',
          )}
        >
          <input
            type="radio"
            name={name}
            value={size.id}
            checked={textSize === size.id}
            {...{ [OPTION_ATTRIBUTE]: size.id }}
            onChange={(event) => {
              const input = event.currentTarget;
              const next = input.value;
              if (!isTextSizeId(next)) return;
              setTextSize(next);
              // Members keep the choice on their account too (PRODUCT.md 2); the device already shows it either way.
              if (useSessionStore.getState().isLoggedIn) saveTextSizeQuietly(next);
              // After the bar has reflowed at the new size.
              requestAnimationFrame(() => keepFocusInBar(input, next, onHidden));
            }}
            // Covers the whole segment: the click target is the radio itself, drawn by the label around it.
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[0.625rem] opacity-0"
          />
          {/* In a column the chosen row is ticked as well as filled: shape, not colour alone. */}
          {isStack && (
            <Check
              aria-hidden="true"
              className={cx('size-5 shrink-0', textSize === size.id ? 'visible' : 'invisible')}
            />
          )}
          {size.label}
        </label>
      ))}
    </div>
  );
}
