import type { Page } from '@playwright/test';
import { expect, expectAnnounced, test } from './fixtures.ts';
import { arrowTo, logInByKeyboard, press, tabTo, typeInto } from './keyboard.ts';
import { createMember, passwordField, readLatestCode, textField, uniqueRun } from './members.ts';

/*
 * Issue 27: the four main journeys with the keyboard only — Tab / Shift+Tab to move, Enter / Space to press, arrows
 * in radio groups and lists, typing into the field that has focus. No click, no fill, no focus(): whatever a test
 * cannot reach by Tab is a finding. At 390 px, where the top bar folds into its menu button (the longer tab path).
 */

const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('sign up with the keyboard only, the code from the mail, then log in', async ({ page }) => {
  test.setTimeout(120_000);
  const run = uniqueRun();
  const member = { loginId: `keys${run}`, password: 'Keyboard!2026', email: `keys-${run}@example.com` };
  const nickname = `건반${run.slice(-4)}`;

  await page.goto('/signup');
  await expect(main(page).getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();

  await test.step('ID and password', async () => {
    await typeInto(page, textField(page, '아이디'), member.loginId);
    await press(page, page.getByRole('button', { name: '아이디 중복 확인' }));
    await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
    await typeInto(page, passwordField(page, '비밀번호'), member.password);
    await typeInto(page, passwordField(page, '비밀번호 확인'), member.password);
    await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();
    await press(page, page.getByRole('button', { name: '다음' }));
  });

  await test.step('consent with Space, the e-mail, the code', async () => {
    await expect(page.getByRole('heading', { level: 2, name: /약관 동의·이메일/ })).toBeVisible();
    const all = page.getByRole('checkbox', { name: '전체 동의' });
    await tabTo(page, all);
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await typeInto(page, textField(page, '이메일'), member.email);
    const since = new Date(Date.now() - 1000);
    await press(page, page.getByRole('button', { name: '인증번호 받기' }));
    await expect(page.getByRole('heading', { level: 2, name: /이메일 인증/ })).toBeVisible();
    const code = await readLatestCode(member.email, since);
    await typeInto(page, textField(page, '인증번호'), code);
    await expect(page.getByText('유효한 인증번호입니다.')).toBeVisible();
    await press(page, page.getByRole('button', { name: '다음' }));
  });

  await test.step('profile: nickname, birth date, gender by arrow, residence from its dialog', async () => {
    await expect(page.getByRole('heading', { level: 2, name: /프로필/ })).toBeVisible();
    await typeInto(page, textField(page, '닉네임'), nickname);
    await press(page, page.getByRole('button', { name: '닉네임 중복 확인' }));
    await expect(page.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
    await typeInto(page, textField(page, '생년월일'), '19630708');
    await expect(textField(page, '생년월일')).toHaveValue('1963 / 07 / 08');
    // Tab enters the group on its first radio; an arrow moves and selects.
    await tabTo(page, page.getByRole('radio', { name: '여성' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '남성' })).toBeChecked();

    const opener = page.getByRole('button', { name: /^거주지/ });
    await press(page, opener);
    const dialog = page.getByRole('dialog', { name: '거주지 선택' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('listbox').first());
    await arrowTo(page, dialog.getByRole('option', { name: '서울', exact: true }));
    await page.keyboard.press('Enter');
    const districts = dialog.getByRole('listbox', { name: '서울 시·군·구' });
    await tabTo(page, districts);
    await arrowTo(page, districts.getByRole('option', { name: '강남구', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('서울 강남구');

    await press(page, page.getByRole('button', { name: '시작하기' }));
    await expect(page).toHaveURL(/\/login$/);
    await expectAnnounced(page, '회원가입을 마쳤어요. 로그인해 주세요.');
  });

  await test.step('log in: the ID is filled in, the password typed, Enter', async () => {
    await expect(textField(page, '아이디')).toHaveValue(member.loginId);
    await typeInto(page, passwordField(page, '비밀번호'), member.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    // On a phone the menu button carries the member's name (the bar has no room for the profile link).
    await expect(page.getByRole('banner')).toContainText(nickname);
  });
});

test('a member answers the questionnaire, reads the suggestions and saves one, keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request);
  await logInByKeyboard(page, member);

  await test.step('home → 직업 추천 받기 → nine questions', async () => {
    await press(page, main(page).getByRole('link', { name: '직업 추천 받기' }).first());
    await expect(page).toHaveURL(/\/onboard$/);
    for (let num = 1; num <= 9; num += 1) {
      await expect(page.getByText(`질문 ${num} / 9`)).toBeVisible();
      const options = main(page).getByRole('radio');
      await tabTo(page, options.first());
      // Arrows move and select in a radio group; Space selects the one with focus.
      await page.keyboard.press(num % 2 === 0 ? 'ArrowDown' : 'Space');
      await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(1);
      await press(page, main(page).getByRole('button', { name: num === 9 ? '답 한눈에 보기' : '다음' }));
    }
    await expect(main(page).getByRole('button', { name: /수정/ })).toHaveCount(9);
    await press(page, main(page).getByRole('button', { name: '제출' }));
  });

  await test.step('the suggestions; 저장 puts the first into the plan', async () => {
    await expect(page).toHaveURL(/\/jobrecommend$/);
    const cards = page.getByRole('list', { name: '추천 직업' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    const job = (await cards.first().getByRole('heading', { level: 2 }).innerText()).trim();
    await press(page, page.getByRole('button', { name: `${job} 저장` }));
    await expectAnnounced(page, '직업을 담았어요');
    await expect(page.getByRole('button', { name: `${job} 담았어요` })).toBeDisabled();

    const jobs = await request.get('/v1/my-dream/todo/jobs', {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('dasibom:accessToken'))}`,
      },
    });
    expect(jobs.status()).toBe(200);
    expect(JSON.stringify((await jobs.json()).data)).toContain(job);
  });
});

test('a member finds a posting on /jobsearch and saves it, keyboard only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  await logInByKeyboard(page, member);
  await page.goto('/jobsearch');
  await expect(main(page).getByRole('heading', { level: 1, name: /채용 정보/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await test.step('the card opens its posting; its 담기 saves it; Escape closes', async () => {
    await press(page, card.getByRole('heading', { level: 3 }).getByRole('button'));
    const dialog = page.getByRole('dialog', { name: '채용 공고' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const save = dialog.getByRole('button', { name: '담기' });
    await press(page, save);
    await expect(dialog.getByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('it is under 나의 할일 › 스크랩', async () => {
    await page.goto('/mytodo/scrap/job');
    await expect(main(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
  });
});

test('a member adds a to-do and ticks it, keyboard only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  const token = async () => page.evaluate(() => localStorage.getItem('dasibom:accessToken'));
  await logInByKeyboard(page, member);
  // A plan to add to: the job is chosen the way /jobinfo's button does (journey 2 chooses one by keyboard).
  const added = await request.post('/v1/my-dream/job/1', {
    headers: { Authorization: `Bearer ${await token()}` },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/mytodo/list');
  await expect(main(page).getByRole('heading', { level: 1, name: '나의 할일' })).toBeVisible();
  await expect(main(page).getByRole('checkbox').first()).toBeVisible();
  const title = `건반으로 적은 할일 ${uniqueRun()}`;

  await test.step('추가하기 → the title → save', async () => {
    await press(page, main(page).getByRole('link', { name: '추가하기' }));
    await expect(page).toHaveURL(/\/mytodo\/add\/\d+$/);
    await typeInto(page, main(page).getByRole('textbox', { name: /^할일 제목/ }), title);
    // The form's own submit button, whatever its label says.
    await press(page, main(page).locator('form button[type="submit"]'));
    await expect(page).toHaveURL(/\/mytodo\/list/);
  });

  await test.step('Space ticks it, and it stays ticked', async () => {
    const box = main(page).getByRole('checkbox', { name: title });
    await tabTo(page, box);
    // The box ticks at once; the reload waits for the server to acknowledge the tick (a reload before that cancels
    // the request, which is not a lost write).
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/complete-state'),
    );
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(main(page).getByRole('checkbox', { name: title })).toBeChecked();
  });
});
