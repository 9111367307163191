#!/usr/bin/env node
// Layout shift, CSS and web-font bytes per route on a throttled slow phone (ADR 013; CLS as web-vitals defines it).
//   node scripts/measure-layout.mjs --base http://127.0.0.1:3821 [--runs 3] [--sizes normal,large,xlarge]
//                                   [--routes /,/jobinfo/1] [--width 412] [--json out.json]
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, cumulativeLayoutShift } from './run-kit.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split(/\s*--/)
    .filter(Boolean)
    .map((part) => {
      const [key, ...rest] = part.split(/\s+/);
      return [key, rest.join(' ') || 'true'];
    }),
);
const base = args.base ?? 'http://127.0.0.1:3821';
const runs = Number(args.runs ?? 1);
const sizes = (args.sizes ?? 'normal').split(',');
const width = Number(args.width ?? 412);
const routes = (args.routes ?? '/,/jobfound,/jobinfo/1,/jobsearch,/learning,/onboard,/login').split(',');

function recordShifts() {
  const shifts = [];
  window.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      shifts.push({
        value: e.value,
        startTime: e.startTime,
        hadRecentInput: e.hadRecentInput,
        sources: (e.sources ?? []).map((s) => {
          const n = s.node;
          const name =
            n?.nodeType === 1
              ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${[...n.classList].slice(0, 3).join('.')}`
              : n?.nodeName;
          return `${name} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(browser, route, size) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 823 },
    deviceScaleFactor: width > 800 ? 1 : 1.75,
    isMobile: width <= 800,
    hasTouch: width <= 800,
    locale: 'ko-KR',
  });
  await context.addInitScript((value) => {
    if (value !== 'normal') localStorage.setItem('dasibom:textSize', value);
  }, size);
  await context.addInitScript(recordShifts);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(base + route, { waitUntil: 'networkidle', timeout: 120_000 });
  // Heading shown and no spinner: a throttled CPU leaves gaps longer than "network idle".
  await page.waitForFunction(
    () =>
      document.querySelector('#main h1') &&
      !document.querySelector('#main .animate-spin, [aria-busy="true"]'),
    undefined,
    { timeout: 120_000, polling: 250 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(() => window.__shifts);
  const fonts = [...requests.values()].filter((r) => r.type === 'Font');
  const css = [...requests.values()].filter((r) => r.type === 'Stylesheet');
  let cssGzip = 0;
  for (const sheet of css) {
    const res = await fetch(sheet.url, { headers: { 'accept-encoding': 'gzip' } });
    cssGzip += Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
  }
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await context.close();
  return {
    route,
    size,
    cls: cumulativeLayoutShift(shifts),
    shiftSum: shifts.filter((s) => !s.hadRecentInput).reduce((a, s) => a + s.value, 0),
    shifts: shifts
      .filter((s) => s.value > 0.001)
      .map((s) => ({ v: +s.value.toFixed(4), t: Math.round(s.startTime), src: s.sources })),
    cssFiles: css.length,
    cssWire: css.reduce((a, r) => a + r.bytes, 0),
    cssGzip,
    fontFiles: fonts.length,
    fontBytes: fonts.reduce((a, r) => a + r.bytes, 0),
    family: family.slice(0, 40),
  };
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const results = [];
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; width ${width}; ${base}`,
);
for (const size of sizes) {
  for (const route of routes) {
    for (let i = 0; i < runs; i += 1) {
      const r = await measure(browser, route, size);
      results.push(r);
      console.log(
        `${size.padEnd(6)} ${route.padEnd(11)} CLS ${r.cls.toFixed(3)} (sum ${r.shiftSum.toFixed(3)})  CSS ${r.cssFiles} file(s) ${(r.cssGzip / 1024).toFixed(1)} KB gzip  fonts ${r.fontFiles} file(s) ${(r.fontBytes / 1024).toFixed(1)} KB  load ${loadavg()[0].toFixed(2)}`,
      );
      if (args.verbose) for (const s of r.shifts) console.log('   ', JSON.stringify(s));
    }
  }
}
await browser.close();
if (args.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(args.json, JSON.stringify({ base, width, loadavg: loadavg(), results }, null, 2));
}
