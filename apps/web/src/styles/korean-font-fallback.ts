/**
 * Pretendard, only for a device that has no Korean font (ADR 013).
 *
 * The page's font stack names the Korean system fonts (index.css). Phones and computers all carry one (Android only
 * through its own fallback for `sans-serif`, which no CSS can name), so the web font would be pure cost there. A
 * device without one would show boxes instead of Hangul: there, and only there, the Pretendard dynamic subset is
 * loaded — as a lazy stylesheet, never render-blocking, and its files only for the characters on the screen.
 */

/** Two syllables of the same width: any Hangul font draws them differently; a missing font draws one empty box twice. */
const PROBES = ['가', '각'] as const;
const SIDE = 40;

type CanvasFactory = () => HTMLCanvasElement;

/**
 * Whether text in `fontFamily` comes out as real Hangul glyphs, through a named font or the platform's fallback.
 * When it cannot tell (no 2D canvas, as in tests), it answers true: better no web font than a needless download.
 */
export function drawsHangul(
  fontFamily: string,
  createCanvas: CanvasFactory = () => document.createElement('canvas'),
): boolean {
  const canvas = createCanvas();
  canvas.width = SIDE;
  canvas.height = SIDE;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  context.font = `${SIDE * 0.75}px ${fontFamily}`;
  context.textBaseline = 'top';
  context.fillStyle = '#000';
  const draw = (text: string) => {
    context.clearRect(0, 0, SIDE, SIDE);
    context.fillText(text, 2, 2);
    return context.getImageData(0, 0, SIDE, SIDE).data;
  };
  const [first, second] = PROBES.map(draw);
  if (!first || !second) return true;
  for (let i = 0; i < first.length; i += 1) {
    if (first[i] !== second[i]) return true;
  }
  return false;
}

/** Run once before the first render: a lazy stylesheet with Pretendard when the body's fonts draw no Hangul. */
export function loadKoreanFallbackFont(): void {
  if (typeof document === 'undefined' || !document.body) return;
  if (drawsHangul(getComputedStyle(document.body).fontFamily)) return;
  document.documentElement.dataset.fontFallback = 'pretendard';
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
}
