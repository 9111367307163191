import { type ByRoleMatcher, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The text of every option in a list box, in order. */
export function optionTexts(listbox: HTMLElement): (string | null)[] {
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** Presses Escape and waits until nothing with `role` is left open (a list box, a dialog). */
export async function escapeCloses(user: UserEvent, role: ByRoleMatcher) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
}

/** Waits for the alert dialog, checks it says `text`, and presses its 확인. */
export async function acknowledgeAlert(user: UserEvent, text: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
}

/** Opens the drop-down named `button` and picks its option named `option`. */
export async function pickOption(user: UserEvent, button: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(await screen.findByRole('option', { name: option }));
}
