import { RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { Button as AriaButton, type Key, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

export type ChipItem<K extends Key = string> = { id: K; label: string };

export type ChipsProps<K extends Key = string> = {
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

function ChipTag<K extends Key>({ item }: { item: ChipItem<K> }) {
  const removeLabelId = useId();
  return (
    <Tag
      id={item.id}
      textValue={item.label}
      className="flex min-h-11 cursor-default items-center gap-1 rounded-full border-2 border-primary bg-primary-soft py-0 ps-4 pe-0 text-base font-medium text-primary-strong"
    >
      {item.label}
      <AriaButton
        slot="remove"
        // Replaces react-aria's "제거 + chip" name with the product's wording.
        aria-labelledby={removeLabelId}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full data-hovered:bg-primary-tint"
      >
        <X aria-hidden="true" className="size-5" />
        <span id={removeLabelId} className="sr-only">
          {item.label} 필터 지우기
        </span>
      </AriaButton>
    </Tag>
  );
}

/** A row of removable filter chips (RAC TagGroup: arrow keys move, Delete/Backspace or × removes) + 초기화. */
export function Chips<K extends Key = string>({
  items,
  onRemove,
  label = '선택한 조건',
  isLabelVisible = false,
  onReset,
  resetLabel = '초기화',
  emptyText,
  className,
}: ChipsProps<K>) {
  return (
    <div className={cx('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      {(items.length > 0 || emptyText) && (
        <TagGroup
          onRemove={(keys) => {
            for (const key of keys) onRemove(key as K);
          }}
          className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2"
        >
          <Label className={isLabelVisible ? 'text-base font-semibold text-ink' : 'sr-only'}>{label}</Label>
          <TagList
            items={items}
            renderEmptyState={() => <span className="text-base text-ink-muted">{emptyText}</span>}
            className="flex flex-wrap gap-2"
          >
            {(item) => <ChipTag item={item} />}
          </TagList>
        </TagGroup>
      )}
      {onReset && (
        <Button variant="ghost" onPress={onReset} icon={<RotateCcw aria-hidden="true" className="size-5" />}>
          {resetLabel}
        </Button>
      )}
    </div>
  );
}
