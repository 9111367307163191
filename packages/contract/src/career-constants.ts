// No zod here: /career shows these on its first paint (contract/plain, ADR 012).

/**
 * 경력에서 시작하기 (issue 30): the kinds of work a person may have done for longest, each with what they may have
 * been good at there, in plain words. Ids are the wire values; which occupations each group leads to, and why, is
 * the reviewed table data/career-paths.json (docs/decisions/042-career-entry.md).
 */
export const CAREER_GROUPS = [
  {
    id: 'office',
    label: '사무·행정',
    examples: '회사 사무, 경리, 총무, 비서',
    strengths: [
      { id: 'documents', label: '서류를 꼼꼼히 만들고 정리하기' },
      { id: 'numbers', label: '숫자와 장부 맞추기' },
      { id: 'computer', label: '컴퓨터로 문서 다루기' },
      { id: 'phone', label: '전화와 손님 응대' },
      { id: 'schedule', label: '일정 챙기고 계획 세우기' },
    ],
  },
  {
    id: 'sales',
    label: '영업·판매',
    examples: '매장 판매, 영업, 보험·방문 판매',
    strengths: [
      { id: 'customers', label: '손님 맞이하고 응대하기' },
      { id: 'explain', label: '물건이나 제도를 알기 쉽게 설명하기' },
      { id: 'deals', label: '계약·거래 챙기기' },
      { id: 'regulars', label: '단골과 오래 관계 맺기' },
    ],
  },
  {
    id: 'driving',
    label: '운전·운송',
    examples: '버스·택시·화물 운전, 배송',
    strengths: [
      { id: 'safety', label: '안전하게 운전하기' },
      { id: 'roads', label: '길과 동네를 잘 알기' },
      { id: 'ontime', label: '시간 약속 지키기' },
      { id: 'passengers', label: '승객·손님 대하기' },
      { id: 'machines', label: '차량·장비 점검하기' },
    ],
  },
  {
    id: 'production',
    label: '생산·기계',
    examples: '공장 생산, 기계 조작, 품질 검사',
    strengths: [
      { id: 'machines', label: '기계 다루고 점검하기' },
      { id: 'careful', label: '정해진 순서대로 꼼꼼히 하기' },
      { id: 'quality', label: '불량 찾아내기(품질 검사)' },
      { id: 'safety', label: '안전 수칙 지키기' },
      { id: 'stamina', label: '오래 서서 몸 쓰는 일' },
    ],
  },
  {
    id: 'construction',
    label: '건설',
    examples: '건설 현장, 설비, 인테리어, 전기',
    strengths: [
      { id: 'tools', label: '공구 다루는 손재주' },
      { id: 'drawings', label: '도면 읽고 치수 맞추기' },
      { id: 'safety', label: '현장 안전 챙기기' },
      { id: 'stamina', label: '몸 쓰는 일' },
      { id: 'crew', label: '작업자들과 손발 맞추기' },
    ],
  },
  {
    id: 'education',
    label: '교육',
    examples: '학교·학원 교사, 강사, 방과후 지도',
    strengths: [
      { id: 'teach', label: '알기 쉽게 가르치기' },
      { id: 'kids', label: '아이들 돌보고 이끌기' },
      { id: 'listen', label: '이야기 들어 주고 상담하기' },
      { id: 'plan', label: '수업·행사 계획 세우기' },
      { id: 'speak', label: '여러 사람 앞에서 말하기' },
    ],
  },
  {
    id: 'finance',
    label: '금융',
    examples: '은행·보험·증권 창구, 대출 상담',
    strengths: [
      { id: 'numbers', label: '숫자 정확히 다루기' },
      { id: 'documents', label: '서류 확인하고 정리하기' },
      { id: 'counsel', label: '고객 상담하고 설명하기' },
      { id: 'rules', label: '규정과 절차 지키기' },
    ],
  },
  {
    id: 'care',
    label: '의료·돌봄',
    examples: '병원, 요양 시설, 간병, 복지관',
    strengths: [
      { id: 'patients', label: '아픈 분 곁에서 돌보기' },
      { id: 'elders', label: '어르신 모시기' },
      { id: 'hygiene', label: '위생과 청결 챙기기' },
      { id: 'listen', label: '이야기 들어 주고 마음 살피기' },
      { id: 'records', label: '기록 꼼꼼히 남기기' },
    ],
  },
  {
    id: 'food',
    label: '음식·서비스',
    examples: '식당, 카페, 조리, 호텔·예식장',
    strengths: [
      { id: 'cooking', label: '음식 만들고 재료 손질하기' },
      { id: 'customers', label: '손님 맞이하고 응대하기' },
      { id: 'hygiene', label: '주방 위생 챙기기' },
      { id: 'quick', label: '바쁠 때 손 빠르게 움직이기' },
      { id: 'events', label: '행사·예식 진행 돕기' },
    ],
  },
  {
    id: 'public',
    label: '공공기관·군',
    examples: '공무원, 공기업, 군인, 경찰',
    strengths: [
      { id: 'rules', label: '법과 절차에 맞게 처리하기' },
      { id: 'documents', label: '공문서 쓰고 정리하기' },
      { id: 'civil', label: '민원인 안내하고 응대하기' },
      { id: 'lead', label: '사람들 이끌고 관리하기' },
      { id: 'safety', label: '안전·질서 지키기' },
    ],
  },
  {
    id: 'farming',
    label: '농림어업',
    examples: '농사, 원예, 산림, 축산, 어업',
    strengths: [
      { id: 'plants', label: '작물과 나무 기르기' },
      { id: 'animals', label: '가축이나 동물 돌보기' },
      { id: 'outdoors', label: '바깥에서 몸 쓰며 일하기' },
      { id: 'seasons', label: '계절과 날씨 읽기' },
    ],
  },
  {
    id: 'business',
    label: '자영업',
    examples: '가게·식당·사무소 운영',
    strengths: [
      { id: 'customers', label: '손님 맞이하고 단골 만들기' },
      { id: 'money', label: '매출과 장부 관리하기' },
      { id: 'manage', label: '가게 살림 꾸리기(재고·직원)' },
      { id: 'deals', label: '거래처와 계약하기' },
      { id: 'hands', label: '손으로 직접 만들거나 꾸미기' },
    ],
  },
  {
    id: 'home',
    label: '가사·육아',
    examples: '살림, 아이 키우기, 가족 돌보기',
    strengths: [
      { id: 'kids', label: '아이 돌보고 키우기' },
      { id: 'family', label: '어르신이나 아픈 가족 돌보기' },
      { id: 'cooking', label: '식사 준비하기' },
      { id: 'tidy', label: '정리·수납과 청소' },
    ],
  },
] as const;

