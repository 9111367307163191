import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';

/*
 * Issue 27, 듣기: the bar's control reads <main> aloud through the Web Speech API. Chromium here has no voices, so
 * each test swaps in a speechSynthesis that speaks nothing and records every utterance queued (text, lang, rate),
 * with or without a Korean voice; `__speech.finish()` ends the utterance being spoken, as a voice would.
 */

type Spoken = { text: string; lang: string; rate: number };
type SpeechProbe = { spoken: Spoken[]; calls: string[]; finish: () => void };

function installFakeSpeech(hasKorean: boolean) {
  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(text: string) {
      super();
      this.text = text;
    }
  }
  const voice = (lang: string, name: string) => ({
    lang,
    name,
    default: false,
    localService: true,
    voiceURI: name,
  });
  const voices = hasKorean
    ? [voice('en-US', 'Samantha'), voice('ko-KR', '유나')]
    : [voice('en-US', 'Samantha')];
  const events = new EventTarget();
  const spoken: Spoken[] = [];
  const calls: string[] = [];
  let speaking: FakeUtterance[] = [];
  const synth = {
    paused: false,
    get speaking() {
      return speaking.length > 0;
    },
    get pending() {
      return speaking.length > 1;
    },
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      calls.push('speak');
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
      speaking.push(utterance);
    },
    cancel() {
      calls.push('cancel');
      speaking = [];
    },
    pause() {
      calls.push('pause');
      synth.paused = true;
    },
    resume() {
      calls.push('resume');
      synth.paused = false;
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
  const probe: SpeechProbe = {
    spoken,
    calls,
    finish: () => {
      const utterance = speaking.shift();
      utterance?.onend?.(new Event('end'));
    },
  };
  (window as unknown as { __speech: SpeechProbe }).__speech = probe;
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: SpeechProbe }).__speech.spoken);
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: SpeechProbe }).__speech.calls);
const finishUtterance = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: SpeechProbe }).__speech.finish());

/** The text under the reader's highlight (CSS Custom Highlight API), or null. */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('read-aloud');
    const [range] = highlight ? [...highlight] : [];
    return range instanceof Range ? range.toString().replace(/\s+/g, ' ').trim() : null;
  });

const listenButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '듣기' });
const readerPanel = (page: Page) => page.getByRole('region', { name: '소리 내어 읽기' });

