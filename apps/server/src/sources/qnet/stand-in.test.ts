import { describe, expect, it } from 'vitest';
import { QNET_SCHEDULE_PATH } from './adapter.ts';
import { createQnetStandIn, standInRows } from './stand-in.ts';

const NOW = new Date('2026-06-01T03:00:00Z');
const standIn = createQnetStandIn({ now: () => NOW });

const ask = (query: Record<string, string>, path = QNET_SCHEDULE_PATH) =>
  standIn(new URL(`http://127.0.0.1${path}?${new URLSearchParams(query)}`));
// What the adapter asks first: 9511's rounds of 2026, one 50-row page.
const base = Object.fromEntries(
  new URLSearchParams(
    'serviceKey=stand-in-key&numOfRows=50&pageNo=1&dataFormat=json&implYy=2026&qualgbCd=T&jmCd=9511',
  ),
);

describe('the Q-Net stand-in', () => {
  it('answers 9511’s 2026 rounds with the published days, round 1 as two rows and a round 0 row', () => {
    const answer = ask(base);
    expect([answer.status, answer.contentType]).toEqual([200, 'application/json;charset=UTF-8']);
    const { header, body } = JSON.parse(answer.body);
    expect(header).toEqual({ resultCode: '00', resultMsg: 'NORMAL SERVICE.' });
    expect(body).toMatchObject({ numOfRows: 50, pageNo: 1, totalCount: 5 });
    expect(body.items.map((row: Record<string, string>) => [row.implSeq, row.docRegStartDt])).toEqual([
      ['0', ''],
      ['1', '20260112'],
      ['1', '20260122'],
      ['2', '20260420'],
      ['3', '20260720'],
    ]);
    // SOURCES.md §3.5: 1회 필기 01-30~03-03, 실기 04-18~05-06, 발표 06-05; 3회 실기 10-24~11-13, 발표 12-11.
    expect(body.items[1]).toMatchObject({
      description: '국가기술자격 기사 (2026년도 제1회)',
      docExamStartDt: '20260130',
      docExamEndDt: '20260303',
      pracExamStartDt: '20260418',
      pracExamEndDt: '20260506',
      pracPassDt: '20260605',
    });
    expect(body.items[4]).toMatchObject({
      pracExamStartDt: '20261024',
      pracExamEndDt: '20261113',
      pracPassDt: '20261211',
    });
    expect(body.items[0]).toMatchObject({ implSeq: '0', docExamStartDt: '', pracExamStartDt: '20260613' });
    // 9540: its own rows, round 2 as two rows.
    expect(standInRows('9540', 2026).map((row) => row.implSeq)).toEqual(['1', '2', '2', '3']);
  });

  it('derives other years’ days from the year, and answers 03 for far years and other 종목', () => {
    const next = JSON.parse(ask({ ...base, implYy: '2027' }).body);
    expect(next.body.items[1]).toMatchObject({
      docRegStartDt: '20270112',
      description: '국가기술자격 기사 (2027년도 제1회)',
    });
    for (const query of [{ implYy: '2030' }, { jmCd: '7937' }, { qualgbCd: 'S' }] as Record<
      string,
      string
    >[]) {
      expect(JSON.parse(ask({ ...base, ...query }).body), JSON.stringify(query)).toEqual({
        header: { resultCode: '03', resultMsg: 'NODATA_ERROR' },
      });
    }
  });

  it('honours numOfRows and pageNo, and refuses more than 50 rows with 930', () => {
    const page = (pageNo: string) => JSON.parse(ask({ ...base, numOfRows: '2', pageNo }).body).body;
    expect(page('1').items.map((row: Record<string, string>) => row.implSeq)).toEqual(['0', '1']);
    expect(page('3')).toMatchObject({ totalCount: 5, pageNo: 3, numOfRows: 2, items: [{ implSeq: '3' }] });
    expect(page('4')).toMatchObject({ totalCount: 5, items: '' });
    expect(JSON.parse(ask({ ...base, numOfRows: '51' }).body).header.resultCode).toBe('930');
    expect(JSON.parse(ask({ ...base, numOfRows: 'ten' }).body).header.resultCode).toBe('10');
  });

  it('answers a missing key or bad-key with the gateway’s XML error, whatever the format asked', () => {
    for (const serviceKey of ['', 'bad-key']) {
      const answer = ask({ ...base, serviceKey });
      expect([answer.status, answer.contentType]).toEqual([200, 'text/xml;charset=UTF-8']);
      expect(answer.body).toContain('<returnReasonCode>30</returnReasonCode>');
      expect(answer.body).toContain('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
    }
  });

  it('answers XML when asked, and 404 for another path', () => {
    const xml = ask({ ...base, dataFormat: 'XML' });
    expect(xml.contentType).toBe('text/xml;charset=UTF-8');
    expect(xml.body).toMatch(/^<\?xml .*<response><header><resultCode>00<\/resultCode>/);
    expect(xml.body.match(/<item>/g)).toHaveLength(5);
    expect(ask(base, '/B490007/qualExamSchd/getOther').status).toBe(404);
  });
});
