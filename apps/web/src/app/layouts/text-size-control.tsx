import { TEXT_SIZES } from '@dasibom/contract/plain';
import { useId } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { saveTextSizeQuietly } from '../../features/members/api/change-text-size.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { isTextSizeId, useTextSizeStore } from '../../stores/text-size-store.ts';

type TextSizeControlProps = {
  /** `stretch`: the segments share the full width (inside the phone menu). */
  layout?: 'inline' | 'stretch';
  className?: string;
};

/**
 * 글자 크기: 보통 / 크게 / 아주 크게. One choice at a time: native radio buttons (arrow keys move the choice, the
 * whole segment is the 44 px target), drawn as segments. Saved on the account for members.
 */
export function TextSizeControl({ layout = 'inline', className }: TextSizeControlProps) {
  const textSize = useTextSizeStore((state) => state.textSize);
  const setTextSize = useTextSizeStore((state) => state.setTextSize);
  const name = useId();

  return (
    <div
      role="radiogroup"
      aria-label="글자 크기"
      className={cx(
        'flex shrink-0 gap-1 rounded-xl border border-line bg-white p-0.5',
        layout === 'stretch' && 'w-full flex-wrap',
        className,
      )}
    >
      {TEXT_SIZES.map((size) => (
        <label
          key={size.id}
          className={cx(
            'relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-[0.625rem] px-2.5 font-semibold text-ink-muted',
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
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (!isTextSizeId(next)) return;
              setTextSize(next);
              // Members keep the choice on their account too (PRODUCT.md 2); the device already shows it either way.
              if (useSessionStore.getState().isLoggedIn) saveTextSizeQuietly(next);
            }}
            // Covers the whole segment: the click target is the radio itself, drawn by the label around it.
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[0.625rem] opacity-0"
          />
          {size.label}
        </label>
      ))}
    </div>
  );
}
