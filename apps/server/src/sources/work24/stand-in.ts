import { addDays, isDateString } from '../../platform/seoul-date.ts';
import { notFoundAnswer, type StandInAnswer, type StandInHandler } from '../probe-types.ts';
import { createRandom } from '../sample/prng.ts';
import {
  WORK24_DETAIL_PARAMS,
  WORK24_DETAIL_PATH,
  WORK24_LIST_PARAMS,
  WORK24_LIST_PATH,
  WORK24_LIST_REQUIRED_PARAMS,
  WORK24_MAX_PAGE_NUM,
  WORK24_PAGE_SIZE,
} from './adapter.ts';

/**
 * A local stand-in for 고용24's 310L01 and 310L02, answering as the guide and recorded answers do (SOURCES.md §2,
 * ADR 028); courses are made up and deterministic. Undocumented cases get an error naming the stand-in.
 */

/** The only message recorded from the service: a missing key [NEWON]. A refused key is given the same. */
const KEY_MESSAGE = '인증키가 존재하지 않습니다';
/** The key a test uses to see a refused key. */
export const WORK24_STAND_IN_BAD_KEY = 'bad-key';

/** Course titles per NCS major category (`srchNcs1`); some match none of our occupations, as real lists do. */
const TITLES: Readonly<Record<string, readonly string[]>> = {
  '02': [
    '사무행정 실무 과정',
    '컴퓨터활용능력 2급 취득과정',
    '전산회계 1급 실무',
    '전산세무 2급 과정',
    '무역 실무 기초',
    '경영지도사 시험 준비과정',
  ],
  '03': ['공인중개사 자격 취득과정', '부동산 실무 기초', '보험 설계 입문'],
  '04': [
    '아이돌보미 양성과정',
    '보육교사 2급 준비 과정',
    '방과후 지도사 과정',
    '평생교육사 실습 과정',
    '한국어교원 양성과정 120시간',
  ],
  '06': [
    '간호조무사 양성과정',
    '요양보호사 표준교육과정',
    '동물보건 실무',
    '산후관리사 양성과정',
    '병원 코디네이터',
  ],
  '07': [
    '요양보호사 양성 표준교육과정 (현장실습 포함)',
    '사회복지사 2급 실무',
    '직업상담사 2급 취득과정',
    '심리상담사 양성과정',
    '산후관리사(산모·신생아) 과정',
    '노인 여가 프로그램 기획',
    '간병인 양성 실무과정',
    '장애인활동지원사 신규 교육',
    '노인맞춤돌봄 생활지원사 직무교육',
    '청소년지도사 2급 준비과정',
    '전직지원전문가 양성과정',
  ],
  '12': [
    '미용사(일반) 국가자격 취득과정',
    '피부미용 에스테틱 실무',
    '네일아트 실무 마스터',
    '웨딩 메이크업 전문가 과정',
    '반려동물미용 3급 자격과정',
    '웨딩플래너 양성과정',
    '실버 레크리에이션 지도자 과정',
    '호텔 객실관리 실무',
    '장례지도사 국가자격 교육과정',
    '문화관광해설사 기초과정',
    '노인스포츠지도사 자격 준비',
  ],
  '13': [
    '바리스타 2급 자격취득 실무과정',
    '한식조리기능사 취득과정',
    '단체급식 조리 실무',
    '카페 창업 기초',
    '제과제빵 입문',
    '학교급식조리 실무',
    '떡제조기능사 취득과정',
  ],
  '24': [
    '반려동물 관리 실무',
    '동물병원 코디네이터 과정',
    '도시농업 기초',
    '숲해설가 전문과정',
    '산림치유지도사 2급 양성과정',
  ],
  '05': ['행정사자격 시험 대비'],
  '09': ['버스운전자격 취득 준비', '택시운전자격 시험 대비', '화물운송종사 자격 준비'],
  '10': ['민원응대 실무 과정'],
  '11': [
    '일반경비원 신임교육',
    '건물청소 실무 과정',
    '방역소독 실무과정',
    '정리수납전문가 2급 과정',
    '환경미화원 취업 준비과정',
    '주차관리 실무',
  ],
  '14': [
    '건물시설관리 실무과정',
    '주택관리사보 시험 준비',
    '지게차운전기능사 취득과정',
    '굴착기운전기능사 취득과정',
    '조경기능사 취득과정',
    '도배기능사 실무과정',
  ],
  '16': ['피복아크용접 기능사 과정'],
  '19': ['전기기능사 취득과정'],
  '23': ['소방안전관리자 2급 강습 대비', '에너지관리기능사 취득과정'],
};

