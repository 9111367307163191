#!/usr/bin/env node
// Gzip JS each route fetches on a cold load in Chromium against a running production server (ADR 012).
// Usage: node scripts/measure-route-js.mjs [baseUrl=http://127.0.0.1:3811] [--member] [--phone: 412 × 823] [--json]
// --member signs one up, reading the code from OUTBOX_DIR (default /tmp/split/outbox).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, chromiumBaseArgs } from './run-kit.mjs';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3811';
const withMember = args.includes('--member');
const asJson = args.includes('--json');
const phone = args.includes('--phone')
  ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }
  : {};
const outbox = process.env.OUTBOX_DIR ?? '/tmp/split/outbox';
const routes = ['/', '/jobfound', '/jobinfo/1', '/jobsearch', '/learning', '/onboard', '/login'];
const memberRoutes = ['/', '/jobinfo/1', '/jobsearch'];

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumBaseArgs });

async function measure(route, storageState) {
  const context = await browser.newContext({
    ...phone,
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const loads = [];
  // Every request (scripts, reads, images), to know when the page has settled.
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        return {
          url: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          bytes: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  // `networkidle` can come before a busy page asks for its data: wait for heading, no spinner, 1 s quiet.
  const deadline = Date.now() + 30_000;
  const isShown = () =>
    page
      .evaluate(
        () => document.querySelector('h1') !== null && document.querySelector('.animate-spin') === null,
      )
      .catch(() => false);
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 1000 || !(await isShown()))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Read every size before the context goes away.
  const scripts = await Promise.all(loads);
  await context.close();
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { route, total: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

async function latestCode(email, since) {
  for (let i = 0; i < 50; i++) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json'));
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8'));
      if (mail.to === email && new Date(mail.sentAt) >= since) return /(\d{6})/.exec(mail.text)?.[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in ${outbox}`);
}

async function memberState() {
  const run = Date.now().toString(36);
  const member = { loginId: `size${run}`, password: 'Spring!2026xy', email: `size-${run}@example.com` };
  const post = (path, data) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  const since = new Date(Date.now() - 1000);
  await post('/v1/member/auth/email/verifications', { email: member.email, type: 'SIGN_UP' });
  const code = await latestCode(member.email, since);
  await post('/v1/member/auth/email/verifications/verify', { email: member.email, code, type: 'SIGN_UP' });
  const signUp = await post('/v1/member/auth/sign-up', {
    loginId: member.loginId,
    password: member.password,
    email: member.email,
    nickName: `크기${run.slice(-4)}`,
    birthDate: '1964/05/20',
    gender: 'FEMALE',
    regionCode: 101010,
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: /^아이디/ }).fill(member.loginId);
  await page.locator('input[type="password"]').first().fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('dasibom:accessToken'));
  const state = await context.storageState();
  await context.close();
  return state;
}

const results = [];
for (const route of routes) results.push(await measure(route));
if (withMember) {
  const state = await memberState();
  for (const route of memberRoutes)
    results.push({ ...(await measure(route, state)), route: `${route} (member)` });
}
await browser.close();

if (asJson) console.log(JSON.stringify(results, null, 2));
else {
  for (const result of results) {
    console.log(
      `${result.route.padEnd(22)} ${(result.total / 1000).toFixed(1).padStart(6)} KB gzip JS, ${result.scripts.length} scripts`,
    );
    for (const s of result.scripts)
      console.log(`    ${(s.bytes / 1000).toFixed(1).padStart(6)} KB ${s.encoding.padEnd(5)} ${s.url}`);
  }
}
