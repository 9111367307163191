import { within } from '@testing-library/react';

/** The text of every option in a list box, in order. */
export function optionTexts(listbox: HTMLElement): (string | null)[] {
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
