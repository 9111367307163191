import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectAnnounced, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, type TestMember, textField } from './members.ts';

/*
 * Issue 12's to-do journey, from choosing a job to quick-add, with the pointer and the keyboard only; axe on every
 * screen. The YouTube player is stubbed (the machine only talks to 127.0.0.1); the frame's address is what counts.
 */

// Two real PNGs (2×2, red and blue), uploaded as files the way a browser sends them.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6FxR0ODAUIBACOuBLGwh8F2AAAAAElFTkSuQmCC',
  'base64',
);
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPQCLijEXCHAUIBACJuBVFhK77IAAAAAElFTkSuQmCC',
  'base64',
);
const VIDEO_ID = 'dQw4w9WgXcQ';

type Mode = 'pointer' | 'keyboard';

/** Presses Tab until `target` (or something inside it) has focus. */
async function tabTo(page: Page, target: Locator, max = 150) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    const isFocused = await target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (isFocused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The same journey with the pointer or with the keyboard only. */
function driver(page: Page, mode: Mode) {
  const press = async (target: Locator, key: 'Enter' | 'Space' = 'Enter') => {
    if (mode === 'pointer') return target.click();
    await tabTo(page, target);
    await page.keyboard.press(key);
  };
  return {
    press,
    /** Checkboxes and switches toggle with Space; a pointer presses their label (the input is visually hidden). */
    toggle: async (target: Locator) => {
      if (mode === 'pointer') return target.locator('xpath=ancestor::label[1]').click();
      await tabTo(page, target);
      await page.keyboard.press('Space');
    },
    fill: async (target: Locator, text: string) => {
      if (mode === 'pointer') return target.fill(text);
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
    chooseFile: async (trigger: Locator, name: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await press(trigger);
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
    },
  };
}

async function logInAs(page: Page, mode: Mode, member: TestMember) {
  const act = driver(page, mode);
  await page.goto('/login');
  await act.fill(textField(page, '아이디'), member.loginId);
  await act.fill(page.locator('input').and(page.getByLabel(/^비밀번호\s*\(필수\)$/)), member.password);
  await act.press(page.getByRole('button', { name: '로그인', exact: true }));
  await expect(page).not.toHaveURL(/\/login$/);
}

const checklist = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') });

async function titlesInList(page: Page): Promise<string[]> {
  const boxes = page.getByRole('main').getByRole('checkbox');
  return (
    await boxes.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.innerText ?? ''))
  ).map((text) => text.replace(/\s*공개$/, '').trim());
}