test.describe('듣기 with a Korean voice', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeSpeech, true);
  });

  test('/jobinfo/1: reads the job in Korean sentence by sentence, highlighted; 멈춤, speed, Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jobinfo/1');
    // The job's facts are there (the heading reads 직업 상세 정보 while it loads).
    await expect(page.getByRole('main').getByRole('heading', { name: '이 직업 더 알아보기' })).toBeVisible();
    const jobName = (await page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).trim();

    await listenButton(page).click();
    const panel = readerPanel(page);
    await expect(panel.getByRole('status')).toHaveText('읽고 있어요.');
    expect(await spoken(page)).toEqual([{ text: jobName, lang: 'ko-KR', rate: 1 }]);
    await expect.poll(() => highlighted(page)).toBe(jobName);
    await expect(panel.getByRole('button', { name: '멈춤' })).toBeFocused();

    // The next sentences follow, each highlighted while it is heard and on the screen.
    for (let step = 0; step < 3; step++) await finishUtterance(page);
    const queued = await spoken(page);
    expect(queued).toHaveLength(4);
    expect(queued.every((utterance) => utterance.lang === 'ko-KR' && utterance.rate === 1)).toBe(true);
    const current = queued.at(-1)?.text ?? '';
    await expect.poll(() => highlighted(page)).toBe(current);
    // No button text or hidden text is read; the facts are.
    expect(queued.map((utterance) => utterance.text)).not.toContain('저장');

    await expectAccessible(page, '/jobinfo/1 while 듣기 reads', { experimental: true });

    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: '이어서 듣기' })).toBeFocused();
    expect((await calls(page)).at(-1)).toBe('pause');
    await page.keyboard.press('Enter');
    expect((await calls(page)).at(-1)).toBe('resume');

    await panel.getByRole('radio', { name: '빠르게' }).check();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: current, lang: 'ko-KR', rate: 1.2 });

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(listenButton(page)).toBeFocused();
    await expect.poll(() => highlighted(page)).toBeNull();
    expect(await calls(page)).toContain('cancel');

    // The speed is remembered on the device.
    await page.reload();
    await listenButton(page).click();
    await expect(readerPanel(page).getByRole('radio', { name: '빠르게' })).toBeChecked();
    await expect
      .poll(async () => (await spoken(page))[0])
      .toEqual({ text: jobName, lang: 'ko-KR', rate: 1.2 });
  });

  test('/jobfound: reads one card at a time, then 다음 reads the next', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jobfound');
    const list = page.getByRole('main').getByRole('list', { name: '직업 목록' });
    await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const names = (await list.getByRole('heading', { level: 3 }).allInnerTexts()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(1);

    await listenButton(page).click();
    const panel = readerPanel(page);
    await expect(panel.getByRole('status')).toHaveText('읽고 있어요.');
    // Through the page's heading and filters' heading to the end of the first card, where it waits.
    for (let step = 0; step < 40; step++) {
      if (((await panel.getByRole('status').innerText()) ?? '').includes('다음 항목을 들으려면')) break;
      await finishUtterance(page);
    }
    await expect(panel.getByRole('status')).toHaveText(
      `${names.length}개 중 1번째 항목을 다 읽었어요. 다음 항목을 들으려면 ‘다음’을 누르세요.`,
    );
    const texts = (await spoken(page)).map((utterance) => utterance.text);
    expect(texts).toContain(names[0]);
    expect(texts).not.toContain(names[1]);
    await expect.poll(() => highlighted(page)).toBeNull();

    await panel.getByRole('button', { name: '다음' }).click();
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(names[1]);
    await expect.poll(() => highlighted(page)).toBe(names[1]);
    await expect(panel.getByRole('status')).toHaveText(`${names.length}개 중 2번째 항목을 읽고 있어요.`);
    await expectAccessible(page, '/jobfound while 듣기 reads', { experimental: true });
  });

  test('on a 390 px phone at 아주 크게 the panel fits, and 메뉴 holds 듣기 where the bar has no room', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('dasibom:textSize', 'xlarge'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobinfo/1');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // 390 px at 150 %: the bar's row is full (logo · 글자 크기 · 로그인 · 메뉴), so 듣기 is the 메뉴 dialog's.
    await expect(listenButton(page)).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: '메뉴' });
    await menuButton.click();
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: '듣기' }).click();
    const panel = readerPanel(page);
    await expect(panel.getByRole('button', { name: '멈춤' })).toBeFocused();
    expect((await spoken(page))[0]?.lang).toBe('ko-KR');
    await expectNoHorizontalOverflow(page);
    const small = await panel.evaluate(
      (region) =>
        [...region.querySelectorAll('button, label')]
          .map((target) => target.getBoundingClientRect())
          .filter((box) => box.width < 44 || box.height < 44).length,
    );
    expect(small).toBe(0);
    await panel.getByRole('button', { name: '끝내기' }).click();
    await expect(panel).toHaveCount(0);
    // The bar's 듣기 is hidden here: focus goes back to what opened the reader.
    await expect(menuButton).toBeFocused();
  });
});

test.describe('듣기 without a Korean voice', () => {
  test('says so and reads nothing in another language', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jobinfo/1');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await listenButton(page).click();
    const panel = readerPanel(page);
    await expect(panel.getByRole('status')).toHaveText(
      '이 브라우저에는 한국어 음성이 없어 읽어 드릴 수 없어요.',
    );
    await expect(panel.getByRole('button', { name: '닫기' })).toBeFocused();
    expect(await spoken(page)).toEqual([]);
    await expectAccessible(page, '/jobinfo/1 with no Korean voice', { experimental: true });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(listenButton(page)).toBeFocused();
  });
});
