import { seoulDateOf } from '../../platform/seoul-date.ts';
import { notFoundAnswer, type StandInAnswer, type StandInHandler } from '../probe-types.ts';
import { QNET_MAX_PAGE_SIZE, QNET_SCHEDULE_PATH } from './adapter.ts';

/**
 * A local stand-in for Q-Net's exam schedule on data.go.kr (docs/decisions/029, 031), answering
 * `GET /B490007/qualExamSchd/getQualExamSchdList` as SOURCES.md §3 documents it: the gateway's XML error for a missing
 * key or the key `bad-key`, 930 for more than 50 rows a page, rows for 종목코드 9511 and 9540 in the years around
 * today (others: 03, no data), pages by numOfRows and pageNo, JSON or XML. Test equipment: the 2026 dates of 9511
 * are the published ones [JOY-9511]; how round 1's registration splits into two rows, the round 0 row, other years
 * (the same days) and 9540's rows (9511's pattern) are invented.
 */

const JSON_TYPE = 'application/json;charset=UTF-8';
const XML_TYPE = 'text/xml;charset=UTF-8';
/** The service's default page size when numOfRows is left out (data.go.kr's usual 10; not documented here). */
const DEFAULT_ROWS = 10;

type Row = Record<string, string>;

/** Month-day pairs of one round's stages; empty strings are stages the schedule leaves out. */
type RoundDays = {
  seq: number;
  docReg: [string, string];
  docExam: [string, string];
  docPass: string;
  pracReg: [string, string];
  pracExam: [string, string];
  pracPass: string;
};

/** 9511's 2026 schedule as published [JOY-9511] (the registration windows as that client stored them, merged). */
const ROUNDS: RoundDays[] = [
  {
    seq: 1,
    docReg: ['0112', '0125'],
    docExam: ['0130', '0303'],
    docPass: '0311',
    pracReg: ['0323', '0413'],
    pracExam: ['0418', '0506'],
    pracPass: '0605',
  },
  {
    seq: 2,
    docReg: ['0420', '0504'],
    docExam: ['0509', '0529'],
    docPass: '0610',
    pracReg: ['0622', '0713'],
    pracExam: ['0718', '0805'],
    pracPass: '0904',
  },
  {
    seq: 3,
    docReg: ['0720', '0802'],
    docExam: ['0807', '0901'],
    docPass: '0909',
    pracReg: ['0921', '1019'],
    pracExam: ['1024', '1113'],
    pracPass: '1211',
  },
];

/** Which round each 종목 answers as two rows, and the two registration windows (invented split). */
const SPLIT: Record<string, { seq: number; windows: [[string, string], [string, string]] }> = {
  '9511': {
    seq: 1,
    windows: [
      ['0112', '0115'],
      ['0122', '0125'],
    ],
  },
  '9540': {
    seq: 2,
    windows: [
      ['0420', '0424'],
      ['0430', '0504'],
    ],
  },
};

const day = (year: number, monthDay: string) => (monthDay ? `${year}${monthDay}` : '');

function rowOf(year: number, round: RoundDays, docReg = round.docReg): Row {
  return {
    implYy: String(year),
    implSeq: String(round.seq),
    qualgbCd: 'T',
    qualgbNm: '국가기술자격',
    description: `국가기술자격 기사 (${year}년도 제${round.seq}회)`,
    docRegStartDt: day(year, docReg[0]),
    docRegEndDt: day(year, docReg[1]),
    docExamStartDt: day(year, round.docExam[0]),
    docExamEndDt: day(year, round.docExam[1]),
    docPassDt: day(year, round.docPass),
    pracRegStartDt: day(year, round.pracReg[0]),
    pracRegEndDt: day(year, round.pracReg[1]),
    pracExamStartDt: day(year, round.pracExam[0]),
    pracExamEndDt: day(year, round.pracExam[1]),
    pracPassDt: day(year, round.pracPass),
  };
}