async function journey(page: Page, mode: Mode, member: TestMember, width: number) {
  const act = driver(page, mode);
  const main = page.getByRole('main');
  await page.setViewportSize({ width, height: width < 480 ? 844 : 1000 });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="ko"><head><title>동영상</title></head><body><p>영상 자리</p></body></html>',
    }),
  );
  await logInAs(page, mode, member);

  let jobName = '';
  let starters: string[] = [];
  await test.step('choose a job on its page; its starter to-dos are in the list', async () => {
    await page.goto('/jobinfo/1');
    // The heading names the job once its facts have arrived (a placeholder title before).
    await expect(main.getByRole('button', { name: '내 할일에 추가' })).toBeEnabled();
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('직업 상세 정보');
    jobName = (await main.getByRole('heading', { level: 1 }).innerText()).trim();
    await act.press(main.getByRole('button', { name: '내 할일에 추가' }));
    const dialog = page.getByRole('dialog', { name: '내 할일에 담았어요' });
    await expect(dialog).toBeVisible();
    await act.press(dialog.getByRole('link', { name: '할일 목록 보기' }));
    await expect(page).toHaveURL(/\/mytodo\/list$/);
    await expect(main.getByRole('heading', { level: 1, name: '나의 할일' })).toBeVisible();
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    starters = await titlesInList(page);
    expect(starters.length).toBeGreaterThanOrEqual(3);
    await expect(main.getByText(`${starters.length}개 중 0개 완료`)).toBeVisible();
    await expect(main.getByText('조회수 0회')).toBeVisible();
    await expect(main.getByRole('button', { name: /직업 선택/ })).toContainText(jobName);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `/mytodo/list (${mode}, ${width})`);
  });

  await test.step('tick two; the progress says 2 done, also after a reload', async () => {
    await act.toggle(main.getByRole('checkbox', { name: starters[0] }));
    await act.toggle(main.getByRole('checkbox', { name: starters[1] }));
    await expect(main.getByText(`${starters.length}개 중 2개 완료`)).toBeVisible();
    await expect(main.getByRole('progressbar', { name: '할일 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await page.reload();
    await expect(main.getByText(`${starters.length}개 중 2개 완료`)).toBeVisible();
    await expect(main.getByRole('checkbox', { name: starters[0] })).toBeChecked();
  });

  const title = `유튜브로 공부하기 ${mode} ${width}`;
  let firstImage = '';
  await test.step('add a to-do with a memo, an image and a YouTube link', async () => {
    await act.press(main.getByRole('link', { name: '추가하기' }));
    await expect(page).toHaveURL(/\/mytodo\/add\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: '할일 추가' })).toBeVisible();
    await expect(main.getByRole('button', { name: '할일 추가하기' })).toBeDisabled();
    await act.fill(main.getByRole('textbox', { name: /^할일 제목/ }), title);
    const memo = '강의 1편 보기\n노트에 정리하기';
    await act.fill(main.getByRole('textbox', { name: /^메모/ }), memo);
    await expect(main.getByText(`${memo.length} / 5000`, { exact: false })).toBeVisible();
    await act.fill(main.getByRole('textbox', { name: /^유튜브 링크/ }), `https://youtu.be/${VIDEO_ID}`);
    const frame = main.locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    await act.chooseFile(main.getByRole('button', { name: '사진 고르기' }), 'first.png', RED_PNG);
    await expect(main.getByRole('img', { name: '새로 고른 이미지 1' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `/mytodo/add (${mode}, ${width})`);
    await act.press(main.getByRole('button', { name: '할일 추가하기' }));
    await expect(page).toHaveURL(/\/mytodo\/list\?group=\d+$/);
    await expectAnnounced(page, '할일이 추가되었습니다. 메모가 저장되었습니다.');
    await expect(main.getByRole('checkbox', { name: title })).toBeVisible();
  });

  await test.step('open its memo view: read-only, the video and the image', async () => {
    await act.press(main.getByRole('link', { name: `${title}: 메모 보기 (메모 있음)` }));
    await expect(page).toHaveURL(/\/mytodo\/memo\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: '할일 메모' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^할일 제목/ })).toHaveValue(title);
    await expect(main.getByRole('textbox', { name: /^할일 제목/ })).toHaveAttribute('readonly', '');
    await expect(main.getByRole('textbox', { name: /^메모/ })).toHaveValue('강의 1편 보기\n노트에 정리하기');
    await expect(main.getByRole('button', { name: '메모 보기' })).toBeDisabled();
    await expect(main.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    );
    const image = main.getByRole('img', { name: '첨부 이미지 1' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    firstImage = (await image.getAttribute('src')) ?? '';
    expect(firstImage).toMatch(/^\/files\//);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `/mytodo/memo (${mode}, ${width})`);
  });

  await test.step('edit it and replace the image', async () => {
    await act.press(main.getByRole('link', { name: '수정하기' }));
    await expect(page).toHaveURL(/\/mytodo\/edit\/\d+$/);
    await expect(main.getByRole('button', { name: '메모 수정하기' })).toBeEnabled();
    await act.fill(main.getByRole('textbox', { name: /^메모/ }), '강의 1편 보고 정리했어요');
    await act.chooseFile(main.getByRole('button', { name: '사진 새로 고르기' }), 'second.png', BLUE_PNG);
    await expect(
      main.getByText('저장하면 지금 있는 사진 1장이 지워지고 새로 고른 사진 1장으로 바뀌어요.'),
    ).toBeVisible();
    await expectAccessible(page, `/mytodo/edit (${mode}, ${width})`);
    await act.press(main.getByRole('button', { name: '메모 수정하기' }));
    await expect(page).toHaveURL(/\/mytodo\/list\?group=\d+$/);
    await expectAnnounced(page, '메모가 업데이트되었습니다.');
    await act.press(main.getByRole('link', { name: `${title}: 메모 보기 (메모 있음)` }));
    await expect(main.getByRole('textbox', { name: /^메모/ })).toHaveValue('강의 1편 보고 정리했어요');
    await expect(main.getByRole('img', { name: /첨부 이미지/ })).toHaveCount(1);
    const image = main.getByRole('img', { name: '첨부 이미지 1' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).not.toBe(firstImage);
    await act.press(main.getByRole('link', { name: '목록으로' }));
    await expect(page).toHaveURL(/\/mytodo\/list\?group=\d+$/);
  });

  await test.step('delete a to-do and undo it; it is back in place after a reload', async () => {
    // The list arrives after the address changes: read it once it is there.
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    const before = await titlesInList(page);
    const victim = starters[2] as string;
    await act.press(main.getByRole('button', { name: '편집' }));
    await act.press(main.getByRole('button', { name: `${victim} 삭제` }));
    await expectAnnounced(page, '할일 1개가 삭제되었어요');
    const undo = main.getByRole('button', { name: `${victim} 삭제 취소` });
    await expect(undo).toBeFocused();
    await expectAccessible(page, `/mytodo/list edit mode with an undo row (${mode}, ${width})`);
    await act.press(undo);
    await expectAnnounced(page, '삭제한 할일을 되돌렸어요.');
    await expect(undo).toHaveCount(0);
    await act.press(main.getByRole('button', { name: '취소' }));
    await expect(main.getByRole('button', { name: '편집' })).toBeVisible();
    await page.reload();
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    expect(await titlesInList(page)).toEqual(before);
    await expect(main.getByText(`${before.length}개 중 2개 완료`)).toBeVisible();
  });

  await test.step('quick-add adds a to-do from /jobfound', async () => {
    await page.goto('/jobfound');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await act.press(page.getByRole('button', { name: '바로 할일 추가' }));
    const dialog = page.getByRole('dialog', { name: '바로 할일 추가' });
    await expect(dialog.getByText(`${jobName} 할일 목록에 추가돼요.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '추가' })).toBeDisabled();
    await expectAccessible(page, `quick-add panel (${mode}, ${width})`);
    await act.fill(dialog.getByRole('textbox', { name: /^할일/ }), `바로 추가 ${mode} ${width}`);
    await act.press(dialog.getByRole('button', { name: '추가' }));
    await expect(dialog).toBeHidden();
    await expectAnnounced(page, '할일을 추가했어요.');
    await page.goto('/mytodo/list');
    await expect(checklist(page).getByRole('checkbox', { name: `바로 추가 ${mode} ${width}` })).toBeVisible();
  });
}

/** What can be read or pressed under the quick-add button or its strip, listed for the error message. */
async function underQuickAdd(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-quick-add]');
    const strip = button?.parentElement;
    if (!button || !strip) return ['no quick-add button'];
    const isDocked = getComputedStyle(strip).backgroundColor !== 'rgba(0, 0, 0, 0)';
    const area = (isDocked ? strip : button).getBoundingClientRect();
    const hits: string[] = [];
    const selector =
      'a, button, input, textarea, [role="checkbox"], [role="switch"], p, h1, h2, h3, li, label, img';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (strip.contains(element) || element.closest('[aria-live], [role="status"], [role="dialog"]'))
        continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (sr-only) has no area a reader could lose.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top)
        hits.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return hits;
  });
}

test.describe('my to-dos', () => {
  for (const width of [1440, 390]) {
    test(`a new member plans with to-dos at ${width} px`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await journey(page, 'pointer', await createMember(request), width);
    });
  }

  test('the whole journey with the keyboard only', async ({ page, request }) => {
    test.setTimeout(240_000);
    await journey(page, 'keyboard', await createMember(request), 1440);
  });

  test('a deleted to-do keeps its 삭제 취소 after a reload, from the server, and it brings the to-do back', async ({
    page,
    request,
  }) => {
    const main = page.getByRole('main');
    await logInAs(page, 'pointer', await createMember(request));
    await page.goto('/jobinfo/2');
    await main.getByRole('button', { name: '내 할일에 추가' }).click();
    await page
      .getByRole('dialog', { name: '내 할일에 담았어요' })
      .getByRole('link', { name: '할일 목록 보기' })
      .click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    const before = await titlesInList(page);
    const victim = before[1] as string;

    await main.getByRole('button', { name: '편집' }).click();
    await main.getByRole('button', { name: `${victim} 삭제` }).click();
    await expectAnnounced(page, '할일 1개가 삭제되었어요');
    await page.reload();

    // Nothing of this tab survives a reload: the row comes from the server's restorable to-dos, in its place.
    const undo = main.getByRole('button', { name: `${victim} 삭제 취소` });
    await expect(undo).toBeVisible();
    await expect(main.getByRole('button', { name: '편집' })).toBeVisible();
    const rows = checklist(page).getByRole('listitem');
    await expect(rows.nth(1)).toContainText(`‘${victim}’ 할일을 삭제했어요.`);
    await expect(rows.nth(1)).toContainText('까지 되돌릴 수 있어요.');
    expect(await titlesInList(page)).toEqual(before.filter((title) => title !== victim));
    await expectAccessible(page, '/mytodo/list with a restorable row after a reload');
    await expectNoHorizontalOverflow(page);

    await undo.click();
    await expectAnnounced(page, '삭제한 할일을 되돌렸어요.');
    await expect(undo).toHaveCount(0);
    await expect(main.getByRole('checkbox', { name: victim })).toBeFocused();
    expect(await titlesInList(page)).toEqual(before);
    await page.reload();
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    expect(await titlesInList(page)).toEqual(before);
    await expect(undo).toHaveCount(0);
  });

  test('a visitor at /mytodo/list goes home with the toast; quick-add explains and offers a login', async ({
    page,
  }) => {
    await page.goto('/mytodo/list');
    await expect(page).toHaveURL(/\/$/);
    await expectAnnounced(page, '로그인 후 이용 가능한 기능입니다.');
    await page.getByRole('button', { name: '바로 할일 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '바로 할일 추가' });
    await expect(dialog.getByText('할일 바로 추가는 로그인한 회원이 쓸 수 있어요.')).toBeVisible();
    await expectAccessible(page, 'quick-add panel for a visitor');
    await dialog.getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member without a job: the list and quick-add point to /jobfound', async ({ page, request }) => {
    const member = await createMember(request);
    await logInAs(page, 'pointer', member);
    await page.goto('/mytodo/list');
    await expect(page.getByRole('main').getByText('담은 직업이 아직 없어요!')).toBeVisible();
    await expectAccessible(page, '/mytodo/list without a job');
    await page.getByRole('button', { name: '바로 할일 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '바로 할일 추가' });
    await dialog.getByRole('link', { name: '직업 찾아보기' }).click();
    await expect(page).toHaveURL(/\/jobfound$/);
  });
  test('the quick-add button covers nothing at 320 px (보통 and 아주 크게), at 640 px with 아주 크게 text, and at 1440 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request);
    await logInAs(page, 'pointer', member);
    await page.goto('/jobinfo/1');
    await page.getByRole('main').getByRole('button', { name: '내 할일에 추가' }).click();
    await expect(page.getByRole('dialog', { name: '내 할일에 담았어요' })).toBeVisible();
    const cases = [
      { width: 320, height: 640, textSize: 'normal' },
      { width: 320, height: 640, textSize: 'xlarge' },
      { width: 640, height: 720, textSize: 'xlarge' },
      { width: 1440, height: 900, textSize: 'normal' },
    ];
    for (const { width, height, textSize } of cases) {
      await page.setViewportSize({ width, height });
      await page.evaluate((size) => localStorage.setItem('dasibom:textSize', size), textSize);
      for (const path of ['/mytodo/list', '/jobfound', '/']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/mytodo/list')
          await expect(page.getByRole('main').getByRole('checkbox').first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        const atTop = await underQuickAdd(page);
        // Scrolled to the very end, again on every try: the page may still be growing (a list, images) after its
        // heading shows, and the end of a longer page is further down.
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return underQuickAdd(page);
          }, `${path} at ${width} px (${textSize}), scrolled down`)
          .toEqual([]);
        // Floating in the margin (wide screens): nothing under it at the top either. Docked (a strip like the top
        // bar): the page scrolls under the strip, and its last lines clear it.
        const isFloating = await page
          .locator('[data-quick-add]')
          .evaluate(
            (button) =>
              getComputedStyle(button.parentElement as Element).backgroundColor === 'rgba(0, 0, 0, 0)',
          );
        if (isFloating) expect(atTop, `${path} at ${width} px (${textSize}), top`).toEqual([]);
        expect(isFloating).toBe(width === 1440);
        await expectNoHorizontalOverflow(page);
      }
    }
  });
});
