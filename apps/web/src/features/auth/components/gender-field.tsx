import type { Gender } from '@dasibom/contract';
import { Check, CircleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { cx } from '../../../components/ui/cx.ts';
import { FieldLabelText } from '../../../components/ui/field-parts.tsx';

const OPTIONS: { value: Gender; label: string }[] = [
  { value: 'FEMALE', label: '여성' },
  { value: 'MALE', label: '남성' },
];

export type GenderFieldProps = {
  value: Gender | null;
  onChange: (value: Gender) => void;
  onBlur?: () => void;
  errorMessage?: string;
  /** react-hook-form's Controller ref: receives an object whose focus() moves to the group. */
  fieldRef?: (instance: { focus: () => void } | null) => void;
};

/** 여성 / 남성 as two large buttons — a radio group to assistive technology (arrow keys move between them). */
export function GenderField({ value, onChange, onBlur, errorMessage, fieldRef }: GenderFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const setRef = (node: HTMLDivElement | null) => {
    groupRef.current = node;
    fieldRef?.(
      node
        ? {
            focus: () => node.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus(),
          }
        : null,
    );
  };
  return (
    <RadioGroup
      ref={setRef}
      value={value}
      onChange={(next) => onChange(next as Gender)}
      onBlur={onBlur}
      isRequired
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="text-base font-semibold text-ink">
        <FieldLabelText isRequired>성별</FieldLabelText>
      </Label>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={({ isSelected, isFocusVisible }) =>
              cx(
                'flex min-h-13 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 px-4 text-lg font-semibold',
                isSelected
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-white text-ink data-hovered:bg-primary-soft',
                errorMessage && !isSelected && 'border-danger',
                isFocusVisible && 'outline-3 outline-offset-2 outline-primary outline-solid',
              )
            }
          >
            {({ isSelected }) => (
              <>
                {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
                {option.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      {errorMessage && (
        <Text
          slot="errorMessage"
          elementType="p"
          className="flex items-start gap-1.5 text-base font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-1 size-4.5 shrink-0" />
          <span>{errorMessage}</span>
        </Text>
      )}
    </RadioGroup>
  );
}