export type CareerGroup = (typeof CAREER_GROUPS)[number];
export type CareerGroupId = CareerGroup['id'];
export const CAREER_GROUP_IDS = CAREER_GROUPS.map((g) => g.id) as [CareerGroupId, ...CareerGroupId[]];

/** How many suggestions the page shows at most. */
export const CAREER_SUGGESTION_LIMIT = 5;

export function careerGroupOf(id: string | null | undefined): CareerGroup | undefined {
  return CAREER_GROUPS.find((g) => g.id === id);
}

/** "사무·행정 일을 오래 하셨으니, " — a carried-over skill is said only because the reader picked this group. */
export function careerLeadIn(group: Pick<CareerGroup, 'label'>): string {
  return `${group.label} 일을 오래 하셨으니, `;
}

export const CAREER_MESSAGES = {
  unknownGroup: '목록에 없는 일의 종류예요. 다시 골라 주세요.',
  unknownStrength: '고른 일의 종류에 없는 강점이에요. 다시 골라 주세요.',
  tooManyStrengths: '강점은 목록에 있는 만큼만 고를 수 있어요.',
  noCertificate: '꼭 따야 하는 자격증은 없어요.',
  /** Where no public source states a preparation time (ADR 030): never a guess. */
  noPeriod: '준비 기간을 밝힌 공개 자료를 찾지 못했어요. 짐작으로 적지 않았어요.',
  scopeLine: '참고용 제안이에요. 해 오신 일과 이어지는 점을 다시봄이 직접 살펴 고른 직업이에요.',
} as const;
