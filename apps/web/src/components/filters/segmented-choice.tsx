import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../ui/cx.ts';

export type SegmentedChoiceProps<T extends string> = {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** A hint under the segments, tied to the group for screen readers. */
  description?: ReactNode;
  className?: string;
};

/**
 * Two or three always-set choices side by side (a radio group): clearer than a dropdown when every option fits on
 * one line. The chosen one is filled and carries a check mark. Native radio inputs, as the text-size control
 * (ADR 012): arrow keys move the choice, the whole segment is the 44 px target, the focus ring is on the segment.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  description,
  className,
}: SegmentedChoiceProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={description != null ? descriptionId : undefined}
      className={cx('flex min-w-0 flex-col gap-2', className)}
    >
      <span id={labelId} className="text-base font-semibold text-ink">
        {label}
      </span>
      <div className="flex flex-wrap gap-1 rounded-xl border-2 border-line bg-white p-1">
        {options.map((option) => {
          const isSelected = option === value;
          return (
            <label
              key={option}
              className={cx(
                'relative flex min-h-11 min-w-11 flex-auto cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-base font-semibold text-ink',
                'hover:bg-primary-soft has-[:checked]:bg-primary has-[:checked]:text-white has-[:checked]:hover:bg-primary-strong',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary has-[:focus-visible]:outline-solid',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option}
                checked={isSelected}
                onChange={() => onChange(option)}
                // Covers the whole segment: the click target is the radio itself, drawn by the label around it.
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
              {option}
            </label>
          );
        })}
      </div>
      {description != null && (
        <p id={descriptionId} className="text-base text-ink-muted">
          {description}
        </p>
      )}
    </div>
  );
}
