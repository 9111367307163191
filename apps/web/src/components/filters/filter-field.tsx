import { ChevronDown } from 'lucide-react';
import { type ComponentType, type ReactNode, type RefObject, Suspense, useId, useRef, useState } from 'react';
import { cx } from '../ui/cx.ts';
import { lazyWithAria, preloadAriaProviders } from '../ui/lazy-with-aria.tsx';

/**
 * A field's open list (React Aria), loaded when the field is first opened, or pointed at or focused just before:
 * the list component and the preload to give the field.
 */
export function lazyFilterList<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = () => {
    void load();
    preloadAriaProviders();
  };
  return { List: lazyWithAria(load), preload };
}

export type FilterFieldList = {
  labelId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** A value picked in the list: passed on only when it changes (no new address, no new request), then closed. */
  commit: (value: string | null) => void;
  close: () => void;
};

export type FilterFieldProps = {
  label: string;
  /** What the closed field shows: the chosen value, or what no choice means. */
  valueText: string;
  /** The value is a placeholder ("선택해 주세요"), drawn muted. */
  isPlaceholder?: boolean;
  description?: ReactNode;
  /** The chosen value (null = no filter). */
  value: string | null;
  onChange: (value: string | null) => void;
  /**
   * The open list: a lazily loaded `FilterPopover` (filter-parts.tsx) around the list, given the button to sit under
   * and the label's id to be named by. Rendered only while open.
   */
  children: (field: FilterFieldList) => ReactNode;
  /** Starts loading the list's code before the first press (pointer over the field, or focus on it). */
  onPreload?: () => void;
  className?: string;
};

/**
 * A labelled field-like button that opens a popover dialog below it: focus moves in, Escape closes it and focus
 * returns to the field. It looks like the product's Select, so filter rows read as one set of controls; unlike the
 * Select, what goes inside is free (a list that is cleared by choosing its chosen option again, or the two-step
 * city → district list).
 *
 * The button is native and the list (React Aria) loads on first use, so the list pages load no react-aria until a
 * filter is opened (ADR 012).
 */
export function FilterField({
  label,
  valueText,
  isPlaceholder = false,
  description,
  value,
  onChange,
  children,
  onPreload,
  className,
}: FilterFieldProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  const commit = (next: string | null) => {
    if (next !== value) onChange(next);
    close();
  };
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const descriptionId = `${id}-description`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isEnterDown = useRef(false);

  return (
    <div className={cx('flex min-w-0 flex-col gap-2', className)}>
      <span id={labelId} className="text-base font-semibold text-ink">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={description != null ? descriptionId : undefined}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(!isOpen)}
        // Enter opens on release, as Space does (and as React Aria's buttons do): the list that takes the focus
        // then never receives the key's release, which would leave the focus on the list instead of its option.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!event.repeat) isEnterDown.current = true;
        }}
        onKeyUp={(event) => {
          if (event.key !== 'Enter' || !isEnterDown.current) return;
          isEnterDown.current = false;
          setIsOpen(!isOpen);
        }}
        onBlur={() => {
          isEnterDown.current = false;
        }}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        className={cx(
          'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border-2 border-line bg-white px-4 py-2 text-start text-base text-ink',
          'hover:bg-primary-soft active:bg-primary-tint aria-expanded:bg-primary-tint disabled:cursor-not-allowed disabled:bg-line-soft/40 disabled:text-ink-muted',
        )}
      >
        <span id={valueId} className={cx('min-w-0 flex-1 break-words', isPlaceholder && 'text-ink-muted')}>
          {valueText}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cx('size-5 shrink-0 text-ink-muted transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen && <Suspense fallback={null}>{children({ labelId, triggerRef, commit, close })}</Suspense>}
      {description != null && (
        <p id={descriptionId} className="text-base text-ink-muted">
          {description}
        </p>
      )}
    </div>
  );
}
