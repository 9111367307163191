import type { BrowserContext, Page } from '@playwright/test';

/**
 * A reader's slow phone, as the layout-shift checks load pages (ADR 013): 4× CPU slowdown, 150 ms round trips,
 * 1.6 Mbit/s down and 750 kbit/s up. Used with a 412 × 823 touch viewport.
 */
export const SLOW_PHONE_VIEWPORT = { width: 412, height: 823 };

export async function throttleAsSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

export type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: string[] };

/** An init script (`context.addInitScript(recordShifts)`): every layout shift of the page, with what moved. */
export function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as (PerformanceEntry & Omit<Shift, 'sources'>)[]) {
      const sources = ((entry as unknown as { sources?: { node?: Node }[] }).sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element
          ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
          : '?';
      });
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources,
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts `recordShifts` has seen so far on this page. */
export function readShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}
