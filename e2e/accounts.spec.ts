import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectAnnounced,
  expectConsoleErrors,
  expectNoHorizontalOverflow,
  failedResponse,
  test,
} from './fixtures.ts';
import {
  createMember,
  logIn,
  passwordField,
  readLatestCode,
  submitLogin,
  textField,
  uniqueRun,
} from './members.ts';

/*
 * The accounts journey as a new member would click it, from sign-up to withdrawal, on the built app and real server.
 */

/** A different 6-digit code than `code`. */
function wrongCode(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const field = textField;

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status', { name: '알림' }).getByText(text)).toBeVisible();
}

async function answerAlert(page: Page, text: string | RegExp, button = '확인') {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: button }).click();
  await expect(alert).toBeHidden();
}

/** Picks "city district" in the residence picker dialog. */
async function pickRegion(page: Page, city: string, district: string) {
  const dialog = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('option', { name: city, exact: true }).click();
  await dialog.getByRole('option', { name: district, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('accounts', () => {
  test('a visitor who opens /mypage is sent home with a toast', async ({ page }) => {
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/$/);
    await expectAnnounced(page, '로그인 후 이용 가능한 기능입니다.');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toHaveCount(0);
  });

  test('sign up, manage the account, recover ID and password, withdraw', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 1000 });

    const run = uniqueRun();
    const loginId = `dream${run}`;
    const email = `dream-${run}@example.com`;
    const nickname = `봄${run.slice(-5)}`;
    const newNickname = `새봄${run.slice(-4)}`;
    const firstPassword = 'Bloom!2026ab';
    const secondPassword = 'Garden#2027cd';
    const finalPassword = 'Meadow$2028ef';

    await test.step('sign up: account step with its validation', async () => {
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
      await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(
        '아이디·비밀번호',
      );
      await expectAccessible(page, '/signup step 1');

      const id = field(page, '아이디');
      const check = page.getByRole('button', { name: '아이디 중복 확인' });
      await id.fill('ab');
      await check.click();
      await expect(page.getByText('4자 이상 입력해주세요.')).toBeVisible();
      await id.fill('ab_c!');
      await check.click();
      await expect(page.getByText('특수문자를 제거해주세요.')).toBeVisible();

      await id.fill(loginId);
      await passwordField(page, '비밀번호').fill('abc');
      await passwordField(page, '비밀번호 확인').fill('abd');
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page.getByText('아이디 중복 확인을 해주세요.')).toBeVisible();
      await expect(page.getByText('8자 이상 입력해주세요.')).toBeVisible();
      await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
      await expect(id).toBeFocused();
      await expect(page.getByText('영문 대문자 포함, 미충족')).toBeAttached();

      await passwordField(page, '비밀번호').fill('abcdefgh1');
      await expect(page.getByText('영문 대문자를 포함해주세요.')).toBeVisible();
      await passwordField(page, '비밀번호').fill(firstPassword);
      await passwordField(page, '비밀번호 확인').fill(`${firstPassword.slice(0, -1)}x`);
      await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
      await passwordField(page, '비밀번호 확인').fill(firstPassword);
      await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();

      await page.getByRole('button', { name: '다음' }).click();
      await expect(page.getByText('아이디 중복 확인을 해주세요.')).toBeVisible();
      await check.click();
      await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
      await page.getByRole('button', { name: '다음' }).click();
    });

    let signupCode = '';
    await test.step('sign up: consent and e-mail', async () => {
      await expect(page.getByRole('heading', { level: 2, name: /약관 동의·이메일/ })).toBeVisible();
      await expectAccessible(page, '/signup step 2');
      await field(page, '이메일').fill(email);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await answerAlert(page, '필수 항목에 모두 동의해주세요.');

      // React Aria keeps the real checkbox visually hidden under its label: press the label, as a person would.
      await page.getByText('전체 동의', { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: '전체 동의' })).toBeChecked();
      const since = new Date(Date.now() - 1000);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /이메일 인증/ })).toBeVisible();
      signupCode = await readLatestCode(email, since);
    });

    await test.step('sign up: the code', async () => {
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText(/^0[23]:\d\d$/)).toBeVisible();
      await expectAccessible(page, '/signup step 3');
      await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
      const code = field(page, '인증번호');
      expectConsoleErrors(failedResponse(400, '/v1/member/auth/email/verifications/verify'));
      await code.fill(wrongCode(signupCode));
      await expect(page.getByText('인증번호가 존재하지 않습니다.')).toBeVisible();
      await code.fill(signupCode.slice(0, 5));
      await expect(page.getByText('인증번호가 존재하지 않습니다.')).toBeHidden();
      await code.fill(signupCode);
      await expect(page.getByText('유효한 인증번호입니다.')).toBeVisible();
      await page.getByRole('button', { name: '다음' }).click();
    });

    await test.step('sign up: profile', async () => {
      await expect(page.getByRole('heading', { level: 2, name: /프로필/ })).toBeVisible();
      await expectAccessible(page, '/signup step 4');
      await field(page, '닉네임').fill(nickname);
      await page.getByRole('button', { name: '닉네임 중복 확인' }).click();
      await expect(page.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
      const birth = field(page, '생년월일');
      await birth.pressSequentially('19650315');
      await expect(birth).toHaveValue('1965 / 03 / 15');
      await page.getByText('여성', { exact: true }).click();
      await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
      await page.getByRole('button', { name: /^거주지/ }).click();
      await pickRegion(page, '서울', '강남구');
      await expect(page.getByRole('button', { name: /서울 강남구/ })).toBeVisible();
      await page.getByRole('button', { name: '시작하기' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, '회원가입을 마쳤어요. 로그인해 주세요.');
    });

    await test.step('log in: the top bar greets the new member', async () => {
      await expect(field(page, '아이디')).toHaveValue(loginId);
      await expectAccessible(page, '/login');
      await passwordField(page, '비밀번호').fill(firstPassword);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      const profile = page.getByRole('link', { name: `${nickname}님 마이페이지` });
      await expect(profile).toBeVisible();
      await expect(profile).toContainText(`${nickname}님`);
      await profile.click();
      await expect(page).toHaveURL(/\/mypage$/);
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
      await expect(page.getByText(loginId, { exact: true })).toBeVisible();
      await expect(page.getByText('1965년 3월 15일')).toBeVisible();
      await expectAccessible(page, '/mypage');
      await expectNoHorizontalOverflow(page);
    });

    await test.step('my page: nickname', async () => {
      await page.getByRole('button', { name: '닉네임 수정' }).click();
      const input = field(page, '새 닉네임');
      await input.fill('');
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByText('닉네임을 입력해주세요.')).toBeVisible();
      await input.fill(newNickname);
      await page.getByRole('button', { name: '저장' }).click();
      await expectToast(page, '닉네임을 바꿨어요.');
      await expect(page.getByRole('link', { name: `${newNickname}님 마이페이지` })).toBeVisible();
    });

    await test.step('my page: residence', async () => {
      await page.getByRole('button', { name: '거주지 변경' }).click();
      await pickRegion(page, '부산', '강서구');
      await expectToast(page, '거주지를 바꿨어요.');
      await expect(page.getByText('부산 강서구')).toBeVisible();
    });

    await test.step('my page: password, proving the current one', async () => {
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
      await expectAccessible(page, 'password change dialog');
      expectConsoleErrors(failedResponse(400, '/v1/member/password'));
      await passwordField(dialog, '현재 비밀번호').fill('Wrong!pass99');
      await passwordField(dialog, '새 비밀번호').fill(secondPassword);
      await passwordField(dialog, '새 비밀번호 확인').fill(secondPassword);
      await dialog.getByRole('button', { name: '변경하기' }).click();
      await expect(dialog.getByText('현재 비밀번호가 일치하지 않습니다.')).toBeVisible();
      await passwordField(dialog, '현재 비밀번호').fill(firstPassword);
      await dialog.getByRole('button', { name: '변경하기' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, '비밀번호가 변경되었습니다.');
    });

    await test.step('my page: upload a picture and delete it', async () => {
      await page.getByTestId('profile-image-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      const picture = page.getByRole('img', { name: '프로필 사진' });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('src', /\S+/);
      const src = await picture.getAttribute('src');
      await expect(
        page.getByRole('link', { name: `${newNickname}님 마이페이지` }).locator('img'),
      ).toHaveAttribute('src', src!);
      await page.getByRole('button', { name: '사진 삭제' }).click();
      await answerAlert(page, '프로필 사진을 삭제할까요?', '삭제');
      await expect(page.getByRole('button', { name: '사진 올리기' })).toBeVisible();
      await expect(page.getByRole('img', { name: '프로필 사진' })).toHaveCount(0);
    });

    await test.step('log out', async () => {
      await page.getByRole('button', { name: '로그아웃' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('dasibom:accessToken'))).toBeNull();
    });

    await test.step('find the ID by e-mail code', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: '아이디 찾기' }).click();
      await expect(page).toHaveURL(/\/findid$/);
      await expectAccessible(page, '/findid');
      const submit = page.getByRole('button', { name: '인증번호 받기' });
      await expect(submit).toBeDisabled();
      await field(page, '이메일').fill('dream@');
      await field(page, '이메일').blur();
      await expect(page.getByText('유효하지 않은 이메일입니다. 다시 입력해주세요.')).toBeVisible();
      await field(page, '이메일').fill(email);
      const since = new Date(Date.now() - 1000);
      await submit.click();
      await expect(page).toHaveURL(/\/verification$/);
      expect(page.url()).not.toContain('example.com');
      await expect(page.getByText(email)).toBeVisible();
      await expectAccessible(page, '/verification (find ID)');
      await field(page, '인증번호').fill(await readLatestCode(email, since));
      await expect(page).toHaveURL(/\/resultId$/);
      await expect(page.getByText(loginId, { exact: true })).toBeVisible();
      await expectAccessible(page, '/resultId');
    });

    await test.step('reset the password by e-mail code', async () => {
      await page.getByRole('link', { name: '비밀번호 찾기' }).click();
      await expect(page).toHaveURL(/\/findpwd$/);
      await expect(field(page, '아이디')).toHaveValue(loginId);
      await expectAccessible(page, '/findpwd');
      await field(page, '이메일').fill(email);
      // Not a second earlier, as the other steps allow: the find-ID mail to this address can be that recent, and
      // its code would be read before this one arrives. This mail is written after the click, on the same clock.
      const since = new Date();
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await expect(page).toHaveURL(/\/verification$/);
      await field(page, '인증번호').fill(await readLatestCode(email, since));
      await expect(page).toHaveURL(/\/changepwd$/);
      await expectAccessible(page, '/changepwd');
      await passwordField(page, '새 비밀번호').fill(finalPassword);
      await passwordField(page, '새 비밀번호 확인').fill(finalPassword);
      await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, '비밀번호가 변경되었습니다.');
    });

    await test.step('log in with the new password and withdraw', async () => {
      await logIn(page, loginId, finalPassword);
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('link', { name: `${newNickname}님 마이페이지` }).click();
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
      await page.getByRole('button', { name: '회원 탈퇴' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('할일 목록');
      await expect(confirm).toContainText('계정 정보');
      await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
      await expectAccessible(page, 'withdrawal confirm');
      await confirm.getByRole('button', { name: '탈퇴하기' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    });

    await test.step('the old login no longer works', async () => {
      expectConsoleErrors(failedResponse(401, '/v1/member/auth/login'));
      await logIn(page, loginId, finalPassword);
      await answerAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');
      await expect(page).toHaveURL(/\/login$/);
      await expect(field(page, '아이디')).toHaveValue(loginId);
    });
  });
});

