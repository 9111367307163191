/**
 * Words the sample source builds postings and courses from. Everything here is invented: company and institute
 * names are common Korean shop-sign patterns, phone numbers use the unassigned 0000 exchange, and links go to real
 * search or home pages rather than to postings that do not exist.
 */

export type OccupationProfile = {
  /** Relative posting volume (요양보호사 has far more openings than 메이크업). */
  weight: number;
  /** Kinds of workplace, appended to a name prefix: 햇살 + 요양원. */
  workplaces: readonly string[];
  /** Title patterns; `{district}` becomes the posting's district, `{job}` the occupation name. */
  titles: readonly string[];
  /** Employment types with weights. */
  jobTypes: readonly (readonly [string, number])[];
  /** Monthly pay range in 만원 for full-time work. */
  monthly: readonly [number, number];
  /** 0–1: share of postings asking 고졸 이상 rather than 학력무관. */
  educationShare: number;
  /** Kinds of training institute. */
  institutes: readonly string[];
  /** Course title patterns. */
  courses: readonly string[];
};

const FULL_TIME = [
  ['정규직', 40],
  ['계약직', 30],
  ['파트', 18],
  ['아르바이트', 8],
  ['위촉직', 4],
] as const;
const SHIFT_WORK = [
  ['정규직', 25],
  ['계약직', 25],
  ['파트', 30],
  ['아르바이트', 20],
] as const;
const FREELANCE = [
  ['위촉직', 40],
  ['아르바이트', 25],
  ['파트', 20],
  ['계약직', 15],
] as const;