/** 12 is the current guide's 전남광주 [W24-GUIDE], [PARK]; its courses get 광주 or 전남 district codes (real ones unconfirmed). */
const AREAS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '11': [
    ['11680', '서울특별시 강남구 테헤란로'],
    ['11440', '서울특별시 마포구 양화로'],
    ['11110', '서울특별시 종로구 종로'],
  ],
  '26': [['26350', '부산광역시 해운대구 해운대로']],
  '27': [['27260', '대구광역시 수성구 달구벌대로']],
  '28': [['28200', '인천광역시 남동구 인주대로']],
  '30': [['30170', '대전광역시 서구 둔산로']],
  '31': [['31140', '울산광역시 남구 삼산로']],
  '36': [['36110', '세종특별자치시 한누리대로']],
  '41': [
    ['41281', '경기도 고양시 덕양구 화중로'],
    ['41111', '경기도 수원시 장안구 정조로'],
  ],
  '43': [['43113', '충청북도 청주시 흥덕구 가경로']],
  '44': [['44133', '충청남도 천안시 서북구 불당대로']],
  '47': [['47111', '경상북도 포항시 남구 중앙로']],
  '48': [['48121', '경상남도 창원시 의창구 중앙대로']],
  '50': [['50110', '제주특별자치도 제주시 연삼로']],
  '51': [['51110', '강원특별자치도 춘천시 중앙로']],
  '52': [['52111', '전북특별자치도 전주시 완산구 효자로']],
  '12': [
    ['29170', '광주광역시 북구 서암대로'],
    ['46110', '전라남도 목포시 영산로'],
  ],
};
/** Phone area code and a short place name per area, for made-up phone numbers and institute names. */
const AREA_INFO: Readonly<Record<string, readonly [string, string]>> = {
  '11': ['02', '서울'],
  '26': ['051', '부산'],
  '27': ['053', '대구'],
  '28': ['032', '인천'],
  '30': ['042', '대전'],
  '31': ['052', '울산'],
  '36': ['044', '세종'],
  '41': ['031', '경기'],
  '43': ['043', '충북'],
  '44': ['041', '충남'],
  '47': ['054', '경북'],
  '48': ['055', '경남'],
  '50': ['064', '제주'],
  '51': ['033', '강원'],
  '52': ['063', '전북'],
  '12': ['062', '광주'],
};
const INSTITUTES = [
  '새봄직업전문학교',
  '한빛평생교육원',
  '늘푸른직업훈련원',
  '다온아카데미',
  '미래인재교육원',
];
const SELF_PAY_SHARES = [10, 15, 20, 30, 45, 55] as const;
/** Share of (category, area, day) slots that hold a course. */
const COURSE_CHANCE = 0.08;
/** Days a window is enumerated at most (longer windows answer their first two years). */
const MAX_WINDOW_DAYS = 731;
const ORIGIN = 'https://www.work24.go.kr';

type StandInCourse = Record<string, string>;

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A plain value → XML elements named as the JSON keys (lists repeat their element). */
function toXml(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => toXml(name, item)).join('');
  if (value && typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([key, child]) => toXml(key, child))
      .join('');
    return `<${name}>${inner}</${name}>`;
  }
  return `<${name}>${xmlEscape(String(value ?? ''))}</${name}>`;
}

function answer(body: unknown, returnType: 'JSON' | 'XML'): StandInAnswer {
  if (returnType === 'XML') {
    return {
      status: 200,
      contentType: 'text/xml;charset=UTF-8',
      body: `<?xml version="1.0" encoding="UTF-8"?>${toXml('HRDNet', body)}`,
    };
  }
  return { status: 200, contentType: 'application/json;charset=UTF-8', body: JSON.stringify(body) };
}

