import { describe, expect, it } from 'vitest';
import { drawsHangul } from './korean-font-fallback.ts';

/** A canvas whose 2D context "draws" each text as the pixels `render` gives it. */
function fakeCanvas(render: ((text: string) => number[]) | null) {
  let last = '';
  const calls: string[] = [];
  const context = {
    font: '',
    textBaseline: '',
    fillStyle: '',
    clearRect: () => {},
    fillText: (text: string) => {
      last = text;
      calls.push(text);
    },
    getImageData: () => ({ data: Uint8ClampedArray.from(render?.(last) ?? []) }),
  };
  const canvas = { width: 0, height: 0, getContext: () => (render ? context : null) };
  return { factory: () => canvas as unknown as HTMLCanvasElement, context, calls };
}

describe('drawsHangul', () => {
  it('is true when two different syllables come out as different pixels (a Korean font drew them)', () => {
    const { factory, context, calls } = fakeCanvas((text) => (text === '가' ? [0, 0, 0, 255] : [0, 0, 0, 0]));
    expect(drawsHangul('"Malgun Gothic", sans-serif', factory)).toBe(true);
    expect(context.font).toContain('"Malgun Gothic", sans-serif');
    expect(calls).toEqual(['가', '각']);
  });

  it('is false when both syllables come out as the same box (no font has Hangul)', () => {
    const box = [0, 0, 0, 255, 0, 0, 0, 0];
    const { factory } = fakeCanvas(() => box);
    expect(drawsHangul('sans-serif', factory)).toBe(false);
  });

  it('is true when it cannot tell (no 2D canvas): no download on a guess', () => {
    const { factory } = fakeCanvas(null);
    expect(drawsHangul('sans-serif', factory)).toBe(true);
  });
});