export const OCCUPATION_PROFILES: Record<string, OccupationProfile> = {
  요양보호사: {
    weight: 2.2,
    workplaces: ['요양원', '재가복지센터', '주야간보호센터', '방문요양센터', '노인요양공동생활가정'],
    titles: [
      '요양보호사 모집 (주간보호센터, 주 5일)',
      '{district} 재가 방문요양 요양보호사 구인',
      '시설 요양보호사 채용 (3교대)',
      '요양보호사 선생님 모십니다 (경력무관)',
      '50·60대 환영 요양보호사 채용',
      '방문요양 요양보호사 (하루 3시간)',
    ],
    jobTypes: FULL_TIME,
    monthly: [210, 260],
    educationShare: 0.05,
    institutes: ['요양보호사교육원', '평생교육원', '직업전문학교'],
    courses: ['요양보호사 자격취득 과정', '요양보호사 양성과정', '신규 요양보호사 표준교육과정'],
  },
  간호조무사: {
    weight: 1.6,
    workplaces: ['의원', '내과의원', '요양병원', '정형외과의원', '한의원', '건강검진센터'],
    titles: [
      '간호조무사 채용 (외래)',
      '{district} 요양병원 간호조무사 모집',
      '간호조무사 파트타임 구인 (오전)',
      '검진센터 간호조무사 채용',
      '병동 간호조무사 정규직 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [220, 280],
    educationShare: 0.4,
    institutes: ['간호학원', '보건직업전문학교', '간호조무사학원'],
    courses: ['간호조무사 자격취득 과정', '간호조무사 국가시험 대비반', '간호조무사 양성과정'],
  },
  보육교사: {
    weight: 1.4,
    workplaces: ['어린이집', '국공립어린이집', '가정어린이집'],
    titles: [
      '보육교사 채용 (만 2세반)',
      '{district} 국공립 어린이집 보육교사 모집',
      '연장보육 전담 보육교사 구인',
      '보조교사 모집 (하루 4시간)',
      '보육 대체교사 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [220, 260],
    educationShare: 0.3,
    institutes: ['보육교사교육원', '평생교육원', '사이버평생교육원'],
    courses: ['보육교사 2급 자격 과정', '아이돌봄 전문 과정', '보육교사 실습 연계 과정'],
  },
  사회복지사: {
    weight: 1.3,
    workplaces: ['노인복지관', '종합사회복지관', '재가복지센터', '지역아동센터', '장애인복지관'],
    titles: [
      '사회복지사 채용 (사례관리)',
      '{district} 노인복지관 사회복지사 모집',
      '생활지원사 관리 사회복지사 구인',
      '재가센터 사회복지사 (주 5일)',
      '지역아동센터 사회복지사 채용',
    ],
    jobTypes: FULL_TIME,
    monthly: [230, 280],
    educationShare: 0.5,
    institutes: ['사회복지교육원', '평생교육원', '원격평생교육원'],
    courses: ['사회복지사 2급 자격 과정', '사회복지 현장실습 과정', '사례관리 실무 과정'],
  },
  직업상담사: {
    weight: 0.7,
    workplaces: ['일자리지원센터', '인재개발원', '취업지원센터', '경력개발센터'],
    titles: [
      '직업상담사 채용 (국민취업지원제도)',
      '{district} 일자리센터 직업상담사 모집',
      '중장년 취업 지원 상담원 구인',
      '기간제 직업상담사 채용',
      '신중년 일자리 상담사 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [230, 270],
    educationShare: 0.5,
    institutes: ['직업상담교육원', '평생교육원', '커리어아카데미'],
    courses: ['직업상담사 2급 자격 과정', '중장년 직업상담 실무 과정', '직업상담사 필기·실기 대비반'],
  },
  심리상담사: {
    weight: 0.6,
    workplaces: ['심리상담센터', '마음상담소', '가족상담센터', '심리발달센터'],
    titles: [
      '심리상담사 채용 (주 3일)',
      '{district} 상담센터 상담사 모집',
      '직장인 심리지원 상담사 구인',
      '청소년 상담사 채용',
      '어르신 정서지원 상담사 모집',
    ],
    jobTypes: FREELANCE,
    monthly: [200, 260],
    educationShare: 0.4,
    institutes: ['심리상담교육원', '평생교육원', '상담심리아카데미'],
    courses: ['심리상담사 자격 과정', '노인 심리상담 실무 과정', '가족 상담 기초 과정'],
  },
  '급식 도우미': {
    weight: 1.2,
    workplaces: ['초등학교 급식실', '중학교 급식실', '구내식당', '푸드', '요양원'],
    titles: [
      '{district} 학교 급식실 조리실무사 모집',
      '급식 도우미 구인 (오전 4시간)',
      '구내식당 조리보조 채용',
      '요양원 급식 도우미 모집',
      '어린이집 조리 보조 구인',
    ],
    jobTypes: SHIFT_WORK,
    monthly: [200, 240],
    educationShare: 0.05,
    institutes: ['조리직업전문학교', '요리학원', '조리아카데미'],
    courses: ['단체급식 조리 실무 과정', '한식조리기능사 자격 과정', '급식 위생·조리 보조 과정'],
  },
  사무보조원: {
    weight: 1.3,
    workplaces: ['물산', '산업', '상사', '무역', '협동조합', '관리사무소'],
    titles: [
      '사무보조원 채용 (문서 정리·전화 응대)',
      '{district} 사무보조 구인 (주 5일)',
      '일반사무 보조 파트타임',
      '행정 보조원 모집',
      '경리·사무보조 채용',
    ],
    jobTypes: FULL_TIME,
    monthly: [210, 250],
    educationShare: 0.4,
    institutes: ['컴퓨터학원', '직업전문학교', '평생교육원'],
    courses: ['사무행정 실무 과정 (ITQ 대비)', '컴퓨터활용능력 2급 과정', '엑셀·한글 문서 실무 과정'],
  },
  회계사무원: {
    weight: 1.0,
    workplaces: ['세무회계사무소', '세무회계', '세무법인', '회계사무소'],
    titles: [
      '회계사무원 채용 (회계 프로그램 가능자)',
      '{district} 세무회계사무소 직원 모집',
      '경리 회계 담당 구인',
      '기장 담당 직원 채용',
      '회계 보조 파트타임 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [220, 280],
    educationShare: 0.6,
    institutes: ['세무회계학원', '직업전문학교', '회계아카데미'],
    courses: ['전산회계 2급 자격 과정', '세무회계 실무 과정', '경리 실무 과정'],
  },
  수의테크니션: {
    weight: 0.5,
    workplaces: ['동물병원', '동물메디컬센터', '동물의료센터'],
    titles: [
      '동물보건사 채용',
      '{district} 동물병원 수의테크니션 모집',
      '동물병원 접수·진료 보조 구인',
      '야간 동물병원 테크니션 채용',
      '수의테크니션 파트타임 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [210, 260],
    educationShare: 0.5,
    institutes: ['동물보건교육원', '애완동물직업전문학교', '펫아카데미'],
    courses: ['동물보건 실무 과정', '수의테크니션 양성과정', '동물병원 진료보조 과정'],
  },
  '웨딩 헬퍼': {
    weight: 0.5,
    workplaces: ['웨딩홀', '컨벤션', '웨딩컨벤션', '예식장'],
    titles: [
      '웨딩 헬퍼 모집 (주말)',
      '{district} 웨딩홀 신부 도우미 구인',
      '웨딩 도우미 채용 (건당)',
      '예식장 헬퍼 모집',
      '폐백·웨딩 도우미 구인',
    ],
    jobTypes: FREELANCE,
    monthly: [150, 200],
    educationShare: 0.02,
    institutes: ['웨딩아카데미', '평생교육원', '웨딩플래너교육원'],
    courses: ['웨딩 헬퍼 양성 과정', '예식 진행 도우미 과정', '웨딩 서비스 실무 과정'],
  },
  '미용사 (일반)': {
    weight: 1.0,
    workplaces: ['헤어', '헤어살롱', '미용실', '헤어스튜디오'],
    titles: [
      '헤어 디자이너 채용',
      '{district} 미용실 미용사 모집',
      '헤어 스태프 구인',
      '파트 미용사 모집 (주 3일)',
      '경력 미용사 우대 채용',
    ],
    jobTypes: FULL_TIME,
    monthly: [200, 300],
    educationShare: 0.05,
    institutes: ['미용학원', '뷰티아카데미', '미용직업전문학교'],
    courses: ['미용사(일반) 자격 과정', '헤어 커트 실무 과정', '미용사 필기·실기 대비반'],
  },
  '미용사 (피부)': {
    weight: 0.6,
    workplaces: ['피부관리실', '에스테틱', '스킨케어'],
    titles: [
      '피부관리사 채용',
      '{district} 피부관리실 관리사 모집',
      '에스테틱 관리사 구인',
      '피부미용사 파트타임 모집',
      '경락·피부관리사 채용',
    ],
    jobTypes: FULL_TIME,
    monthly: [200, 270],
    educationShare: 0.05,
    institutes: ['피부미용학원', '뷰티아카데미', '에스테틱아카데미'],
    courses: ['미용사(피부) 자격 과정', '피부관리 실무 과정', '피부미용 필기·실기 대비반'],
  },
  '미용사 (네일)': {
    weight: 0.6,
    workplaces: ['네일', '네일샵', '네일아트'],
    titles: [
      '네일 아티스트 채용',
      '{district} 네일샵 네일리스트 모집',
      '네일 파트타임 구인',
      '젤네일 가능자 모집',
      '네일 디자이너 채용',
    ],
    jobTypes: FULL_TIME,
    monthly: [190, 260],
    educationShare: 0.02,
    institutes: ['네일아카데미', '뷰티아카데미', '미용학원'],
    courses: ['미용사(네일) 자격 과정', '젤네일 실무 과정', '네일아트 창업 준비 과정'],
  },
  '미용사 (메이크업)': {
    weight: 0.4,
    workplaces: ['메이크업', '웨딩스튜디오', '뷰티스튜디오'],
    titles: [
      '메이크업 아티스트 채용',
      '{district} 웨딩 메이크업 스태프 모집',
      '메이크업 실장 구인',
      '촬영 메이크업 아티스트 모집',
      '헤어·메이크업 아티스트 채용',
    ],
    jobTypes: FREELANCE,
    monthly: [200, 280],
    educationShare: 0.02,
    institutes: ['메이크업아카데미', '뷰티아카데미', '미용학원'],
    courses: ['미용사(메이크업) 자격 과정', '웨딩 메이크업 실무 과정', '메이크업 기초 과정'],
  },
  반려동물미용사: {
    weight: 0.5,
    workplaces: ['펫살롱', '애견미용', '펫그루밍', '동물병원'],
    titles: [
      '애견미용사 채용',
      '{district} 펫살롱 미용사 모집',
      '반려동물미용 보조 구인',
      '고양이 미용 가능자 모집',
      '애견미용사 파트타임 모집',
    ],
    jobTypes: FULL_TIME,
    monthly: [200, 260],
    educationShare: 0.02,
    institutes: ['애견미용학원', '펫아카데미', '애완동물직업전문학교'],
    courses: ['반려견 스타일리스트 자격 과정', '애견미용 실무 과정', '반려동물미용 기초 과정'],
  },
  '레크리에이션 지도사': {
    weight: 0.5,
    workplaces: ['노인복지관', '주간보호센터', '문화센터', '실버센터'],
    titles: [
      '레크리에이션 강사 모집 (주간보호센터)',
      '{district} 복지관 레크리에이션 지도사 구인',
      '어르신 여가 프로그램 강사 채용',
      '실버 체조·레크리에이션 강사 모집',
      '행사 레크리에이션 진행자 구인',
    ],
    jobTypes: FREELANCE,
    monthly: [180, 230],
    educationShare: 0.05,
    institutes: ['레크리에이션교육원', '평생교육원', '여가문화아카데미'],
    courses: ['레크리에이션 지도자 과정', '실버 레크리에이션 실무 과정', '웃음·놀이 치료 기초 과정'],
  },
  바리스타: {
    weight: 1.0,
    workplaces: ['카페', '커피', '로스터리', '베이커리카페'],
    titles: [
      '바리스타 채용',
      '{district} 카페 바리스타 모집',
      '오픈 바리스타 구인 (오전)',
      '주말 바리스타 아르바이트',
      '시니어 바리스타 채용',
    ],
    jobTypes: SHIFT_WORK,
    monthly: [200, 240],
    educationShare: 0.02,
    institutes: ['바리스타학원', '커피아카데미', '제과제빵커피학원'],
    courses: ['바리스타 2급 자격 과정', '커피 추출 실무 과정', '카페 창업 바리스타 과정'],
  },
  공인중개사: {
    weight: 0.8,
    workplaces: ['공인중개사사무소', '부동산', '부동산중개'],
    titles: [
      '소속 공인중개사 모집',
      '{district} 부동산 중개보조원 구인',
      '공인중개사 사무소 직원 채용',
      '상가 전문 중개사 모집',
      '아파트 단지 중개사 구인',
    ],
    jobTypes: FREELANCE,
    monthly: [220, 300],
    educationShare: 0.1,
    institutes: ['부동산아카데미', '공인중개사학원', '평생교육원'],
    courses: ['공인중개사 1차 대비 과정', '공인중개사 2차 대비 과정', '부동산 중개 실무 과정'],
  },
  산후조리사: {
    weight: 0.6,
    workplaces: ['산후조리원', '산모신생아센터', '산후케어센터'],
    titles: [
      '산후관리사 모집',
      '{district} 산후조리원 신생아실 직원 채용',
      '산모신생아 건강관리사 구인',
      '출퇴근 산후도우미 모집',
      '산후조리사 채용 (주간)',
    ],
    jobTypes: FULL_TIME,
    monthly: [210, 270],
    educationShare: 0.05,
    institutes: ['산후관리사교육원', '평생교육원', '가정관리사교육원'],
    courses: ['산모신생아 건강관리사 양성 과정', '산후관리사 실무 과정', '신생아 돌봄 기초 과정'],
  },
};

/** For occupations this file does not know (test fixtures, a renamed occupation): neutral words. */
export const GENERIC_PROFILE: OccupationProfile = {
  weight: 1,
  workplaces: ['센터', '사무소', '상사'],
  titles: ['{job} 채용', '{district} {job} 모집', '{job} 구인 (경력무관)', '{job} 파트타임 모집'],
  jobTypes: FULL_TIME,
  monthly: [200, 260],
  educationShare: 0.2,
  institutes: ['평생교육원', '직업전문학교'],
  courses: ['{job} 양성 과정', '{job} 실무 과정'],
};

export const NAME_PREFIXES = [
  '햇살',
  '늘봄',
  '다온',
  '한빛',
  '새봄',
  '푸른숲',
  '은빛',
  '온누리',
  '참좋은',
  '행복한',
  '사랑채',
  '소망',
  '미소',
  '하늘',
  '보람',
  '다솜',
  '가온',
  '나래',
  '바른',
  '한결',
  '이음',
  '단비',
  '꽃뜰',
  '해오름',
  '두레',
  '산들',
  '도담',
  '예담',
  '솔빛',
  '청솔',
] as const;

/** Where postings are: weights per city (more in 서울, 경기, 부산, as on real job sites). */
export const POSTING_CITY_WEIGHTS: Record<string, number> = {
  서울: 22,
  경기: 24,
  부산: 9,
  인천: 6,
  대구: 5,
  대전: 3,
  광주: 3,
  울산: 2,
  세종: 1,
  강원: 3,
  충북: 3,
  충남: 3,
  전북: 3,
  전남: 3,
  경북: 4,
  경남: 5,
  제주: 2,
};

/** Where training institutes are. */
export const COURSE_CITY_WEIGHTS: Record<string, number> = {
  서울: 20,
  경기: 20,
  부산: 7,
  인천: 6,
  대구: 5,
  대전: 4,
  광주: 4,
  울산: 2,
  세종: 1,
  강원: 3,
  충북: 3,
  충남: 3,
  전북: 3,
  전남: 3,
  경북: 4,
  경남: 5,
  제주: 2,
};

/** The official city/province names used in addresses. */
export const CITY_FULL_NAMES: Record<string, string> = {
  서울: '서울특별시',
  부산: '부산광역시',
  대구: '대구광역시',
  인천: '인천광역시',
  광주: '광주광역시',
  대전: '대전광역시',
  울산: '울산광역시',
  세종: '세종특별자치시',
  경기: '경기도',
  강원: '강원특별자치도',
  충북: '충청북도',
  충남: '충청남도',
  전북: '전북특별자치도',
  전남: '전라남도',
  경북: '경상북도',
  경남: '경상남도',
  제주: '제주특별자치도',
};

/** Area codes, for institutes' (fictional, 0000-exchange) phone numbers. */
export const AREA_CODES: Record<string, string> = {
  서울: '02',
  부산: '051',
  대구: '053',
  인천: '032',
  광주: '062',
  대전: '042',
  울산: '052',
  세종: '044',
  경기: '031',
  강원: '033',
  충북: '043',
  충남: '041',
  전북: '063',
  전남: '061',
  경북: '054',
  경남: '055',
  제주: '064',
};

export const ROAD_NAMES = [
  '중앙로',
  '시민로',
  '문화로',
  '희망로',
  '번영로',
  '평화로',
  '행복로',
  '배움로',
  '한마음로',
  '미래로',
  '새봄길',
  '꿈나무길',
] as const;

export const EXPERIENCE_LEVELS = [
  ['경력무관', 60],
  ['신입', 18],
  ['경력', 12],
  ['신입·경력', 10],
] as const;

/** 사람인's search page for the occupation: a real page, never a made-up posting address on a real site. */
export function postingSearchUrl(occupationName: string): string {
  return `https://www.saramin.co.kr/zf_user/search?searchword=${encodeURIComponent(occupationName)}`;
}

/** 고용24's home page (the sample has no real course to link to). */
export const COURSE_HOME_URL = 'https://www.work24.go.kr/';
