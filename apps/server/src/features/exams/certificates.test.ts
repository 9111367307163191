import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATES_PATH, readCertificateTable, scheduledCertificates } from './certificates.ts';

describe('data/certificates.json: what the exam schedule needs', () => {
  const table = readCertificateTable();

  it('gives every certificate Q-Net examines its qualification type and exam rhythm, and no other certificate any', () => {
    for (const entry of table) {
      if (entry.kind === 'QNET_EXAM') {
        expect(entry.qnet, entry.key).toMatchObject({
          qualgbCd: expect.stringMatching(/^[TS]$/),
          examCycle: expect.stringMatching(/^(REGULAR|CONTINUOUS|YEARLY)$/),
        });
        expect(entry.authorityName).toContain('한국산업인력공단');
        expect(entry.scheduleUrl).toBe('https://www.q-net.or.kr');
      } else {
        expect(entry.qnet, entry.key).toBeUndefined();
      }
    }
    expect(
      scheduledCertificates(table).map((entry) => [entry.key, entry.qnet.qualgbCd, entry.qnet.examCycle]),
    ).toEqual([
      ['vocational-counselor-2', 'T', 'REGULAR'],
      ['clinical-psychologist-2', 'T', 'REGULAR'],
      ['beautician-general', 'T', 'CONTINUOUS'],
      ['beautician-skin', 'T', 'CONTINUOUS'],
      ['beautician-nail', 'T', 'CONTINUOUS'],
      ['beautician-makeup', 'T', 'CONTINUOUS'],
      ['real-estate-agent', 'S', 'YEARLY'],
      ['electrician-craftsman-facility', 'T', 'REGULAR'],
      ['housing-manager-assistant', 'S', 'YEARLY'],
      ['forklift-operator-craftsman', 'T', 'CONTINUOUS'],
      ['excavator-operator-craftsman', 'T', 'CONTINUOUS'],
      ['korean-cook-craftsman', 'T', 'CONTINUOUS'],
      ['bread-baking-craftsman', 'T', 'CONTINUOUS'],
      ['korean-cook-craftsman-school', 'T', 'CONTINUOUS'],
      ['rice-cake-craftsman', 'T', 'REGULAR'],
      ['youth-worker-2', 'S', 'YEARLY'],
      ['korean-teaching-exam', 'S', 'YEARLY'],
      ['vocational-counselor-2-career-transition', 'T', 'REGULAR'],
      ['landscaping-craftsman', 'T', 'REGULAR'],
      ['administrative-agent', 'S', 'YEARLY'],
      ['management-consultant', 'S', 'YEARLY'],
      ['electrician-craftsman', 'T', 'REGULAR'],
      ['wallpapering-craftsman', 'T', 'REGULAR'],
      ['shielded-arc-welding-craftsman', 'T', 'CONTINUOUS'],
      ['energy-management-craftsman', 'T', 'REGULAR'],
    ]);
  });

  it('switches the schedule API on for the confirmed 종목코드 only, each with its evidence, and never for 상시', () => {
    expect(
      scheduledCertificates(table)
        .filter((entry) => entry.qnet.jmCd !== undefined)
        .map((entry) => [entry.key, entry.qnet.qualgbCd, entry.qnet.jmCd]),
    ).toEqual([
      ['vocational-counselor-2', 'T', '9511'],
      ['clinical-psychologist-2', 'T', '9540'],
      ['electrician-craftsman-facility', 'T', '7780'],
      ['vocational-counselor-2-career-transition', 'T', '9511'],
      ['landscaping-craftsman', 'T', '7900'],
      ['electrician-craftsman', 'T', '7780'],
      ['wallpapering-craftsman', 'T', '7180'],
    ]);
    for (const entry of scheduledCertificates(table)) {
      const code = entry.qnet.jmCd ?? entry.qnet.jmCdKeptOff;
      if (entry.qnet.examCycle === 'CONTINUOUS') expect(entry.qnet.jmCd, entry.key).toBeUndefined();
      if (code === undefined) {
        expect(entry.qnet.jmCdEvidence, entry.key).toBeUndefined();
        continue;
      }
      expect(entry.qnet.jmCdEvidence?.url, entry.key).toBe(
        `https://www.q-net.or.kr/crf005.do?id=crf00503&jmCd=${code}`,
      );
      expect(entry.qnet.jmCdEvidence?.sources.length, entry.key).toBeGreaterThan(0);
    }
    // 미용사(일반): the code is confirmed, but a 상시 exam is not in the schedule API.
    expect(table.find((entry) => entry.key === 'beautician-general')?.qnet).toMatchObject({
      examCycle: 'CONTINUOUS',
      jmCdKeptOff: '7937',
    });
  });

  it('says where to check on every certificate, and that a course-completion certificate has no exam', () => {
    for (const entry of table) {
      if (entry.kind !== 'COURSE_COMPLETION') expect(entry.note, entry.key).toMatch(/확인하세요/);
      else expect(entry.note, entry.key).toContain('시험 일정은 없어요');
      expect(entry.scheduleUrl, entry.key).toMatch(/^https:\/\//);
    }
  });

  it('rejects a Q-Net certificate without its facts, facts on another kind, a malformed 종목코드, a code without evidence and a switched-on 상시 certificate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dasibom-certificates-'));
    const original = JSON.parse(readFileSync(CERTIFICATES_PATH, 'utf8')) as {
      certificates: Record<string, unknown>[];
    };
    const variant = (change: (entries: Record<string, unknown>[]) => void) => {
      const copy = structuredClone(original);
      change(copy.certificates);
      const path = join(dir, `${Math.random()}.json`);
      writeFileSync(path, JSON.stringify(copy));
      return () => readCertificateTable(path);
    };
    const byKey = (entries: Record<string, unknown>[], key: string) =>
      entries.find((entry) => entry.key === key) as Record<string, unknown>;
    expect(variant(() => undefined)).not.toThrow();
    expect(
      variant((entries) => {
        delete byKey(entries, 'vocational-counselor-2').qnet;
      }),
    ).toThrow(/qnet/);
    expect(
      variant((entries) => {
        byKey(entries, 'care-worker').qnet = { qualgbCd: 'T', examCycle: 'REGULAR' };
      }),
    ).toThrow(/qnet/);
    expect(
      variant((entries) => {
        byKey(entries, 'vocational-counselor-2').qnet = { qualgbCd: 'T', examCycle: 'REGULAR', jmCd: '21' };
      }),
    ).toThrow(/jmCd/);
    expect(
      variant((entries) => {
        byKey(entries, 'vocational-counselor-2').qnet = { qualgbCd: 'X', examCycle: 'REGULAR' };
      }),
    ).toThrow(/qualgbCd/);
    const evidence = (code: string) => ({
      sources: ['JOY-R'],
      url: `https://www.q-net.or.kr/crf005.do?id=crf00503&jmCd=${code}`,
      note: '근거',
    });
    const counselor = (qnet: Record<string, unknown>) =>
      variant((entries) => {
        byKey(entries, 'vocational-counselor-2').qnet = { qualgbCd: 'T', examCycle: 'REGULAR', ...qnet };
      });
    expect(counselor({ jmCd: '9511' })).toThrow(/needs its evidence/);
    expect(counselor({ jmCd: '9511', jmCdEvidence: evidence('9540') })).toThrow(/jmCd 9511/);
    expect(counselor({ jmCdEvidence: evidence('9511') })).toThrow(/without a 종목코드/);
    expect(counselor({ jmCd: '9511', jmCdKeptOff: '9511', jmCdEvidence: evidence('9511') })).toThrow(
      /exclude each other/,
    );
    expect(
      counselor({
        jmCd: '9511',
        jmCdEvidence: { ...evidence('9511'), url: 'https://example.com/?jmCd=9511' },
      }),
    ).toThrow(/url/);
    expect(counselor({ jmCd: '9511', jmCdEvidence: evidence('9511') })).not.toThrow();
    expect(
      variant((entries) => {
        byKey(entries, 'beautician-general').qnet = {
          qualgbCd: 'T',
          examCycle: 'CONTINUOUS',
          jmCd: '7937',
          jmCdEvidence: evidence('7937'),
        };
      }),
    ).toThrow(/CONTINUOUS/);
  });
});