/** The service's error envelope: HTTP 200, XML, whatever returnType asked for [NEWON]. */
function errorBody(message: string): StandInAnswer {
  return {
    status: 200,
    contentType: 'text/xml;charset=UTF-8',
    body: `<GO24><error>${xmlEscape(message)}</error></GO24>`,
  };
}

const ymd = (date: string) => date.replaceAll('-', '');
const dashed = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

function courseAt(major: string, area: string, date: string): StandInCourse | null {
  const random = createRandom(`work24-stand-in:${major}:${area}:${date}`);
  if (!random.chance(COURSE_CHANCE)) return null;
  const titles = TITLES[major] ?? [];
  const places = AREAS[area] ?? [];
  if (titles.length === 0 || places.length === 0) return null;
  const [district, street] = random.pick(places);
  const instituteIndex = random.int(0, INSTITUTES.length - 1);
  const instituteId = `5000${area}${String(instituteIndex + 1).padStart(6, '0')}`;
  const trprId = `AIG${ymd(date)}${major}${area}1`;
  const trprDegr = String(random.int(1, 9));
  const realMan = random.int(30, 300) * 10_000 + random.int(0, 9) * 1_000;
  const days = random.pick([30, 45, 60, 90, 120]);
  const link = `${ORIGIN}/hr/a/a/3100/selectTracseDetl.do?tracseId=${trprId}&tracseTme=${trprDegr}&crseTracseSe=C0061&trainstCstmrId=${instituteId}`;
  return {
    address: `${street} ${random.int(1, 300)}`,
    certificate: '',
    contents: '',
    courseMan: random.chance(0.85) ? String(realMan) : '',
    eiEmplCnt3: '0',
    eiEmplRate3: 'A',
    eiEmplRate6: 'A',
    grade: '',
    instCd: instituteId,
    ncsCd: `${major}010201`,
    realMan: String(realMan),
    regCourseMan: '0',
    stdgScor: '0',
    subTitle: `${AREA_INFO[area]?.[1] ?? ''} ${INSTITUTES[instituteIndex]}`,
    subTitleLink: `${ORIGIN}/hr/a/a/1100/trnnCrseInfo.do?trainstCstmrId=${instituteId}`,
    telNo: `${AREA_INFO[area]?.[0] ?? '02'}-0000-${String(random.int(0, 9999)).padStart(4, '0')}`,
    title: random.pick(titles),
    titleIcon: '1',
    // The guide's list escapes the link's ampersands.
    titleLink: link.replaceAll('&', '&amp;'),
    traEndDate: addDays(date, days - 1),
    traStartDate: date,
    trainTarget: '국민내일배움카드(일반)',
    trainTargetCd: 'C0061',
    trainstCstId: instituteId,
    trngAreaCd: district,
    trprDegr,
    trprId,
    wkendSe: '3',
    yardMan: '20',
  };
}

/** Reads the documented parameters; the first problem found, in words, or the values. */
function readParams(
  url: URL,
  allowed: readonly string[],
  required: readonly string[],
): { error: StandInAnswer } | { params: Record<string, string>; returnType: 'JSON' | 'XML' } {
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) params[name] = value;
  const key = params.authKey ?? '';
  if (key.trim() === '' || key === WORK24_STAND_IN_BAD_KEY) return { error: errorBody(KEY_MESSAGE) };
  const unknown = Object.keys(params).filter((name) => !allowed.includes(name));
  if (unknown.length > 0)
    return { error: errorBody(`stand-in: undocumented parameter ${unknown.join(', ')}`) };
  const missing = required.filter((name) => !params[name]);
  if (missing.length > 0) return { error: errorBody(`stand-in: missing parameter ${missing.join(', ')}`) };
  const returnType = (params.returnType ?? '').toUpperCase();
  if (returnType !== 'JSON' && returnType !== 'XML')
    return { error: errorBody('stand-in: returnType is XML or JSON') };
  return { params, returnType };
}

