import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
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
 * one line. The chosen one is filled and carries a check mark.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  description,
  className,
}: SegmentedChoiceProps<T>) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      className={cx('flex min-w-0 flex-col gap-2', className)}
    >
      <Label className="text-base font-semibold text-ink">{label}</Label>
      <div className="flex flex-wrap gap-1 rounded-xl border-2 border-line bg-white p-1">
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            className={cx(
              'flex min-h-11 min-w-11 flex-auto cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-base font-semibold text-ink',
              'data-hovered:bg-primary-soft data-selected:bg-primary data-selected:text-white data-selected:data-hovered:bg-primary-strong',
            )}
          >
            {({ isSelected }) => (
              <>
                {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
                {option}
              </>
            )}
          </Radio>
        ))}
      </div>
      {description != null && (
        <Text slot="description" className="text-base text-ink-muted">
          {description}
        </Text>
      )}
    </RadioGroup>
  );
}
