/** The CSS Custom Highlight's name; index.css styles `::highlight(read-aloud)`. */
export const READ_ALOUD_HIGHLIGHT = 'read-aloud';

type HighlightRegistry = { set: (name: string, highlight: unknown) => void; delete: (name: string) => void };
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function highlightApi(): { registry: HighlightRegistry; Highlight: HighlightConstructor } | null {
  const registry = (globalThis.CSS as { highlights?: HighlightRegistry } | undefined)?.highlights;
  const Highlight = (globalThis as { Highlight?: HighlightConstructor }).Highlight;
  return registry && Highlight ? { registry, Highlight } : null;
}

/*
 * Without the Highlight API (Firefox before 140, older Safari) the sentence is underlined by boxes laid over the
 * page, one per line of text. The page's own DOM is React's: wrapping its text in a <mark> would break its updates.
 */
let overlay: HTMLDivElement | null = null;

function drawOverlay(range: Range | null) {
  overlay?.replaceChildren();
  if (!range) return;
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.setAttribute('aria-hidden', 'true');
    overlay.dataset.readAloudOverlay = '';
    overlay.className = 'pointer-events-none absolute top-0 left-0 z-20 print:hidden';
    document.body.append(overlay);
  }
  for (const line of range.getClientRects()) {
    const box = document.createElement('div');
    box.className = 'absolute rounded-sm border-b-4 border-primary bg-[#fde68a]/40';
    Object.assign(box.style, {
      left: `${line.left + window.scrollX}px`,
      top: `${line.top + window.scrollY}px`,
      width: `${line.width}px`,
      height: `${line.height}px`,
    });
    overlay.append(box);
  }
}

/** Brings the sentence into the part of the screen between the top bar and the reader's panel, if it is not there. */
function keepInView(range: Range, panel: Element | null) {
  const box = range.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return;
  const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const bottom = panel?.getBoundingClientRect().top ?? window.innerHeight;
  if (box.top >= bar && box.bottom <= bottom) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: box.top - (bar + (bottom - bar) / 3), behavior: reduced ? 'auto' : 'smooth' });
}

/** Shows `range` as the sentence being read (null: none) and scrolls it into view above `panel`. */
export function showSentence(range: Range | null, panel: Element | null = null): void {
  const api = highlightApi();
  if (api) {
    if (range) api.registry.set(READ_ALOUD_HIGHLIGHT, new api.Highlight(range));
    else api.registry.delete(READ_ALOUD_HIGHLIGHT);
  } else {
    drawOverlay(range);
  }
  if (range) keepInView(range, panel);
}

/** Removes the highlight and the fallback's boxes. */
export function clearSentence(): void {
  showSentence(null);
  overlay?.remove();
  overlay = null;
}
