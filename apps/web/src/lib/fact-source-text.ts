/** Where an occupation figure comes from, in plain words: "출처: 한국고용정보원 한국직업정보 · 2023년 기준" (ADR 030). */
export function factSourceText(source: { name: string; year: number }): string {
  return `출처: ${source.name} · ${source.year}년 기준`;
}

/** In place of a figure no public source gives (ADR 030). */
export const MISSING_FIGURE_TEXT = '공개된 자료에서 확인하지 못해 적지 않았어요.';
