import type { Page } from '@playwright/test';

/** PRODUCT.md rule 4: every target at least 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44;

export type TargetReport = {
  /** Targets smaller than MIN_TARGET_PX in either direction: "<a> "아이디 찾기" 84×24 in main". */
  small: string[];
  /** Inline text links inside running text, which the rule excuses (listed so the exception can be checked). */
  excused: string[];
  /** How many targets were measured. */
  measured: number;
};

/**
 * Boxes join a card-wide stretched ::before/::after; hidden or labelled controls count as their label, and a
 * hidden one nothing visible carries (React Aria's `<select>` mirror) is no target. Excused: inline links in a sentence.
 */
export async function measureTargets(page: Page, minPx = MIN_TARGET_PX): Promise<TargetReport> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'link', 'tab', 'radio', 'checkbox', 'switch', 'menuitem', 'option'].map(
        (role) => `[role="${role}"]`,
      ),
    ].join(', ');

    /** Hidden from the eye but not from the page: clipped to (about) a pixel, itself or by an ancestor. */
    const isVisuallyHidden = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        const clipped =
          style.clip === 'rect(0px, 0px, 0px, 0px)' ||
          style.clipPath === 'inset(50%)' ||
          ((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible');
        if (clipped) return true;
      }
      return false;
    };

    const isShown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });

    const blockParent = (element: Element): Element | null => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const display = getComputedStyle(node).display;
        if (!display.startsWith('inline') && display !== 'contents') return node;
      }
      return null;
    };

    /** A link inside a sentence: inline, and its block has text that is not the link's. */
    const isInlineTextLink = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = blockParent(element);
      if (!block) return false;
      const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '');
      const own = squash(element.textContent);
      const all = squash(block.textContent);
      return all.length > own.length;
    };

    const describe = (element: Element, width: number, height: number): string => {
      const role = element.getAttribute('role');
      const name = (
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText ??
        element.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const landmark = element.closest('header, nav, main, footer, aside, [role="dialog"]');
      const where = landmark
        ? `${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? ` "${landmark.getAttribute('aria-label')}"` : ''}`
        : 'page';
      const type = element.getAttribute('type');
      const tag = `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}${role ? ` role=${role}` : ''}>`;
      return `${tag} "${name}" ${Math.round(width * 10) / 10}×${Math.round(height * 10) / 10} in ${where}`;
    };

    type Box = { left: number; top: number; right: number; bottom: number };

    /** The nearest ancestor (or the element) an absolutely positioned pseudo-element is placed against. */
    const containingBlock = (element: Element): Element => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position !== 'static' || style.transform !== 'none') return node;
      }
      return document.documentElement;
    };

    /**
     * A stretched link's click area: an absolutely positioned ::before/::after (`after:absolute after:inset-0`)
     * that covers its card. Its box from the computed insets and size, against its containing block's padding box.
     */
    const pseudoBoxes = (element: Element): Box[] => {
      const boxes: Box[] = [];
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.content === 'normal') continue;
        if (style.position !== 'absolute' || style.pointerEvents === 'none') continue;
        const block = containingBlock(element);
        const outer = block.getBoundingClientRect();
        const blockStyle = getComputedStyle(block);
        const pad = {
          left: outer.left + Number.parseFloat(blockStyle.borderLeftWidth),
          top: outer.top + Number.parseFloat(blockStyle.borderTopWidth),
          right: outer.right - Number.parseFloat(blockStyle.borderRightWidth),
          bottom: outer.bottom - Number.parseFloat(blockStyle.borderBottomWidth),
        };
        const width = Number.parseFloat(style.width);
        const height = Number.parseFloat(style.height);
        const [left, right, top, bottom] = [style.left, style.right, style.top, style.bottom].map((value) =>
          Number.parseFloat(value),
        ) as [number, number, number, number];
        if (Number.isNaN(width) || Number.isNaN(height)) continue;
        const x = Number.isNaN(left) ? pad.right - right - width : pad.left + left;
        const y = Number.isNaN(top) ? pad.bottom - bottom - height : pad.top + top;
        if (Number.isNaN(x) || Number.isNaN(y)) continue;
        boxes.push({ left: x, top: y, right: x + width, bottom: y + height });
      }
      return boxes;
    };

    /** The element's box joined with a stretched pseudo-element's. */
    const clickBox = (element: Element): { width: number; height: number } => {
      const rect = element.getBoundingClientRect();
      const box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (const extra of pseudoBoxes(element)) {
        box.left = Math.min(box.left, extra.left);
        box.top = Math.min(box.top, extra.top);
        box.right = Math.max(box.right, extra.right);
        box.bottom = Math.max(box.bottom, extra.bottom);
      }
      return { width: box.right - box.left, height: box.bottom - box.top };
    };

    /** A form control inside a label: the whole label carries its click. */
    const wrappingLabel = (element: Element): Element | null =>
      /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) ? element.closest('label') : null;

    const small: string[] = [];
    const excused: string[] = [];
    const measuredTargets = new Set<Element>();
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (!isShown(element)) continue;
      let target: Element = wrappingLabel(element) ?? element;
      if (isVisuallyHidden(element)) {
        const labels = (element as HTMLInputElement).labels;
        const label = labels
          ? [...labels].find((item) => isShown(item) && !isVisuallyHidden(item))
          : undefined;
        if (label) target = label;
        else if (element.closest('[aria-hidden="true"]') && (element as HTMLElement).tabIndex < 0) continue;
        else if (element.tagName === 'A') {
          // A skip link: shown while it has focus, and measured so.
          const previous = document.activeElement;
          (element as HTMLElement).focus();
          const shown = !isVisuallyHidden(element);
          const { width, height } = element.getBoundingClientRect();
          if (previous instanceof HTMLElement) previous.focus();
          else (element as HTMLElement).blur();
          measuredTargets.add(element);
          if (shown && (width < min - 0.01 || height < min - 0.01))
            small.push(`${describe(element, width, height)} (while focused)`);
          continue;
        } else {
          small.push(`${describe(element, 0, 0)} (visually hidden, no visible label carries it)`);
          continue;
        }
      }
      if (measuredTargets.has(target)) continue;
      measuredTargets.add(target);
      const { width, height } = clickBox(target);
      if (width >= min - 0.01 && height >= min - 0.01) continue;
      if (isInlineTextLink(target)) excused.push(describe(target, width, height));
      else small.push(describe(target, width, height));
    }
    return { small, excused, measured: measuredTargets.size };
  }, minPx);
}
