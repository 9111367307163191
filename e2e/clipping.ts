import type { Page } from '@playwright/test';

export type ClippingReport = {
  /** How far the document scrolls sideways (scrollWidth − clientWidth), 0 when it fits. */
  sideways: number;
  /** Text cut off at a box's edge: `<p> "할일 제목…" 17 px past <div> in main`. */
  clipped: string[];
};

/**
 * WCAG 1.4.10 / 1.4.4 on the current screen: no sideways scroll of the document, and no visible text whose line box
 * reaches past the edge of the box that clips it (the nearest ancestor with `overflow-x: hidden | clip`; a box that
 * scrolls keeps its text reachable, and without either the page's edge counts). Measured on the text itself (a Range
 * per text node), so a wide box whose text fits is not a finding and text spilling out of a narrow one is. Visually
 * hidden text (sr-only: clipped to a pixel) is meant to be clipped; horizontal only (a line clamp ends in "…" by design).
 */
export async function measureClipping(page: Page): Promise<ClippingReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const sideways = Math.max(0, root.scrollWidth - root.clientWidth);
    const TOLERANCE = 1;

    type Clipper = { element: Element; left: number; right: number } | 'scrolls' | 'hidden' | null;
    const clippers = new Map<Element, Clipper>();

    /** The box that cuts `element`'s overflowing text off, 'scrolls' when it can be scrolled to, null for the page. */
    const clipperOf = (element: Element): Clipper => {
      const known = clippers.get(element);
      if (known !== undefined) return known;
      let found: Clipper;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const isSrOnly =
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        ((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible');
      if (isSrOnly) found = 'hidden';
      else if (style.overflowX === 'auto' || style.overflowX === 'scroll') found = 'scrolls';
      else if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        element !== root &&
        element !== document.body
      ) {
        const left = rect.left + element.clientLeft;
        found = { element, left, right: left + element.clientWidth };
        // A clipped box inside a hidden one is hidden too.
        const outer = element.parentElement ? clipperOf(element.parentElement) : null;
        if (outer === 'hidden') found = 'hidden';
      } else found = element.parentElement ? clipperOf(element.parentElement) : null;
      clippers.set(element, found);
      return found;
    };

    const describe = (element: Element): string => {
      const tag = element.tagName.toLowerCase();
      const cls = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 3).join('.');
      return `<${tag}${cls ? `.${cls}` : ''}>`;
    };

    const clipped: string[] = [];
    const reported = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || reported.has(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const clipper = clipperOf(parent);
      if (clipper === 'hidden' || clipper === 'scrolls') continue;
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) continue;
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const edge = clipper ?? { element: root, left: 0, right: root.clientWidth };
      const past = Math.max(right - edge.right, edge.left - left);
      if (past <= TOLERANCE) continue;
      reported.add(parent);
      const landmark = parent.closest('header, nav, main, footer, aside, [role="dialog"]');
      clipped.push(
        `${describe(parent)} "${text.slice(0, 30)}" ${Math.round(past)} px past ${
          clipper ? describe(clipper.element) : "the page's edge"
        } in ${landmark ? landmark.tagName.toLowerCase() : 'page'}`,
      );
    }
    return { sideways, clipped };
  });
}