/** One 종목's rows for a year, in the order the service lists them: round 0 first, one round as two rows. */
export function standInRows(jmCd: string, year: number): Row[] {
  const split = SPLIT[jmCd];
  if (!split) return [];
  const rows: Row[] = [];
  if (jmCd === '9511') {
    // 제0회: no written-exam dates, a practical window overlapping round 2 (SOURCES.md §3 Behaviours 2).
    rows.push(
      rowOf(year, {
        seq: 0,
        docReg: ['', ''],
        docExam: ['', ''],
        docPass: '',
        pracReg: ['0601', '0604'],
        pracExam: ['0613', '0624'],
        pracPass: '0710',
      }),
    );
  }
  for (const round of ROUNDS) {
    if (round.seq !== split.seq) rows.push(rowOf(year, round));
    else for (const window of split.windows) rows.push(rowOf(year, round, window));
  }
  return rows;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function gatewayError(code: string, message: string): StandInAnswer {
  // The data.go.kr gateway answers key and quota problems before the provider, in XML, with status 200.
  return {
    status: 200,
    contentType: XML_TYPE,
    body: `<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>${message}</returnAuthMsg><returnReasonCode>${code}</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>`,
  };
}

function answer(
  format: 'json' | 'xml',
  header: { resultCode: string; resultMsg: string },
  body?: { items: Row[]; numOfRows: number; pageNo: number; totalCount: number },
): StandInAnswer {
  if (format === 'json') {
    const json = body
      ? { header, body: { ...body, items: body.items.length > 0 ? body.items : '' } }
      : { header };
    return { status: 200, contentType: JSON_TYPE, body: JSON.stringify(json) };
  }
  const items = (body?.items ?? [])
    .map(
      (row) =>
        `<item>${Object.entries(row)
          .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
          .join('')}</item>`,
    )
    .join('');
  const bodyXml = body
    ? `<body><items>${items}</items><numOfRows>${body.numOfRows}</numOfRows><pageNo>${body.pageNo}</pageNo><totalCount>${body.totalCount}</totalCount></body>`
    : '';
  return {
    status: 200,
    contentType: XML_TYPE,
    body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>${header.resultCode}</resultCode><resultMsg>${escapeXml(header.resultMsg)}</resultMsg></header>${bodyXml}</response>`,
  };
}

const positiveInteger = (value: string | null, fallback: number) =>
  value === null || value === '' ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;

export function createQnetStandIn(options: { now?: () => Date } = {}): StandInHandler {
  const now = options.now ?? (() => new Date());
  return (url) => {
    if (url.pathname !== QNET_SCHEDULE_PATH) return notFoundAnswer();
    const query = url.searchParams;
    const key = query.get('serviceKey');
    if (!key || key === 'bad-key') return gatewayError('30', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
    const format = (query.get('dataFormat') ?? 'xml').toLowerCase() === 'json' ? 'json' : 'xml';
    const numOfRows = positiveInteger(query.get('numOfRows'), DEFAULT_ROWS);
    const pageNo = positiveInteger(query.get('pageNo'), 1);
    if (!(numOfRows >= 1) || !(pageNo >= 1)) {
      return answer(format, { resultCode: '10', resultMsg: 'INVALID_REQUEST_PARAMETER_ERROR' });
    }
    if (numOfRows > QNET_MAX_PAGE_SIZE) {
      return answer(format, { resultCode: '930', resultMsg: 'numOfRows exceeds the maximum of 50' });
    }
    const thisYear = Number(seoulDateOf(now()).slice(0, 4));
    const year = Number(query.get('implYy'));
    const qualgbCd = query.get('qualgbCd');
    const known = Number.isInteger(year) && Math.abs(year - thisYear) <= 1 && (!qualgbCd || qualgbCd === 'T');
    const rows = known ? standInRows(query.get('jmCd') ?? '', year) : [];
    if (rows.length === 0) return answer(format, { resultCode: '03', resultMsg: 'NODATA_ERROR' });
    return answer(
      format,
      { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      {
        items: rows.slice((pageNo - 1) * numOfRows, pageNo * numOfRows),
        numOfRows,
        pageNo,
        totalCount: rows.length,
      },
    );
  };
}

export const qnetStandIn: StandInHandler = createQnetStandIn();
