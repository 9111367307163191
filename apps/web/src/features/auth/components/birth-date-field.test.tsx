import { birthDateFromDigits, formatBirthDateDigits } from '@dasibom/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BirthDateField, digitsOf } from './birth-date-field.tsx';

function Harness({ onDigits }: { onDigits?: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <BirthDateField
      digits={digits}
      onDigitsChange={(next) => {
        setDigits(next);
        onDigits?.(next);
      }}
    />
  );
}

describe('birth date as digits', () => {
  it('formats as YYYY / MM / DD while typing, on the numeric keypad', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness onDigits={(d) => seen.push(d)} />);
    const input = screen.getByRole('textbox', { name: /^생년월일/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'YYYY / MM / DD');

    await user.type(input, '1965');
    expect(input).toHaveValue('1965');
    await user.type(input, '0');
    expect(input).toHaveValue('1965 / 0');
    await user.type(input, '315');
    expect(input).toHaveValue('1965 / 03 / 15');
    expect(seen.at(-1)).toBe('19650315');
    expect(birthDateFromDigits(seen.at(-1)!)).toBe('1965/03/15');

    // A ninth digit is ignored; the display never exceeds 14 characters.
    await user.type(input, '9');
    expect(input).toHaveValue('1965 / 03 / 15');

    // Deleting walks back over the separators.
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('1965 / 03');
  });

  it('keeps only digits from whatever was typed, pasted or autofilled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /^생년월일/ });
    await user.type(input, '19a6x5');
    expect(input).toHaveValue('1965');
    await user.clear(input);
    await user.click(input);
    await user.paste('1965-03-15');
    expect(input).toHaveValue('1965 / 03 / 15');
    expect(digitsOf('1958년 12월 1일')).toBe('1958121');
    expect(formatBirthDateDigits('1958121')).toBe('1958 / 12 / 1');
    expect(birthDateFromDigits('1958121')).toBeNull();
  });
});
