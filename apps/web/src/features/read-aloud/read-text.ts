/** One sentence to speak, and where it stands on the page (for the highlight). */
export type ReadSentence = { text: string; range: Range };

/**
 * A run of sentences read in one go. `isItem`: one card or list item of a list — after it the reader waits for 다음
 * instead of going on by itself.
 */
export type ReadPart = { sentences: ReadSentence[]; isItem: boolean };

/*
 * Not read: what is not seen (aria-hidden, hidden, screen-reader-only text, display:none), navigation (pagers,
 * breadcrumbs) and controls. A button inside a heading is the card's title (a posting opens its details) and is read.
 */
const SKIP =
  '[aria-hidden="true"],[hidden],.sr-only,[data-read-aloud="skip"],nav,script,style,noscript,template,svg,img,picture,video,audio,iframe,canvas,input,select,textarea,fieldset,[contenteditable="true"],[role="radiogroup"],[role="tablist"],[role="toolbar"],[role="switch"]';
const CONTROL = 'button,[role="button"]';
const HEADING = 'h1,h2,h3,h4,h5,h6';
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/*
 * A sentence ends after . ? ! 。 (and their full-width forms, ellipses, closing quotes or brackets) followed by a
 * space or the end, or at a line break. "3.5" and "1.2배" stay whole: no space after their point.
 */
const SENTENCE_END = /[.?!。？！…]+["'”’)\]」』]*(?=\s|$)|\n+/g;
const SPEAKABLE = /[\p{L}\p{N}]/u;

type Chunk = { node: Text; start: number };
type Block = { sentences: ReadSentence[]; item: Element | null; isLabel: boolean };

function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

function isBlock(element: Element): boolean {
  if (BLOCK_TAGS.has(element.tagName)) return true;
  const display = getComputedStyle(element).display;
  return /^(block|flex|grid|list-item|table|flow-root)/.test(display);
}

/**
 * Buttons, and links drawn as buttons (a link in a sentence is inline; 교육과정 찾아보기 or a back link is not),
 * except in a heading, where a link or button is a card's title.
 */
function isControl(element: Element): boolean {
  const isButton = element.matches(CONTROL);
  if (!isButton && element.tagName !== 'A') return false;
  if (element.closest(HEADING)) return false;
  return isButton || /^(inline-(flex|block|grid)|block|flex|grid)/.test(getComputedStyle(element).display);
}

/** Labels of controls (a filter's "직업군" over its button) belong to the control, which is not read. */
function controlLabelIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const control of root.querySelectorAll(`${CONTROL},input,select,textarea,[role="radiogroup"]`)) {
    for (const id of control.getAttribute('aria-labelledby')?.split(/\s+/) ?? []) if (id) ids.add(id);
  }
  return ids;
}

/** The outermost card of a list around `element`: a list item or article with a heading of its own. */
function itemOf(element: Element, root: Element): Element | null {
  let item: Element | null = null;
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if ((node.tagName === 'LI' || node.tagName === 'ARTICLE') && node.querySelector(HEADING)) item = node;
  }
  return item;
}

function sentencesOf(text: string, chunks: Chunk[]): ReadSentence[] {
  const locate = (offset: number, isEnd: boolean): [Text, number] => {
    // The chunk holding `offset`; an end at a boundary stays in the chunk it ends.
    let found = chunks[0] as Chunk;
    for (const chunk of chunks) {
      if (isEnd ? chunk.start >= offset : chunk.start > offset) break;
      found = chunk;
    }
    return [found.node, offset - found.start];
  };
  const sentences: ReadSentence[] = [];
  const add = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text.charAt(start))) start += 1;
    while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
    const spoken = text.slice(start, end).replace(/\s+/g, ' ');
    if (!SPEAKABLE.test(spoken)) return;
    const range = document.createRange();
    range.setStart(...locate(start, false));
    range.setEnd(...locate(end, true));
    sentences.push({ text: spoken, range });
  };
  let from = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const to = match.index + match[0].length;
    add(from, to);
    from = to;
  }
  add(from, text.length);
  return sentences;
}

/**
 * What 듣기 reads in `root` (the page's <main>): its visible text in reading order, split into sentences (a heading,
 * a paragraph, a list item or a table cell always ends one), grouped into parts: running text, and each card of a
 * list on its own.
 */
export function collectReadParts(root: Element): ReadPart[] {
  const skippedLabels = controlLabelIds(root);
  const blocks: Block[] = [];
  let text = '';
  let chunks: Chunk[] = [];
  // The block the text being gathered belongs to.
  let owner: Element = root;

  const flush = () => {
    if (chunks.length > 0) {
      blocks.push({
        sentences: sentencesOf(text, chunks),
        item: itemOf(owner, root),
        isLabel: owner.tagName === 'DT' || owner.tagName === 'TH',
      });
    }
    text = '';
    chunks = [];
  };

  const walk = (element: Element) => {
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const value = (child as Text).data;
        if (value.length === 0) continue;
        chunks.push({ node: child as Text, start: text.length });
        text += value;
        continue;
      }
      if (!(child instanceof Element)) continue;
      if (child.tagName === 'BR') {
        text += '\n';
        continue;
      }
      if (
        child.matches(SKIP) ||
        (child.id && skippedLabels.has(child.id)) ||
        !isShown(child) ||
        isControl(child)
      )
        continue;
      if (!isBlock(child)) {
        walk(child);
        continue;
      }
      flush();
      const outer = owner;
      owner = child;
      walk(child);
      flush();
      owner = outer;
    }
  };
  walk(root);
  flush();

  // "준비 기간" then "6개월" is one fact: a term is read together with the first sentence of its description.
  for (const [index, label] of blocks.entries()) {
    const next = blocks[index + 1];
    const first = next?.sentences[0];
    const last = label.sentences.at(-1);
    if (!label.isLabel || !next || !first || !last || label.item !== next.item) continue;
    const range = document.createRange();
    range.setStart(last.range.startContainer, last.range.startOffset);
    range.setEnd(first.range.endContainer, first.range.endOffset);
    label.sentences[label.sentences.length - 1] = { text: `${last.text}, ${first.text}`, range };
    next.sentences.shift();
  }

  const parts: ReadPart[] = [];
  let partItem: Element | null | undefined;
  for (const block of blocks) {
    if (block.sentences.length === 0) continue;
    const current = parts.at(-1);
    if (current && block.item === partItem) current.sentences.push(...block.sentences);
    else parts.push({ sentences: [...block.sentences], isItem: block.item !== null });
    partItem = block.item;
  }
  return parts;
}
