import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectAnnounced, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn, type TestMember } from './members.ts';

/*
 * Issue 15's reminders and calendar feed as a new member: a dated to-do, reminder mails, a calendar address read and
 * cut, then the clock advanced by the test hook (ADR 026) to read the reminder and turn it off from its link.
 */

const JOB_ID = 5;

/** Today plus `days` in Asia/Seoul, as `YYYY-MM-DD`. */
function seoulDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(Date.now() + days * 86_400_000);
}

type OutboxMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** The reminder mailed to `email` that lists the to-do `title`, read from the dev outbox (polled: the queue sends it). */
async function readReminder(email: string, title: string, timeoutMs = 20_000): Promise<OutboxMail> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
      try {
        const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail;
        if (mail.to.toLowerCase() === email.toLowerCase() && mail.text.includes(`[목표일] ${title}`))
          return mail;
      } catch {
        // Half-written: the next round reads it.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reminder about "${title}" mailed to ${email}`);
}

async function advanceClockAndScan(request: APIRequestContext, at: string) {
  const res = await request.post('/v1/test-hooks/reminders-scan', { data: { at } });
  expect(res.status(), await res.text()).toBe(200);
}

async function journey(page: Page, member: TestMember, width: number) {
  const main = page.getByRole('main');
  const height = width < 480 ? 844 : 1000;
  await page.setViewportSize({ width, height });
  await logIn(page, member.loginId, member.password);
  await expect(page).not.toHaveURL(/\/login$/);

  const todoTitle = `원서 사진 찍기 ${width}`;
  const targetDate = seoulDay(10);
  await test.step('choose the job and add a to-do with a 목표일', async () => {
    await page.goto(`/jobinfo/${JOB_ID}`);
    await main.getByRole('button', { name: '내 할일에 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '내 할일에 담았어요' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto('/mytodo/list');
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    await main.getByRole('link', { name: '추가하기' }).click();
    await expect(page).toHaveURL(/\/mytodo\/add\/\d+$/);
    await main.getByRole('textbox', { name: /^할일 제목/ }).fill(todoTitle);
    await main.getByLabel(/^목표일 \(선택\)$/).fill(targetDate);
    await main.getByRole('button', { name: '할일 추가하기' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list\?group=\d+$/);
    await expect(main.getByRole('checkbox', { name: new RegExp(`^${todoTitle}.*D-10`) })).toBeVisible();
  });

  await test.step('/mypage: turn reminder mails on', async () => {
    await page.goto('/mypage');
    const reminders = main.getByRole('region', { name: '알림 메일' });
    const on = reminders.getByRole('switch', { name: '마감 알림 메일 받기' });
    await expect(on).not.toBeChecked();
    await expect(reminders.getByRole('switch', { name: '월요일마다 2주 일정 모아보기' })).toBeDisabled();
    // The input is visually hidden; a member presses its label.
    await reminders.getByText('마감 알림 메일 받기', { exact: true }).click();
    await expect(on).toBeChecked();
    await expect(reminders.getByText('알림 메일을 켰어요.', { exact: false })).toBeVisible();
    await expectAccessible(page, `${width}: /mypage with reminders on`);
    await expectNoHorizontalOverflow(page);
  });

  await test.step('/mypage: a calendar address shows the to-do on its day; once cut, it answers 404', async () => {
    const card = main.getByRole('region', { name: '휴대폰 달력에 일정 넣기' });
    await card.getByRole('button', { name: '달력 주소 만들기' }).click();
    const address = card.getByRole('textbox', { name: '내 달력 주소' });
    await expect(address).toHaveValue(/\/v1\/calendar\/[\w-]+\.ics$/);
    await expect(card.getByRole('link', { name: '달력 앱에서 열기' })).toHaveAttribute('href', /^webcal:/);
    await expectAccessible(page, `${width}: /mypage with a fresh calendar address`);
    await expectNoHorizontalOverflow(page);

    // A calendar app reads it without logging in.
    const url = await address.inputValue();
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const event = ics.split('BEGIN:VEVENT').find((block) => block.includes(todoTitle));
    expect(event, ics).toBeDefined();
    expect(event).toContain(`DTSTART;VALUE=DATE:${targetDate.replaceAll('-', '')}`);

    await card.getByRole('button', { name: '연결 끊기' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: '연결 끊기' }).click();
    await expectAnnounced(page, '달력 연결을 끊었어요.');
    await expect(card.getByRole('button', { name: '달력 주소 만들기' })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  let unsubscribeLink = '';
  await test.step('advance the clock to the 목표일: the reminder is in the outbox, saying why', async () => {
    await advanceClockAndScan(page.request, `${targetDate}T08:00:00+09:00`);
    const mail = await readReminder(member.email, todoTitle);
    // Other lines due that day (the certificate's exam rounds) may share the mail; the subject names the first.
    expect(mail.subject).toMatch(/^\[다시봄\] 오늘까지: /);
    expect(mail.text).toContain(
      `오늘(${Number(targetDate.slice(5, 7))}월 ${Number(targetDate.slice(8))}일)까지예요:`,
    );
    expect(mail.text).toContain('마이페이지에서 알림 메일을 켜 두셔서');
    expect(mail.text).toContain(`- [목표일] ${todoTitle}`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /(http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    unsubscribeLink = link ?? '';
  });

  await test.step('the link in the mail turns reminders off without logging in', async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const visitor = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
    const mailPage = await visitor.newPage();
    await mailPage.goto(unsubscribeLink);
    const body = mailPage.getByRole('main');
    await expect(body.getByRole('heading', { level: 1, name: '알림 메일 끄기' })).toBeVisible();
    await expectAccessible(mailPage, `${width}: /unsubscribe`);
    await expectNoHorizontalOverflow(mailPage);
    await body.getByRole('button', { name: '알림 메일 끄기' }).click();
    await expect(body.getByRole('status')).toContainText('알림 메일을 껐어요.');
    await expectAccessible(mailPage, `${width}: /unsubscribe done`);
    await visitor.close();

    await page.goto('/mypage');
    await expect(
      main.getByRole('region', { name: '알림 메일' }).getByRole('switch', { name: '마감 알림 메일 받기' }),
    ).not.toBeChecked();
  });
}

test.describe('reminders and the calendar feed', () => {
  for (const width of [1440, 390]) {
    test(`a member is reminded on a to-do's day, subscribes a calendar, and unsubscribes from the mail at ${width} px`, async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await journey(page, member, width);
    });
  }
});