function boundedInt(value: string | undefined, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

type ListQuery = { pageNum: number; pageSize: number; from: string; to: string; sort: string };

/** The list's paging, window and sort, or the error body for the first one the guide does not allow. */
function readListQuery(params: Record<string, string>): ListQuery | { error: StandInAnswer } {
  if (params.outType !== '1') return { error: errorBody('stand-in: outType is 1 for the list') };
  const pageNum = boundedInt(params.pageNum, 1, WORK24_MAX_PAGE_NUM);
  const pageSize = boundedInt(params.pageSize, 1, WORK24_PAGE_SIZE);
  if (pageNum === null || pageSize === null) {
    return {
      error: errorBody(`stand-in: pageNum is 1–${WORK24_MAX_PAGE_NUM}, pageSize 1–${WORK24_PAGE_SIZE}`),
    };
  }
  const from = dashed(params.srchTraStDt ?? '');
  const to = dashed(params.srchTraEndDt ?? '');
  if (!/^\d{8}$/.test(params.srchTraStDt ?? '') || !/^\d{8}$/.test(params.srchTraEndDt ?? ''))
    return { error: errorBody('stand-in: srchTraStDt and srchTraEndDt are YYYYMMDD') };
  if (!isDateString(from) || !isDateString(to)) return { error: errorBody('stand-in: not a calendar day') };
  const sort = (params.sort ?? '').toUpperCase();
  if ((sort !== 'ASC' && sort !== 'DESC') || !['1', '2', '3', '5'].includes(params.sortCol ?? ''))
    return { error: errorBody('stand-in: sort is ASC or DESC, sortCol 1, 2, 3 or 5') };
  return { pageNum, pageSize, from, to, sort };
}

/** Every course starting in the window (its first two years at most), in the categories and areas asked for. */
function coursesIn(params: Record<string, string>, from: string, to: string): StandInCourse[] {
  // Only 국민내일배움카드 courses are made up here.
  if (params.crseTracseSe !== undefined && params.crseTracseSe !== 'C0061') return [];
  const majors = params.srchNcs1 ? [params.srchNcs1.slice(0, 2)] : Object.keys(TITLES);
  const areas = params.srchTraArea1 ? [params.srchTraArea1] : Object.keys(AREAS);
  const courses: StandInCourse[] = [];
  for (let day = 0, date = from; date <= to && day < MAX_WINDOW_DAYS; day++, date = addDays(from, day)) {
    for (const major of majors) {
      for (const area of areas) {
        const course = courseAt(major, area, date);
        if (course) courses.push(course);
      }
    }
  }
  return courses;
}

/** sortCol 1 sorts by institute, the others by start day; ties by course id, always ascending. */
function sortCourses(courses: StandInCourse[], sortCol: string | undefined, sort: string): void {
  const column = sortCol === '1' ? 'subTitle' : 'traStartDate';
  const direction = sort === 'DESC' ? -1 : 1;
  courses.sort(
    (a, b) =>
      direction * (a[column] ?? '').localeCompare(b[column] ?? '') ||
      (a.trprId ?? '').localeCompare(b.trprId ?? ''),
  );
}

function list(url: URL): StandInAnswer {
  const read = readParams(url, WORK24_LIST_PARAMS, WORK24_LIST_REQUIRED_PARAMS);
  if ('error' in read) return read.error;
  const { params, returnType } = read;
  const query = readListQuery(params);
  if ('error' in query) return query.error;
  const { pageNum, pageSize } = query;
  const courses = coursesIn(params, query.from, query.to);
  sortCourses(courses, params.sortCol, query.sort);
  const page = courses.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return answer(
    { scn_cnt: String(courses.length), pageNum: String(pageNum), pageSize: String(pageSize), srchList: page },
    returnType,
  );
}

/** The course round a detail request names (id, round and institute all matching), or null. */
function requestedCourse(params: Record<string, string>): StandInCourse | null {
  const id = /^AIG(\d{8})(\d{2})(\d{2})1$/.exec(params.srchTrprId ?? '');
  if (!id) return null;
  const date = dashed(id[1] as string);
  const course = isDateString(date) ? courseAt(id[2] as string, id[3] as string, date) : null;
  if (!course || course.trprDegr !== params.srchTrprDegr || course.trainstCstId !== params.srchTorgId)
    return null;
  return course;
}

/** Most give 본인부담액; some leave it out, some blank, some 0. */
function detailFees(course: StandInCourse): { selfPay: string | undefined; perTrco: string } {
  const random = createRandom(`work24-stand-in:detail:${course.trprId}`);
  const realMan = Number(course.realMan);
  const shape = random.int(0, 9);
  const selfPay = shape === 0 ? 0 : Math.round((realMan * random.pick(SELF_PAY_SHARES)) / 1000) * 10;
  if (shape === 1) return { selfPay: '', perTrco: '' };
  if (shape === 2) return { selfPay: undefined, perTrco: '' };
  return { selfPay: String(selfPay), perTrco: String(realMan - selfPay) };
}

/** The detail's `inst_base_info`: the course and institute, fees and (made-up) staff. */
function baseInfo(
  course: StandInCourse,
  days: string,
  hours: string,
  perTrco: string,
): Record<string, string> {
  return {
    addr1: course.address ?? '',
    addr2: '2층',
    filePath: '',
    hpAddr: '',
    inoNm: course.subTitle ?? '',
    instIno: course.trainstCstId ?? '',
    instPerTrco: course.realMan ?? '',
    ncsCd: course.ncsCd ?? '',
    ncsNm: course.title ?? '',
    ncsYn: 'Y',
    nonNcsCoursePrcttqTime: '0',
    nonNcsCourseTheoryTime: '0',
    pFileName: '',
    perTrco,
    torgParGrad: '',
    trDcnt: days,
    traingMthCd: 'M1001',
    // The guide's staff fields, made up here; the adapter never keeps them.
    trprChap: '예시 담당자',
    trprChapEmail: 'staff@example.com',
    trprChapTel: `${course.telNo ?? ''}`,
    trprDegr: course.trprDegr ?? '',
    trprGbn: 'C0061',
    trprId: course.trprId ?? '',
    trprNm: course.title ?? '',
    trprTarget: 'C0061',
    trprTargetNm: '국민내일배움카드(일반)',
    trprUpYn: 'N',
    trtm: hours,
    zipCd: '',
  };
}

function detail(url: URL): StandInAnswer {
  const read = readParams(url, WORK24_DETAIL_PARAMS, WORK24_DETAIL_PARAMS);
  if ('error' in read) return read.error;
  const { params, returnType } = read;
  if (params.outType !== '2') return errorBody('stand-in: outType is 2 for the detail');
  const course = requestedCourse(params);
  if (!course) return errorBody('stand-in: no such course round');

  const fees = detailFees(course);
  const start = course.traStartDate ?? '';
  const days = String(Math.round((Date.parse(course.traEndDate ?? '') - Date.parse(start)) / 86_400_000) + 1);
  const hours = String(Number(days) * 4);
  const detailInfo: Record<string, string> = {
    govBusiNm: course.title ?? '',
    torgGbnCd: '',
    totTraingDyct: days,
    totTraingTime: hours,
    trprDegr: course.trprDegr ?? '',
    trprId: course.trprId ?? '',
    trprNm: course.title ?? '',
  };
  if (fees.selfPay !== undefined) detailInfo.tgcrGnrlTrneOwepAllt = fees.selfPay;
  const body = {
    inst_base_info: baseInfo(course, days, hours, fees.perTrco),
    inst_detail_info: detailInfo,
    inst_facility_info: {
      inst_facility_info_list: [
        {
          changeCstmrId: '',
          cstmrId: course.trainstCstId ?? '',
          cstmrNm: course.subTitle ?? '',
          fcltyArCn: '66',
          holdQy: '1',
          ocuAcptnNmprCn: '20',
          trafcltyNm: '강의실',
        },
      ],
    },
    inst_eqnm_info: { inst_eqnm_info_list: [] },
  };
  return answer(body, returnType);
}

export const work24StandIn: StandInHandler = (url) => {
  if (url.pathname === WORK24_LIST_PATH) return list(url);
  if (url.pathname === WORK24_DETAIL_PATH) return detail(url);
  return notFoundAnswer();
};
