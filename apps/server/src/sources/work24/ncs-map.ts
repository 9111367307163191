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
  아이돌봄: { majors: ['07', '04'], keywords: ['보육교사', '베이비시터', '보육'] },
  사회복지면담: { majors: ['07'], keywords: ['사회복지사', '사회복지'] },
  직업상담: { majors: ['07'], keywords: ['직업상담사', '직업상담', '취업상담', '진로상담'] },
  심리상담: { majors: ['07'], keywords: ['심리상담사', '심리상담', '상담심리', '미술심리', '심리'] },
  음식조리: { majors: ['13'], keywords: ['단체급식', '급식조리', '급식', '조리'] },
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
  간병지원: { majors: ['07', '06'], keywords: ['간병인', '간병사', '간병'] },
  장애인활동지원: {
    majors: ['07'],
    keywords: ['장애인활동지원사', '활동지원사', '장애인활동지원', '활동보조'],
  },
  아이돌보미양성: { majors: ['07', '04'], keywords: ['아이돌보미양성', '아이돌보미', '아이돌봄'] },
  노인맞춤돌봄: { majors: ['07'], keywords: ['노인맞춤돌봄', '생활지원사'] },
  장례지도: { majors: ['12', '07'], keywords: ['장례지도사', '장례지도', '장례'] },
  시설경비: { majors: ['11'], keywords: ['일반경비원', '신임경비원', '경비원', '시설경비'] },
  건물시설관리: {
    majors: ['14', '19', '23'],
    keywords: ['건물시설관리', '빌딩시설관리', '빌딩설비', '시설관리'],
  },
  주택관리: { majors: ['02', '14'], keywords: ['주택관리사보', '주택관리사', '공동주택관리', '주택관리'] },
  주차관리: { majors: ['09', '11'], keywords: ['주차관리', '주차'] },
  소방안전관리: { majors: ['23', '05'], keywords: ['소방안전관리자', '소방안전관리', '소방안전'] },
  버스운전: { majors: ['09'], keywords: ['버스운전자격', '버스운전', '대형버스', '버스'] },
  택시운전: { majors: ['09'], keywords: ['택시운전자격', '택시운전', '택시'] },
  화물자동차운전: { majors: ['09'], keywords: ['화물운송종사', '화물운송', '택배', '화물차'] },
  지게차운전: { majors: ['14', '09'], keywords: ['지게차운전기능사', '지게차운전', '지게차'] },
  굴착기운전: { majors: ['14'], keywords: ['굴착기운전기능사', '굴착기운전', '굴착기', '굴삭기'] },
  한식조리: {
    majors: ['13'],
    keywords: ['한식조리산업기사', '한식조리기능사', '한식조리사', '한식조리', '조리사'],
  },
  제빵: { majors: ['13', '21'], keywords: ['제빵기능사', '제과제빵', '제빵', '베이커리'] },
  학교급식조리: { majors: ['13'], keywords: ['학교급식조리', '조리실무사', '학교급식'] },
  떡제조: { majors: ['13', '21'], keywords: ['떡제조기능사', '떡제조', '전통떡'] },
  평생교육운영: { majors: ['04'], keywords: ['평생교육사', '평생교육'] },
  청소년지도: { majors: ['07'], keywords: ['청소년지도사', '청소년지도', '청소년활동'] },
  한국어교육: { majors: ['04'], keywords: ['한국어교원', '한국어교육', '한국어강사'] },
  관광안내: { majors: ['12'], keywords: ['문화관광해설사', '관광해설', '문화해설', '관광안내'] },
  전직지원: { majors: ['07'], keywords: ['전직지원전문가', '전직지원', '재취업지원', '생애경력설계'] },
  생활스포츠: { majors: ['12'], keywords: ['노인스포츠지도사', '노인스포츠', '생활스포츠지도사'] },
  건물위생관리: { majors: ['11'], keywords: ['건물위생관리', '건물청소', '빌딩청소', '청소'] },
  방역: { majors: ['11'], keywords: ['방역소독', '해충방제', '방역', '소독'] },
  정리수납: { majors: ['11', '12'], keywords: ['정리수납전문가', '정리수납', '공간정리'] },
  환경미화: { majors: ['11'], keywords: ['환경미화원', '환경미화', '가로청소'] },
  도시농업: { majors: ['24'], keywords: ['도시농업관리사', '도시농업', '텃밭'] },
  산림휴양: { majors: ['24'], keywords: ['숲해설가', '숲해설', '산림교육'] },
  조경시공: { majors: ['14'], keywords: ['조경기능사', '조경시공', '조경관리', '조경'] },
  산림치유: { majors: ['24'], keywords: ['산림치유지도사', '산림치유', '숲치유'] },
  고객지원: { majors: ['10', '02'], keywords: ['민원안내', '민원응대', '안내데스크', '고객응대'] },
  법무지원: { majors: ['05'], keywords: ['행정사자격', '행정사시험', '일반행정사'] },
  경영컨설팅: { majors: ['02'], keywords: ['경영지도사', '경영컨설팅', '경영컨설턴트'] },
  전기공사: { majors: ['19'], keywords: ['전기기능사', '전기공사', '내선공사', '전기설비'] },
  도배: { majors: ['14'], keywords: ['도배기능사', '도배', '벽지'] },
  용접: { majors: ['16', '15'], keywords: ['피복아크용접', '용접기능사', '특수용접', 'CO2용접', '용접'] },
  에너지관리: { majors: ['23', '15'], keywords: ['에너지관리기능사', '에너지관리', '보일러'] },
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
