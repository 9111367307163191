// Screenshots of the scrap screens for a visual check (issue 11): /jobsearch with hearts and both scrap tabs, at 390
// and 1440 px, as a member with two saved postings and a saved course. Usage (a running server with its outbox):
//   BASE_URL=http://127.0.0.1:3921 OUTBOX_DIR=/path/outbox OUT_DIR=/tmp/w11-shots node scripts/scrap-screenshots.mjs
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { logIn } from './run-kit.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3921';
const outbox = process.env.OUTBOX_DIR;
const outDir = process.env.OUT_DIR ?? '/tmp/w11-shots';
mkdirSync(outDir, { recursive: true });

async function post(path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

async function code(email) {
  for (let i = 0; i < 50; i++) {
    for (const name of readdirSync(outbox)) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8'));
      const match = mail.to === email && /(\d{6})/.exec(mail.text);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no code');
}

const run = Date.now().toString(36).slice(-6);
const member = { loginId: `shot${run}`, password: 'Spring!2026xy', email: `shot-${run}@example.com` };
await post('/v1/member/auth/email/verifications', { email: member.email, type: 'SIGN_UP' });
await post('/v1/member/auth/email/verifications/verify', {
  email: member.email,
  code: await code(member.email),
  type: 'SIGN_UP',
});
await post('/v1/member/auth/sign-up', {
  ...member,
  nickName: `사진${run.slice(-4)}`,
  birthDate: '1964/05/20',
  gender: 'FEMALE',
  regionCode: 101010,
});
const login = await post('/v1/member/auth/login', { loginId: member.loginId, password: member.password });
const token = login.data.accessToken;

const list = await (
  await fetch(`${base}/v1/recruit/list?pageNum=0&sortBy=${encodeURIComponent('마감 임박순')}`)
).json();
for (const posting of list.data.job.slice(0, 2))
  await post(`/v1/scrap/recruit/${posting.id}`, undefined, token);
const courses = await (
  await fetch(`${base}/v1/training/list?pageNum=0&type=${encodeURIComponent('이론 위주')}`)
).json();
const course = courses.data.srchList[0];
await post(
  `/v1/scrap/training?type=${encodeURIComponent(course.type)}`,
  {
    trprId: course.trprId,
    trprDegr: course.trprDegr,
    trainstCstId: course.trainstCstId,
    traStartDate: course.traStartDate.replaceAll('-', '/'),
    traEndDate: course.traEndDate.replaceAll('-', '/'),
  },
  token,
);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await logIn(page, base, member);
  for (const [name, path] of [
    ['jobsearch', '/jobsearch?job=&location='],
    ['scrap-job', '/mytodo/scrap/job'],
    ['scrap-edu', '/mytodo/scrap/edu'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    // The cards, not the page's banner: hearts are what this shot is for.
    if (name === 'jobsearch') {
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      await page
        .locator('#recruit-results-title')
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
      await page.waitForFunction(() => window.scrollY > 0);
    }
    await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: false });
  }
  await context.close();
}
await browser.close();
console.log('saved to', outDir);