/** The toast list item saying `text`. */
function toastSaying(page: Page, text: string) {
  return page.getByRole('status', { name: '알림' }).getByRole('listitem').filter({ hasText: text });
}

/** Records, from the first paint of every document, whether a screen's heading or a form field ever showed. */
function recordScreens() {
  const seen: string[] = [];
  (window as unknown as { __screens: string[] }).__screens = seen;
  new MutationObserver(() => {
    for (const node of document.querySelectorAll('main h1, main input')) {
      const text = node.tagName === 'INPUT' ? 'input' : (node.textContent ?? '');
      if (!seen.includes(text)) seen.push(text);
    }
  }).observe(document, { subtree: true, childList: true });
}

const screensSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __screens?: string[] }).__screens ?? []);

for (const width of [1440, 390]) {
  test.describe(`member-only and visitor-only screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor at /mytodo/list goes home, presses the toast’s 로그인, logs in and is back on /mytodo/list', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await page.goto('/mytodo/list');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
      const toast = toastSaying(page, '로그인 후 이용 가능한 기능입니다.');
      const login = toast.getByRole('button', { name: '로그인' });
      await expect(login).toBeVisible();
      const box = await login.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await expectAccessible(page, `home with the login toast at ${width}`);

      // Reached with the keyboard: the toasts come after the whole page, which is why the toast stays until it is
      // closed or pressed. Tab from where the page put the focus (its heading) until 로그인 has it.
      let presses = 0;
      while (!(await login.evaluate((button) => button === document.activeElement)) && presses < 200) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      await expect(login).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
      await expect(toast).toHaveCount(0);
      await expectAccessible(page, `/login from the toast at ${width}`);
      await submitLogin(page, member.loginId, member.password);

      await expect(page).toHaveURL(/\/mytodo\/list$/);
      await expect(page.getByRole('heading', { level: 1, name: '나의 할일' })).toBeVisible();
      await expect(
        page.getByRole('status', { name: '알림' }).getByText('이미 로그인되어 있어요.'),
      ).toHaveCount(0);
      await expectAccessible(page, `/mytodo/list after the login at ${width}`);
      await expectNoHorizontalOverflow(page);
    });

    test('a member who opens /login or /signup is sent away with a note, never seeing the form', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await logIn(page, member.loginId, member.password);
      await expect(page).toHaveURL(/\/$/);
      await page.addInitScript(recordScreens);

      for (const path of ['/login', '/signup', '/signup?step=3']) {
        await test.step(`${path}, typed: home`, async () => {
          await page.goto(path);
          await expect(page).toHaveURL(/\/$/);
          await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
          // A 2.5 s note (paused while hovered or focused): read from the live region, not raced on screen.
          await expectAnnounced(page, '이미 로그인되어 있어요.');
          expect(await screensSeen(page)).not.toContain('input');
          expect(await screensSeen(page)).not.toContain('로그인');
          expect(await screensSeen(page)).not.toContain('회원가입');
          await expectAccessible(page, `home after ${path} at ${width}`);
        });
      }
    });

    test('back into an old /login after logging in elsewhere returns to the page that was being read', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('link', { name: '회원가입' }).click();
      await expect(page).toHaveURL(/\/signup$/);

      // Logged in in another tab; this tab follows the session but keeps the sign-up it is on.
      const other = await page.context().newPage();
      await logIn(other, member.loginId, member.password);
      await expect(other).toHaveURL(/\/$/);
      await other.close();
      await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeVisible();
      await expectAnnounced(page, '이미 로그인되어 있어요.');
      await expectAccessible(page, `/help after the old /login at ${width}`);
    });
  });
}
