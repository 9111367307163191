import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CERTIFICATE_KINDS } from '@dasibom/contract';
import { z } from 'zod';
import { DATA_DIR } from '../../paths.ts';

/**
 * The reviewed reference table of every certificate of the 20 occupations (data/certificates.json): who runs it,
 * where its official schedule is published, and what the timeline may say about it. It holds no dates: exam rounds
 * come only from a schedule source, synced into `exam_rounds`.
 */
/** How Q-Net runs a certificate's exams: 정기 회차, 연중 상시 회차, or once a year. */
export const EXAM_CYCLES = ['REGULAR', 'CONTINUOUS', 'YEARLY'] as const;
export type ExamCycle = (typeof EXAM_CYCLES)[number];

const JmCdSchema = z.string().regex(/^[0-9A-Z]{4}$/);

/**
 * Where a 종목코드 was confirmed: evidence keys of SOURCES.md (e.g. JOY-R) or where in it, Q-Net's own page for the 종목
 * (`crf005.do?…&jmCd=<code>`), and one sentence of what they show.
 */
const JmCdEvidenceSchema = z.object({
  sources: z.array(z.string().min(1)).min(1),
  url: z.url({ protocol: /^https$/, hostname: /^www\.q-net\.or\.kr$/ }),
  note: z.string().min(1),
});
export type JmCdEvidence = z.infer<typeof JmCdEvidenceSchema>;

/**
 * What the Q-Net schedule source needs to know about a QNET_EXAM certificate (docs/decisions/022, 029). `qualgbCd`
 * is Q-Net's qualification type (T 국가기술자격, S 국가전문자격). `jmCd` is Q-Net's 종목코드 and switches the
 * schedule API on for the certificate: written only once confirmed, never for a year-round (상시) certificate, whose
 * exams the schedule API does not list. A confirmed code kept off (상시) is `jmCdKeptOff`. Either needs
 * `jmCdEvidence`, whose Q-Net page names the same code.
 */
const QnetFactsSchema = z
  .object({
    qualgbCd: z.enum(['T', 'S']),
    examCycle: z.enum(EXAM_CYCLES),
    jmCd: JmCdSchema.optional(),
    jmCdKeptOff: JmCdSchema.optional(),
    jmCdEvidence: JmCdEvidenceSchema.optional(),
  })
  .superRefine((facts, context) => {
    const code = facts.jmCd ?? facts.jmCdKeptOff;
    if (facts.jmCd !== undefined && facts.jmCdKeptOff !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['jmCdKeptOff'],
        message: 'jmCd and jmCdKeptOff exclude each other',
      });
    }
    if (facts.jmCd !== undefined && facts.examCycle === 'CONTINUOUS') {
      context.addIssue({
        code: 'custom',
        path: ['jmCd'],
        message:
          'a year-round (CONTINUOUS) certificate is not in the schedule API: record its code as jmCdKeptOff',
      });
    }
    if (code !== undefined && facts.jmCdEvidence === undefined) {
      context.addIssue({ code: 'custom', path: ['jmCdEvidence'], message: 'a 종목코드 needs its evidence' });
    }
    if (code === undefined && facts.jmCdEvidence !== undefined) {
      context.addIssue({ code: 'custom', path: ['jmCdEvidence'], message: 'evidence without a 종목코드' });
    }
    if (
      code !== undefined &&
      facts.jmCdEvidence !== undefined &&
      new URL(facts.jmCdEvidence.url).searchParams.get('jmCd') !== code
    ) {
      context.addIssue({
        code: 'custom',
        path: ['jmCdEvidence', 'url'],
        message: `the evidence page must be Q-Net's page for jmCd ${code}`,
      });
    }
  });
export type QnetFacts = z.infer<typeof QnetFactsSchema>;

const CertificateEntrySchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    jobId: z.number().int().positive(),
    name: z.string().min(1),
    kind: z.enum(CERTIFICATE_KINDS),
    authorityName: z.string().min(1),
    scheduleUrl: z.url({ protocol: /^https$/ }).nullable(),
    note: z.string().min(1),
    /** Only (and always) on QNET_EXAM certificates. */
    qnet: QnetFactsSchema.optional(),
    /** The exam stages' names when they are not 필기 / 실기 (공인중개사: 1차 / 2차). */
    stageNames: z.object({ written: z.string().min(1), practical: z.string().min(1) }).optional(),
  })
  .superRefine((entry, context) => {
    if ((entry.kind === 'QNET_EXAM') !== (entry.qnet !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['qnet'],
        message: `${entry.key}: qnet belongs on QNET_EXAM certificates and only there`,
      });
    }
  });
export type CertificateEntry = z.infer<typeof CertificateEntrySchema>;

const CertificateTableSchema = z.object({
  about: z.string(),
  reviewedAt: z.string(),
  certificates: z.array(CertificateEntrySchema),
});

export const CERTIFICATES_PATH = resolve(DATA_DIR, 'certificates.json');

export function readCertificateTable(path = CERTIFICATES_PATH): CertificateEntry[] {
  const table = CertificateTableSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const keys = new Set<string>();
  for (const entry of table.certificates) {
    if (keys.has(entry.key)) throw new Error(`data/certificates.json: duplicate key ${entry.key}`);
    keys.add(entry.key);
  }
  return table.certificates;
}

let cached: CertificateEntry[] | undefined;

/** Every certificate, read once per process. */
export function allCertificates(): CertificateEntry[] {
  cached ??= readCertificateTable();
  return cached;
}

/** The certificates whose exam rounds come from a schedule source (Q-Net's national qualifications). */
export function scheduledCertificates(
  certificates: readonly CertificateEntry[] = allCertificates(),
): (CertificateEntry & { qnet: QnetFacts })[] {
  return certificates.filter(
    (entry): entry is CertificateEntry & { qnet: QnetFacts } =>
      entry.kind === 'QNET_EXAM' && entry.qnet !== undefined,
  );
}

/** The certificates of the given jobs, in the table's order. */
export function certificatesOfJobs(jobIds: readonly number[]): CertificateEntry[] {
  const wanted = new Set(jobIds);
  return allCertificates().filter((entry) => wanted.has(entry.jobId));
}
