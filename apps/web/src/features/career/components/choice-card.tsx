import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx.ts';

/**
 * A large native radio or checkbox drawn as a card (ADR 012's native widgets): the whole card is the target, the
 * focus ring is on the card, the chosen one is filled and carries a check mark (not colour alone).
 */
export function ChoiceCard({
  type,
  name,
  value,
  isChecked,
  onChange,
  children,
  hint,
  describedBy,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
  hint?: ReactNode;
  describedBy?: string;
}) {
  return (
    <label
      className={cx(
        'relative flex min-h-14 w-full cursor-pointer items-center gap-4 rounded-xl border-2 px-4 py-3 text-lg leading-snug',
        'border-line bg-white hover:border-primary hover:bg-primary-soft',
        'has-[:checked]:border-primary has-[:checked]:bg-primary-tint has-[:checked]:font-semibold',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary has-[:focus-visible]:outline-solid',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span
        aria-hidden="true"
        className={cx(
          'flex size-7 shrink-0 items-center justify-center border-2',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
          isChecked ? 'border-primary bg-primary text-white' : 'border-ink-muted bg-white',
        )}
      >
        {isChecked && <Check className="size-4.5" strokeWidth={3} />}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="break-keep">{children}</span>
        {hint && <span className="text-base font-normal text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
