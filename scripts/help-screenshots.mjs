// The pictures of the help page (/help, issue 14): phone-width screenshots of the real app with sample data, cropped
// to the part each section talks about, written as small WebP files to apps/web/public/images/help/ together with
// their sizes (apps/web/src/app/routes/help-images.json, read by help.tsx for width/height).
//
//   npm run help:screenshots            (builds first)
//   node scripts/help-screenshots.mjs   (uses the existing build)
//
// Starts the built server on its own temporary PGlite directory and a free port (HELP_SHOTS_PORT to choose one),
// signs a member up through the API, prepares a plan (a job, checked to-dos, a memo with photos and a video link,
// the public switch, scraps), answers the questionnaire in the browser, and photographs each step in Chromium
// (/usr/bin/chromium; CHROME_PATH overrides). Every request that is not to this server is refused, so nothing leaves
// the machine. Afterwards: open the pictures and the /help page and check that the captions still say what they show.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
// sharp is the server's image library (apps/server); here it encodes the screenshots as WebP.
import sharp from 'sharp';
import { chromePath, freePort, logIn as logInAt, serverEnv, stopAndRemove, unlimited } from './run-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/server.mjs');
const outDir = join(root, 'apps/web/public/images/help');
const sizesFile = join(root, 'apps/web/src/app/routes/help-images.json');

/** Phone width in CSS pixels, and the pixel ratio of the pictures: sharp enough to read, small enough to send. */
const PHONE = { width: 390, height: 844 };
const SCALE = 1.5;
const WEBP = { quality: 72, effort: 6 };
/** Each picture must stay small (the issue's budget: ≤ 60 KB each, ≤ 400 KB together). */
const MAX_BYTES = 60_000;
const MAX_TOTAL_BYTES = 400_000;

if (!existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('No build found. Run `npm run build` first (or `npm run help:screenshots`, which builds).');
  process.exit(1);
}

const port = Number(process.env.HELP_SHOTS_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'dasibom-help-shots-'));
const outbox = join(dataDir, 'outbox');

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...serverEnv(port, dataDir),
    ...unlimited,
    NODE_ENV: 'test',
  },
});

