import { z } from 'zod';
import { CertificateAuthoritySchema, FactSourceSchema } from './jobs.ts';
import { CERTIFICATE_REQUIREMENT_LABELS, labelValues } from './labels.ts';

const LabelledSchema = z.object({ id: z.string(), label: z.string() });

/** One certificate to learn for the job, as the job detail shows it (ADR 030). */
export const CareerCertificateSchema = z.object({
  name: z.string(),
  /** Who examines or issues it; null when data/certificates.json names none. */
  authority: CertificateAuthoritySchema.nullable(),
  /** The preparation as its source states it; null when no source gives one (then `periodSource` is null too). */
  period: z.string().nullable(),
  periodSource: FactSourceSchema.nullable(),
});
export type CareerCertificate = z.infer<typeof CareerCertificateSchema>;

export const CareerSuggestionSchema = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  imageUrl: z.string(),
  /** 이어지는 점: "사무·행정 일을 오래 하셨으니, …" — the table's sentence, said because this group was picked. */
  carries: z.string(),
  /** The picked strengths the table ties to this job (none picked, or none tied: empty). */
  strengthTies: z.array(LabelledSchema),
  /** A sentence naming `strengthTies`; null when there are none. */
  strengthLine: z.string().nullable(),
  requiredCertification: z.enum(labelValues(CERTIFICATE_REQUIREMENT_LABELS)),
  /** 새로 배울 것 and 준비 기간: the job's certificates in the order of the job detail. */
  certificates: z.array(CareerCertificateSchema),
});
export type CareerSuggestion = z.infer<typeof CareerSuggestionSchema>;

export const CareerSuggestionsResponseSchema = z.object({
  group: LabelledSchema,
  strengths: z.array(LabelledSchema),
  /** How many occupations the table links to the group (the answer shows at most CAREER_SUGGESTION_LIMIT). */
  linkedCount: z.number().int().min(0),
  suggestions: z.array(CareerSuggestionSchema),
});
export type CareerSuggestions = z.infer<typeof CareerSuggestionsResponseSchema>;
