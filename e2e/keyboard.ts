import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { passwordField, type TestMember, textField } from './members.ts';

/* Keyboard-only driving for the journeys and the dialog checks: Tab / Shift+Tab, arrows, Enter / Space, typing. */

/** The element that has focus, as "<tag> name" for messages. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
    return `<${element.tagName.toLowerCase()}> ${name.replace(/\s+/g, ' ').trim().slice(0, 40)}`;
  });

export const hasFocus = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/** Presses Tab (or Shift+Tab) until `target` or something inside it has focus. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} never reached ${target}; focus is on ${await focusedName(page)}`,
  );
}

/** Presses an arrow key until `target` has focus (a radio group, a list box). */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}; focus is on ${await focusedName(page)}`);
}

/** Tabs to a button or link and presses it with Enter. */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Logs in on /login by typing and Enter; resolves on the home page. */
export async function logInByKeyboard(page: Page, member: Pick<TestMember, 'loginId' | 'password'>) {
  await page.goto('/login');
  await typeInto(page, textField(page, '아이디'), member.loginId);
  await typeInto(page, passwordField(page, '비밀번호'), member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}