let browser;
async function stop() {
  await browser?.close().catch(() => {});
  await stopAndRemove(server, dataDir);
}

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** One API call; the answer's `data`, or an error with the server's answer. */
async function api(method, path, { body, token } = {}) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The 6-digit code the dev mailer wrote to the outbox for `email`. */
async function mailedCode(email) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.json')) : [];
    for (const name of names) {
      try {
        const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8'));
        const code = mail.to === email && /(\d{6})/.exec(mail.text)?.[1];
        if (code) return code;
      } catch {
        // Half written: read it again next round.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

const member = {
  loginId: 'spring65',
  password: 'Maple!2026sun',
  email: 'spring65@example.com',
  nickName: '봄날',
};

/** A member living in 서울 강남구, through the same calls the sign-up screens make. */
async function signUp() {
  await api('POST', '/v1/member/auth/email/verifications', {
    body: { email: member.email, type: 'SIGN_UP' },
  });
  const code = await mailedCode(member.email);
  await api('POST', '/v1/member/auth/email/verifications/verify', {
    body: { email: member.email, code, type: 'SIGN_UP' },
  });
  await api('POST', '/v1/member/auth/sign-up', {
    body: { ...member, birthDate: '1965/03/02', gender: 'FEMALE', regionCode: 101010 },
  });
  const login = await api('POST', '/v1/member/auth/login', {
    body: { loginId: member.loginId, password: member.password },
  });
  return login.accessToken;
}

/** A sample "photo" drawn by the browser (a note on a desk), clearly marked as an example. */
async function samplePhoto(context, { title, lines, tint }) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 640, height: 480 });
  await page.setContent(`
    <body style="margin:0;width:640px;height:480px;display:grid;place-items:center;background:${tint};
      font-family:'NanumGothic',sans-serif">
      <div style="width:440px;padding:36px 40px;background:#fffdf7;border-radius:10px;transform:rotate(-3deg);
        box-shadow:0 12px 28px rgb(0 0 0 / .18)">
        <div style="font-size:34px;font-weight:700;color:#2d2a4a;margin-bottom:18px">${title}</div>
        ${lines.map((line) => `<div style="font-size:24px;color:#4a4760;border-bottom:2px solid #e4e0f5;padding:8px 0">${line}</div>`).join('')}
        <div style="margin-top:18px;font-size:20px;color:#6b6880">예시 사진</div>
      </div>
    </body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** The plan the pictures show: 요양보호사 with three to-dos done, one with a memo, photos and a video, all public. */
async function preparePlan(context, token) {
  await api('POST', '/v1/my-dream/job/1', { token });
  const [job] = await api('GET', '/v1/my-dream/todo/jobs', { token });
  const groupId = job.todoGroupId;
  const group = await api('GET', `/v1/my-dream/todo-group/${groupId}`, { token });
  for (const todo of group.todos.slice(0, 3))
    await api('PATCH', `/v1/my-dream/todo/${todo.todoId}/complete-state`, {
      token,
      body: { completed: true },
    });

  const form = new FormData();
  form.set('todoTitle', '교육원 두 곳 상담 다녀오기');
  form.set(
    'memoText',
    [
      '집 근처 교육원 두 곳에 다녀왔어요.',
      '- 한 곳은 평일 낮반, 한 곳은 저녁반이 있어요.',
      '- 국민내일배움카드로 수강료를 지원받을 수 있대요.',
      '다음 주 화요일까지 한 곳을 정해서 신청하기.',
    ].join('\n'),
  );
  // A made-up video address in YouTube's form (sample data, like the rest of the page).
  form.set('link', 'https://www.youtube.com/watch?v=yoyang_ex01');
  const photos = [
    { title: '교육원 안내문', lines: ['평일 낮반 9시~18시', '수업 기간 약 2개월'], tint: '#d9d2fb' },
    { title: '상담 메모', lines: ['내일배움카드 신청', '화요일까지 결정'], tint: '#f6dfc6' },
  ];
  for (const [index, photo] of photos.entries())
    form.append(
      'images',
      new Blob([await samplePhoto(context, photo)], { type: 'image/png' }),
      `photo-${index + 1}.png`,
    );
  const { todoId } = await api('POST', `/v1/my-dream/todo-group/${groupId}`, { token, body: form });
  await api('PATCH', `/v1/my-dream/todo/${groupId}/public-state`, { token, body: { isPublic: true } });
  return { groupId, todoId };
}

/** Two postings near home and one course, saved with the hearts' calls. */
async function saveScraps(token) {
  const near = await api(
    'GET',
    `/v1/recruit/near?jobName=${encodeURIComponent('요양보호사')}&place=${encodeURIComponent('서울 강남구')}&size=3`,
    { token },
  );
  for (const posting of near.job.slice(0, 2)) await api('POST', `/v1/scrap/recruit/${posting.id}`, { token });
  const courses = await api(
    'GET',
    `/v1/training/list?pageNum=0&type=${encodeURIComponent('이론 위주')}&job=${encodeURIComponent('요양보호사')}`,
  );
  const course = courses.srchList[0];
  if (course)
    await api('POST', `/v1/scrap/training?type=${encodeURIComponent(course.type)}`, {
      token,
      body: {
        trprId: course.trprId,
        trprDegr: course.trprDegr,
        trainstCstId: course.trainstCstId,
        traStartDate: course.traStartDate.replaceAll('-', '/'),
        traEndDate: course.traEndDate.replaceAll('-', '/'),
      },
    });
}

/** A browser context at phone width that only talks to our server. */
async function newPhoneContext(options = {}) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: SCALE,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
    ...options,
  });
  await context.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  return context;
}

// The top bar and the quick-add strip are fixed to the screen: hidden while a part of the page is photographed, so
// they do not land in the middle of a picture (the menu and text-size pictures show the bar itself). Set through the
// DOM: the app's CSP refuses injected style sheets.
async function setFixedBarsHidden(page, isHidden) {
  await page.evaluate((hide) => {
    const bars = [...document.querySelectorAll('header.fixed, .fixed')].filter(
      (el) => el.matches('header') || el.querySelector('[data-quick-add]'),
    );
    for (const bar of bars) bar.style.visibility = hide ? 'hidden' : '';
    document.documentElement.style.caretColor = hide ? 'transparent' : '';
  }, isHidden);
}

const written = [];

/** Encodes a PNG screenshot as WebP into the help folder and remembers its size. */
async function save(name, png) {
  const webp = await sharp(png).webp(WEBP).toBuffer({ resolveWithObject: true });
  writeFileSync(join(outDir, `${name}.webp`), webp.data);
  written.push({ name, width: webp.info.width, height: webp.info.height, bytes: webp.data.length });
}

/** The page's box around `from` … `to` (page coordinates), `pad` CSS pixels around, the page's full width. */
async function regionOf(page, from, to = from, { pad = 12, maxHeight = 720 } = {}) {
  const top = await from.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const bottom = await to.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  const y = Math.max(0, Math.floor(top - pad));
  const height = Math.min(maxHeight, Math.ceil(bottom + pad) - y);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return { x: 0, y, width, height };
}

/** A cropped picture of part of the page, without the fixed bars. */
async function shootRegion(page, name, from, to, options) {
  await setFixedBarsHidden(page, true);
  // Lazy parts (images, the list below the fold) load once they have been on screen.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
  const clip = await regionOf(page, from, to, options);
  const png = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
  await setFixedBarsHidden(page, false);
  await save(name, png);
}

async function logIn(page) {
  await logInAt(page, base, member);
}

/** The questionnaire as a person would answer it (a carer who likes talking to people). */
const ANSWERS = [
  '누군가를 돕거나 돌봐 드릴 때',
  '사람들과 이야기 나누기',
  '배려심이 깊다',
  '꾸준한 수입',
  '몇 달 준비해도 괜찮아요',
  '평일 낮 (9시~18시)',
  '여러 사람과 어울리는 일',
  '네, 괜찮아요',
  '네, 준비할 수 있어요',
];

async function visitorShots() {
  const context = await newPhoneContext();
  const page = await context.newPage();

  // 1. The phone menu: every menu, 사용설명서, 글자 크기, 로그인.
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: '메뉴' }).click();
  const menu = page.getByRole('dialog', { name: '메뉴' });
  await menu.getByRole('link', { name: '로그인' }).waitFor();
  const box = await menu.boundingBox();
  const menuPng = await page.screenshot({
    clip: {
      x: 0,
      y: 0,
      width: PHONE.width,
      height: Math.min(PHONE.height, Math.ceil(box.y + box.height + 8)),
    },
    animations: 'disabled',
  });
  await save('menu', menuPng);

  // 2. Sign-up, first step: the password checklist while typing.
  await page.goto(`${base}/signup`);
  await page.getByRole('textbox', { name: /^아이디/ }).fill('spring65');
  await page
    .locator('input')
    .and(page.getByLabel(/^비밀번호\s*\(필수\)$/))
    .fill('spring2026');
  const checklist = page.getByRole('list').filter({ hasText: '특수문자' }).first();
  await shootRegion(page, 'signup', page.getByRole('heading', { level: 1 }), checklist, { pad: 16 });
  await context.close();
}

async function memberShots(token) {
  const context = await newPhoneContext();
  const page = await context.newPage();
  await logIn(page);

  // 3. The recommendation: how many questions were answered, and the first card's reasons.
  await page.goto(`${base}/onboard`);
  for (const [index, answer] of ANSWERS.entries()) {
    await page.getByText(`질문 ${index + 1} / ${ANSWERS.length}`).waitFor();
    await page.getByRole('main').locator('label').filter({ hasText: answer }).first().click();
    await page.getByRole('button', { name: index === ANSWERS.length - 1 ? '제출' : /^다음/ }).click();
  }
  await page.waitForURL(/\/jobrecommend/);
  const firstCard = page.getByRole('list', { name: '추천 직업' }).getByRole('listitem').first();
  await firstCard.waitFor();
  // The card from its title down: the picture above the title is decoration.
  await shootRegion(page, 'recommend', firstCard.getByRole('heading', { level: 2 }), firstCard, {
    pad: 10,
    maxHeight: 1000,
  });

  // The plan, made after the recommendation so that its card still offers 저장 (not 담았어요).
  const plan = await preparePlan(context, token);
  await saveScraps(token);

  // 4. The to-do list: progress and checked to-dos.
  await page.goto(`${base}/mytodo/list?group=${plan.groupId}`);
  const checklist = page.getByRole('list', { name: /할일$/ });
  await checklist.waitFor();
  await shootRegion(
    page,
    'todo-list',
    page.getByRole('heading', { level: 1, name: '나의 할일' }),
    checklist.getByRole('listitem').nth(3),
    { maxHeight: 900 },
  );

  // 7. The public switch with the preview of what others see.
  await page.getByRole('button', { name: '다른 사람에게 보이는 모습' }).click();
  const preview = page.getByRole('list', { name: '다른 사람에게 보이는 할일' });
  await preview.waitFor();
  await shootRegion(
    page,
    'public',
    page.getByRole('heading', { name: '목록 공개 설정' }),
    preview.getByRole('listitem').nth(2),
    { maxHeight: 760 },
  );

  // 5. The memo editor: memo and the video link.
  await page.goto(`${base}/mytodo/edit/${plan.todoId}`);
  const memo = page.getByRole('textbox', { name: '메모' });
  await memo.waitFor();
  await shootRegion(
    page,
    'todo-memo',
    page.getByRole('heading', { level: 1 }),
    page.getByText('유튜브 영상 주소 하나를 넣으면'),
    { maxHeight: 900 },
  );

  // 6. The photos of the same to-do.
  const photos = page.getByRole('region', { name: '사진' });
  await photos.getByRole('img').first().waitFor();
  await shootRegion(page, 'todo-photos', photos, photos, { pad: 12 });

  // 8. A job's postings near home (서울 강남구), with hearts.
  await page.goto(`${base}/jobinfo/1`);
  const postings = page.getByRole('region', { name: /채용 공고$/ });
  const firstPosting = postings.getByRole('listitem').first();
  await firstPosting.waitFor();
  await shootRegion(page, 'nearby', postings.getByRole('heading').first(), firstPosting);

  // 9. Saved postings.
  await page.goto(`${base}/mytodo/scrap/job`);
  const saved = page.getByRole('main').getByRole('listitem').filter({ hasText: '저장한 날' }).first();
  await saved.waitFor();
  await shootRegion(page, 'scrap', page.getByRole('heading', { level: 1, name: '스크랩' }), saved);

  // 10. Other people's plans for the same job.
  await page.goto(`${base}/others/1`);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: '꿈꾸는 중' }).first();
  await card.waitFor();
  await shootRegion(page, 'others', page.getByRole('heading', { level: 1 }), card);
  await context.close();
}

/** 11. The text-size control in the desktop top bar, between 사용설명서 and 로그인. */
async function desktopShots() {
  const context = await newPhoneContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const bar = page.getByRole('banner');
  const control = bar.getByRole('radiogroup', { name: '글자 크기' });
  await control.waitFor();
  const first = await bar.getByRole('link', { name: '사용설명서' }).boundingBox();
  const last = await bar.getByRole('link', { name: '로그인' }).boundingBox();
  const x = Math.floor(first.x - 12);
  const clip = {
    x,
    y: 0,
    width: Math.ceil(last.x + last.width + 12 - x),
    height: Math.ceil(last.y + last.height + 14),
  };
  await save('text-size', await page.screenshot({ clip, animations: 'disabled' }));
  await context.close();
}

try {
  await waitForServer();
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (name.endsWith('.webp')) rmSync(join(outDir, name));
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const token = await signUp();
  await visitorShots();
  await memberShots(token);
  await desktopShots();

  written.sort((a, b) => a.name.localeCompare(b.name));
  const sizes = Object.fromEntries(written.map(({ name, width, height }) => [name, { width, height }]));
  writeFileSync(sizesFile, `${JSON.stringify(sizes, null, 2)}\n`);
  let total = 0;
  for (const { name, width, height, bytes } of written) {
    total += bytes;
    const warning = bytes > MAX_BYTES ? `  ← over ${MAX_BYTES / 1000} KB` : '';
    console.log(`${name}.webp  ${width}×${height}  ${(bytes / 1000).toFixed(1)} KB${warning}`);
  }
  console.log(`total ${(total / 1000).toFixed(1)} KB in ${written.length} pictures → ${outDir}`);
  if (total > MAX_TOTAL_BYTES || written.some((shot) => shot.bytes > MAX_BYTES)) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
