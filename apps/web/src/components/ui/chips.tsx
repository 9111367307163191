import { RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx.ts';
import { PlainButton } from './plain-button.tsx';

/** A chip's id: a filter's key (a string) or a number. */
export type ChipKey = string | number;

export type ChipItem<K extends ChipKey = string> = { id: K; label: string };

export type ChipsProps<K extends ChipKey = string> = {
  items: readonly ChipItem<K>[];
  onRemove: (id: K) => void;
  /** Names the group for screen readers, e.g. "선택한 조건". */
  label?: string;
  /** Shows the visible group label instead of keeping it for screen readers only. */
  isLabelVisible?: boolean;
  /** Renders a 초기화 button after the chips. */
  onReset?: () => void;
  resetLabel?: string;
  /** Said (and shown) when no chip is selected; default: nothing is shown. */
  emptyText?: string;
  className?: string;
};

function ChipTag<K extends ChipKey>({ item, onRemove }: { item: ChipItem<K>; onRemove: (id: K) => void }) {
  const removeLabelId = useId();
  return (
    <li className="flex min-h-11 cursor-default items-center gap-1 rounded-full border-2 border-primary bg-primary-soft py-0 ps-4 pe-0 text-base font-medium text-primary-strong">
      {item.label}
      <button
        type="button"
        // The product's wording: "{chip} 필터 지우기".
        aria-labelledby={removeLabelId}
        onClick={() => onRemove(item.id)}
        onKeyDown={(event) => {
          // As in a tag group: Delete or Backspace on a chip removes it.
          if (event.key === 'Delete' || event.key === 'Backspace') {
            event.preventDefault();
            onRemove(item.id);
          }
        }}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-primary-tint"
      >
        <X aria-hidden="true" className="size-5" />
        <span id={removeLabelId} className="sr-only">
          {item.label} 필터 지우기
        </span>
      </button>
    </li>
  );
}

/**
 * A row of removable filter chips + 초기화: a named list of chips, each with its × button (Tab reaches each, Enter,
 * Space, Delete or Backspace removes it). Native elements: the list pages load no react-aria for them (ADR 012).
 */
export function Chips<K extends ChipKey = string>({
  items,
  onRemove,
  label = '선택한 조건',
  isLabelVisible = false,
  onReset,
  resetLabel = '초기화',
  emptyText,
  className,
}: ChipsProps<K>) {
  const labelId = useId();
  return (
    <div className={cx('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      {(items.length > 0 || emptyText) && (
        <fieldset aria-labelledby={labelId} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <span id={labelId} className={isLabelVisible ? 'text-base font-semibold text-ink' : 'sr-only'}>
            {label}
          </span>
          {items.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {items.map((item) => (
                <ChipTag key={item.id} item={item} onRemove={onRemove} />
              ))}
            </ul>
          ) : (
            <span className="text-base text-ink-muted">{emptyText}</span>
          )}
        </fieldset>
      )}
      {onReset && (
        <PlainButton
          variant="ghost"
          onClick={onReset}
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
        >
          {resetLabel}
        </PlainButton>
      )}
    </div>
  );
}
