import { formatBirthDateDigits } from '@dasibom/contract';
import type { Ref } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';

export type BirthDateFieldProps = {
  /** Up to 8 digits. */
  digits: string;
  onDigitsChange: (digits: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
  ref?: Ref<HTMLInputElement>;
  name?: string;
};

/** Keeps only digits (at most 8) from whatever was typed, pasted or autofilled ("1965-03-15" works too). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, 8);
}

/**
 * Birth date typed as digits on the numeric keypad and shown as "YYYY / MM / DD" while typing (PRODUCT.md 9): no
 * dropdown of 90 years to scroll through.
 */
export function BirthDateField({
  digits,
  onDigitsChange,
  onBlur,
  errorMessage,
  ref,
  name,
}: BirthDateFieldProps) {
  return (
    <TextField
      ref={ref}
      name={name}
      label="생년월일"
      isRequired
      inputMode="numeric"
      autoComplete="bday"
      placeholder="YYYY / MM / DD"
      maxLength={14}
      value={formatBirthDateDigits(digits)}
      onChange={(event) => onDigitsChange(digitsOf(event.target.value))}
      onBlur={onBlur}
      description="숫자 8자리로 입력해 주세요. 예: 1965년 3월 15일 → 19650315"
      errorMessage={errorMessage}
      inputClassName="tabular-nums"
    />
  );
}
