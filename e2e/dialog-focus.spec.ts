import type { Locator, Page } from '@playwright/test';
import { expect, storeRecommendation, test } from './fixtures.ts';
import { logInByKeyboard, press, typeInto } from './keyboard.ts';
import { createMember, passwordField, textField, uniqueRun } from './members.ts';

/*
 * Issue 27: every dialog hands the focus back to its opener (WCAG 2.4.3), whichever way it closes, opened and closed
 * from the keyboard. One test per kind: the Modal, alert/confirm, and popovers with the text-size panel.
 */

type Closer = 'Escape' | { button: string };

/** Once per closer; `focusAfter` where closing takes the opener away by design. `name` is for messages only. */
async function expectFocusReturns(
  page: Page,
  name: string,
  {
    opener,
    dialog,
    closers,
    focusAfter,
  }: { opener: Locator; dialog: Locator; closers: Closer[]; focusAfter?: Locator },
) {
  for (const closer of closers) {
    const how = closer === 'Escape' ? 'Escape' : closer.button;
    await test.step(`${name}: closed with ${how}`, async () => {
      await press(page, opener);
      await expect(dialog, `${name} opens`).toBeVisible();
      if (closer === 'Escape') await page.keyboard.press('Escape');
      else await press(page, dialog.getByRole('button', { name: closer.button, exact: true }).first());
      await expect(dialog, `${name} closes with ${how}`).toBeHidden();
      await expect(focusAfter ?? opener, `focus back on the opener of ${name} after ${how}`).toBeFocused();
    });
  }
}

const CLOSE = { button: '닫기' } as const;
const CANCEL = { button: '취소' } as const;
const main = (page: Page) => page.getByRole('main');

