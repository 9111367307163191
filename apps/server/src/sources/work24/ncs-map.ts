/**
 * Our occupations carry an NCS *name* (data/occupations.json `ncsName`), while 고용24 searches by NCS *code* prefix
 * (`srchNcs1`, the 2-digit major category). This map says which major categories to search for each name, and which
 * words in a course title make it a course for that occupation (a major category such as 12 이용·숙박·여행·오락·스포츠
 * holds hair, nails, make-up, pets and recreation at once). A course that matches no occupation is dropped.
 *
 * Major categories: 02 경영·회계·사무 · 03 금융·보험 · 04 교육·자연·사회과학 · 06 보건·의료 · 07 사회복지·종교 ·
 * 12 이용·숙박·여행·오락·스포츠 · 13 음식서비스 · 24 농림어업. Where the NCS tree files a field under more than one
 * branch over the years, both are listed; the title keywords keep the result precise.
 */
export type NcsMatcher = {
  /** 2-digit NCS major-category codes to search. */
  majors: readonly string[];
  /** Title words, most specific first; a longer matching word wins over a shorter one from another occupation. */
  keywords: readonly string[];
};

export const NCS_MATCHERS: Readonly<Record<string, NcsMatcher>> = {
  요양지원: { majors: ['07', '06'], keywords: ['요양보호사', '요양보호', '노인요양', '요양'] },
  감염관리: { majors: ['06'], keywords: ['간호조무사', '간호조무', '간호보조', '감염관리'] },
  아이돌봄: { majors: ['07', '04'], keywords: ['보육교사', '아이돌보미', '아이돌봄', '베이비시터', '보육'] },
  사회복지면담: { majors: ['07'], keywords: ['사회복지사', '사회복지'] },
  직업상담: { majors: ['07'], keywords: ['직업상담사', '직업상담', '취업상담', '진로상담'] },
  심리상담: { majors: ['07'], keywords: ['심리상담사', '심리상담', '상담심리', '미술심리', '심리'] },
  음식조리: { majors: ['13'], keywords: ['단체급식', '급식조리', '급식', '한식조리', '조리사', '조리'] },
  사무행정: {
    majors: ['02'],
    keywords: ['사무행정', '사무관리', '사무자동화', '컴퓨터활용', '행정', '사무', 'OA'],
  },
  회계·감사: { majors: ['02'], keywords: ['전산회계', '전산세무', '회계', '세무', '경리'] },
  수의서비스: { majors: ['24', '06'], keywords: ['수의테크니션', '동물보건', '동물병원', '수의'] },
  결혼서비스: { majors: ['12'], keywords: ['웨딩플래너', '웨딩', '결혼', '예식'] },
  헤어미용: { majors: ['12'], keywords: ['미용사(일반)', '헤어미용', '헤어', '커트'] },
  피부미용: { majors: ['12'], keywords: ['미용사(피부)', '피부미용', '에스테틱', '피부'] },
  네일미용: { majors: ['12'], keywords: ['미용사(네일)', '네일아트', '네일'] },
  메이크업: { majors: ['12'], keywords: ['미용사(메이크업)', '메이크업', '분장'] },
  애완동물미용: { majors: ['12', '24'], keywords: ['반려동물미용', '애견미용', '반려동물', '애견', '펫'] },
  레크리에이션지도: { majors: ['12'], keywords: ['레크리에이션', '레크레이션', '놀이지도', '실버체육'] },
  커피관리: { majors: ['13'], keywords: ['바리스타', '커피', '카페'] },
  부동산: { majors: ['03', '02'], keywords: ['공인중개사', '공인중개', '부동산'] },
  산후육아지원: { majors: ['07', '06'], keywords: ['산후관리', '산후조리', '산모', '신생아', '산후'] },
};

/** How strongly a title matches an occupation: the length of its longest keyword found (0 = no match). */
export function scoreTitle(title: string, matcher: NcsMatcher): number {
  const compact = title.replace(/\s+/g, '').toLowerCase();
  let best = 0;
  for (const keyword of matcher.keywords) {
    const word = keyword.replace(/\s+/g, '').toLowerCase();
    if (word.length > best && compact.includes(word)) best = word.length;
  }
  return best;
}
