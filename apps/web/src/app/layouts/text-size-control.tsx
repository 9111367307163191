import { TEXT_SIZES, type TextSizeId } from '@dasibom/contract';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../../components/ui/index.ts';
import { saveTextSizeQuietly } from '../../features/members/api/change-text-size.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { isTextSizeId, useTextSizeStore } from '../../stores/text-size-store.ts';

type TextSizeControlProps = {
  /** `stretch`: the segments share the full width (inside the phone menu). */
  layout?: 'inline' | 'stretch';
  className?: string;
};

/** 글자 크기: 보통 / 크게 / 아주 크게. One choice at a time (a radio group to assistive technology). Saved on the account for members. */
export function TextSizeControl({ layout = 'inline', className }: TextSizeControlProps) {
  const textSize = useTextSizeStore((state) => state.textSize);
  const setTextSize = useTextSizeStore((state) => state.setTextSize);

  return (
    <ToggleButtonGroup
      aria-label="글자 크기"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[textSize]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (!isTextSizeId(next)) return;
        setTextSize(next);
        // Members keep the choice on their account too (PRODUCT.md 2); the device already shows it either way.
        if (useSessionStore.getState().isLoggedIn) saveTextSizeQuietly(next);
      }}
      className={cx(
        'flex shrink-0 gap-1 rounded-xl border border-line bg-white p-0.5',
        layout === 'stretch' && 'w-full flex-wrap',
        className,
      )}
    >
      {TEXT_SIZES.map((size) => (
        <ToggleButton
          key={size.id}
          id={size.id satisfies TextSizeId}
          className={cx(
            'flex min-h-11 min-w-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-[0.625rem] px-2.5 font-semibold text-ink-muted',
            'data-hovered:bg-primary-soft data-hovered:text-primary-strong',
            'data-selected:bg-primary data-selected:font-bold data-selected:text-white data-selected:data-hovered:bg-primary-strong',
            layout === 'stretch' && 'flex-auto',
            size.id === 'normal' ? 'text-base' : size.id === 'large' ? 'text-[1.0625rem]' : 'text-lg',
          )}
        >
          {size.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
