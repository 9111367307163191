import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type ChipItem, type ChipKey, Chips } from '../ui/chips.tsx';
import { cx } from '../ui/cx.ts';

export type FilterPanelProps<K extends ChipKey> = {
  /** The chosen conditions, each removable. */
  chips: readonly ChipItem<K>[];
  onRemoveChip: (id: K) => void;
  /** 초기화; left out when it would change nothing. */
  onReset?: () => void;
  /** Shown in the chip row when nothing is chosen; without it an empty row is not drawn. */
  emptyText?: string;
  className?: string;
  /** The filter fields. */
  children: ReactNode;
};

/**
 * "조건으로 찾기": the filter fields, then the chosen conditions as removable chips with 초기화 (spec §4). When the
 * chip or 초기화 that had the focus disappears, the focus continues from the heading instead of the page top.
 */
export function FilterPanel<K extends ChipKey>({
  chips,
  onRemoveChip,
  onReset,
  emptyText,
  className,
  children,
}: FilterPanelProps<K>) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chipCount = chips.length;
  const previousChipCount = useRef(chipCount);
  useEffect(() => {
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (chipCount < previousChipCount.current && lostFocus) headingRef.current?.focus();
    previousChipCount.current = chipCount;
  }, [chipCount]);

  return (
    <section aria-labelledby={titleId} className={cx('flex flex-col gap-4', className)}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold outline-none">
        조건으로 찾기
      </h2>
      {children}
      {(chips.length > 0 || onReset || emptyText) && (
        <Chips items={chips} onRemove={onRemoveChip} onReset={onReset} emptyText={emptyText} />
      )}
    </section>
  );
}