async function tokenOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('dasibom:accessToken'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

async function listSettled(page: Page) {
  await expect(main(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

test('a visitor’s dialogs give the focus back to their opener', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobsearch');
  await listSettled(page);

  await expectFocusReturns(page, 'the phone menu', {
    opener: page.getByRole('banner').getByRole('button', { name: '메뉴' }),
    dialog: page.getByRole('dialog', { name: '메뉴' }),
    closers: ['Escape', CLOSE],
  });

  const posting = main(page).getByRole('heading', { level: 3 }).first().getByRole('button');
  const postingDialog = page.getByRole('dialog', { name: '채용 공고' });
  await expectFocusReturns(page, 'a posting', {
    opener: posting,
    dialog: postingDialog,
    closers: ['Escape', CLOSE],
  });

  await page.goto('/learning');
  await listSettled(page);
  await expectFocusReturns(page, 'a course', {
    opener: main(page).getByRole('heading', { level: 3 }).first().getByRole('button'),
    dialog: page.getByRole('dialog'),
    closers: ['Escape', CLOSE],
  });

  await storeRecommendation(page, request);
  await page.goto('/jobrecommend');
  const cards = page.getByRole('list', { name: '추천 직업' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  const job = (await cards.first().getByRole('heading', { level: 2 }).innerText()).trim();
  await expectFocusReturns(page, 'the login-to-save explanation', {
    opener: page.getByRole('button', { name: `${job} 저장` }),
    dialog: page.getByRole('dialog', { name: '로그인하면 내 직업 목록에 담을 수 있어요' }),
    closers: ['Escape', CLOSE],
  });

  await test.step('sign-up: to the consent step by keyboard', async () => {
    await page.goto('/signup');
    await typeInto(page, textField(page, '아이디'), `focus${uniqueRun()}`);
    await press(page, page.getByRole('button', { name: '아이디 중복 확인' }));
    await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
    await typeInto(page, passwordField(page, '비밀번호'), 'Focus!2026ab');
    await typeInto(page, passwordField(page, '비밀번호 확인'), 'Focus!2026ab');
    await press(page, page.getByRole('button', { name: '다음' }));
    await expect(page.getByRole('heading', { level: 2, name: /약관 동의·이메일/ })).toBeVisible();
  });
  const terms = main(page)
    .getByRole('button', { name: /내용 보기$/ })
    .first();
  await expectFocusReturns(page, 'a term’s text', {
    opener: terms,
    dialog: page.getByRole('dialog'),
    closers: ['Escape', CLOSE],
  });
});

test('a member’s dialogs give the focus back to their opener', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createMember(request);
  await logInByKeyboard(page, member);
  const added = await request.post('/v1/my-dream/job/1', { headers: await tokenOf(page) });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/mypage');
  await expect(main(page).getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expectFocusReturns(page, 'the residence picker', {
    opener: main(page).getByRole('button', { name: '거주지 변경' }),
    dialog: page.getByRole('dialog', { name: '거주지 선택' }),
    closers: ['Escape', CLOSE],
  });
  await expectFocusReturns(page, 'the password change', {
    opener: main(page).getByRole('button', { name: '비밀번호 변경' }),
    dialog: page.getByRole('dialog', { name: '비밀번호 변경' }),
    closers: ['Escape', CLOSE, CANCEL],
  });
  await expectFocusReturns(page, 'the job manager', {
    opener: main(page).getByRole('button', { name: '직업 관리' }),
    dialog: page.getByRole('dialog', { name: '직업 관리' }),
    closers: ['Escape', CLOSE, CANCEL],
  });
  await expectFocusReturns(page, 'the quick add', {
    opener: page.getByRole('button', { name: '바로 할일 추가' }),
    dialog: page.getByRole('dialog').filter({ has: page.getByRole('heading', { level: 2 }) }),
    closers: ['Escape', CLOSE],
  });

  // Adding a job opens its follow-up once per job: two jobs, one for each way out. Closing it shows the job as
  // added, without the button: the focus goes to the way on (내 할일 보기), never to <body>.
  for (const [jobId, closer] of [
    [2, 'Escape'],
    [3, { button: '계속 둘러보기' }],
  ] as const) {
    await page.goto(`/jobinfo/${jobId}`);
    const add = main(page).getByRole('button', { name: '내 할일에 추가' });
    await expect(add).toBeEnabled();
    await expectFocusReturns(page, `job ${jobId}'s 내 할일에 담았어요`, {
      opener: add,
      dialog: page.getByRole('dialog', { name: '내 할일에 담았어요' }),
      closers: [closer],
      focusAfter: main(page).getByRole('link', { name: '내 할일 보기' }),
    });
  }
});

test('alert and confirm dialogs give the focus back to their opener', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });

  await test.step('the questionnaire with every question skipped, to 제출', async () => {
    await page.goto('/onboard');
    for (let num = 1; num < 9; num += 1) {
      await expect(page.getByText(`질문 ${num} / 9`)).toBeVisible();
      await press(page, main(page).getByRole('button', { name: '다음' }));
    }
    await expect(page.getByText('질문 9 / 9')).toBeVisible();
  });
  // 돌아가서 답하기 (and Escape, which answers the same) opens the first skipped question: the focus goes to its
  // heading, as on every question change, since 제출 is gone with the screen.
  const question = main(page).locator('h2[id^="question-"]');
  const confirm = page.getByRole('alertdialog', { name: '답하지 않은 질문이 있어요' });
  await expectFocusReturns(page, 'the skipped-questions confirm from question 9', {
    opener: main(page).getByRole('button', { name: '제출' }),
    dialog: confirm,
    closers: ['Escape'],
    focusAfter: question,
  });
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await press(page, main(page).getByRole('button', { name: '답 확인으로' }));
  await expect(page.getByText('제출 전 확인')).toBeVisible();
  await expectFocusReturns(page, 'the skipped-questions confirm from the summary', {
    opener: main(page).getByRole('button', { name: '제출' }),
    dialog: confirm,
    closers: [{ button: '돌아가서 답하기' }],
    focusAfter: question,
  });

  // An alert over a dialog: focus goes back into the dialog, to the 담기 that raised it.
  await page.goto('/jobsearch');
  await listSettled(page);
  await press(page, main(page).getByRole('heading', { level: 3 }).first().getByRole('button'));
  const posting = page.getByRole('dialog', { name: '채용 공고' });
  await expectFocusReturns(page, 'a visitor’s 담기 explanation', {
    opener: posting.getByRole('button', { name: '담기' }),
    dialog: page.getByRole('alertdialog', { name: '로그인이 필요해요' }),
    closers: ['Escape', CLOSE],
  });
  await page.keyboard.press('Escape');

  const member = await createMember(request);
  await logInByKeyboard(page, member);
  await page.goto('/mypage');
  await expectFocusReturns(page, 'the withdrawal confirm', {
    opener: main(page).getByRole('button', { name: '회원 탈퇴' }),
    dialog: page.getByRole('alertdialog'),
    closers: ['Escape', CANCEL],
  });
});

test('the filter lists and the text-size panel give the focus back to their button', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobsearch');
  await listSettled(page);

  const filter = main(page).locator('button[aria-haspopup="dialog"]').first();
  await expectFocusReturns(page, 'a filter list', {
    opener: filter,
    dialog: page.getByRole('dialog'),
    closers: ['Escape'],
  });
  await test.step('a filter list: closed by choosing', async () => {
    await press(page, filter);
    const list = page.getByRole('dialog');
    await expect(list).toBeVisible();
    // Focus starts in the list; Enter chooses the option that has it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(filter).toBeFocused();
  });

  // Not a dialog (a disclosure of three radios), but a popup all the same: Escape closes it onto its button.
  const textSize = page.getByRole('banner').getByRole('button', { name: '글자 크기' });
  await press(page, textSize);
  await expect(page.getByRole('banner').getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('radio')).toHaveCount(0);
  await expect(textSize).toBeFocused();
});
