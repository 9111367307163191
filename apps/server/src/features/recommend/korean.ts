/** Whether the last Hangul syllable of `word` has a final consonant (받침), for choosing 은/는, 이/가, 을/를. */
export function hasFinalConsonant(word: string): boolean {
  for (let i = word.length - 1; i >= 0; i--) {
    const code = word.charCodeAt(i);
    if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  }
  return false;
}

/** "요양보호사" → "요양보호사는", "미용사 (일반)" → "미용사 (일반)은". */
export function topic(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
}

/**
 * Preparation periods as written in the data ("1개월", "6~12개월", "1~2년", "6개월~1년", "1개월 내") → the longest
 * number of months they allow, so advice errs on the honest side. Unknown text → undefined.
 */
export function parsePreparationMonths(text: string): number | undefined {
  const parts = text.split('~').map((part) => part.trim());
  let unit: '개월' | '년' | undefined;
  const months: number[] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    const match = /(\d+(?:\.\d+)?)\s*(개월|년)?/.exec(parts[i] ?? '');
    if (!match) return undefined;
    unit = (match[2] as '개월' | '년' | undefined) ?? unit;
    if (!unit) return undefined;
    months.push(Number(match[1]) * (unit === '년' ? 12 : 1));
  }
  return months.length > 0 ? Math.max(...months) : undefined;
}
