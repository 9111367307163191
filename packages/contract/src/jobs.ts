import { z } from 'zod';
import { pageSchema } from './envelope.ts';
import {
  CERTIFICATE_REQUIREMENT_LABELS,
  LEVEL_LABELS,
  labelValues,
  PHYSICAL_LABELS,
  SALARY_TYPE_LABELS,
  WORK_TIME_LABELS,
} from './labels.ts';

const FILTER_MESSAGE = '목록에 있는 값 중에서 골라 주세요.';

export const JobListQuerySchema = z.object({
  pageNum: z.coerce
    .number<number>({ error: '페이지 번호는 0 이상의 숫자여야 해요.' })
    .int({ error: '페이지 번호는 0 이상의 숫자여야 해요.' })
    .min(0, { error: '페이지 번호는 0 이상의 숫자여야 해요.' })
    .max(100_000, { error: '페이지 번호가 너무 커요.' })
    .default(0),
  require: z.enum(labelValues(CERTIFICATE_REQUIREMENT_LABELS), { error: FILTER_MESSAGE }).optional(),
  workTime: z.enum(labelValues(WORK_TIME_LABELS), { error: FILTER_MESSAGE }).optional(),
  physical: z.enum(labelValues(PHYSICAL_LABELS), { error: FILTER_MESSAGE }).optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;
export type JobListQueryInput = z.input<typeof JobListQuerySchema>;

// How the list and the detail page name and picture a job.
const jobHeading = {
  jobId: z.number().int(),
  jobName: z.string(),
  jobDescription: z.string(),
  imageUrl: z.string(),
};
/** Members with a public plan for the job (issue 27); `todoGroupDemoNum` of them are sample members. */
const planCounts = { todoGroupNum: z.number().int(), todoGroupDemoNum: z.number().int() };
const requiredCertification = z.enum(labelValues(CERTIFICATE_REQUIREMENT_LABELS));
const workTimeInfo = z.enum(labelValues(WORK_TIME_LABELS));

export const JobListItemSchema = z.object({
  ...jobHeading,
  ...planCounts,
  requiredCertification,
  workTimeInfo,
  physicalInfo: z.enum(labelValues(PHYSICAL_LABELS)),
});
export type JobListItem = z.infer<typeof JobListItemSchema>;
export const JobListResponseSchema = pageSchema(JobListItemSchema);

const NO_SUCH_JOB = '존재하지 않는 직업입니다.';
const jobIdParam = () => z.coerce.number({ error: NO_SUCH_JOB }).int().positive({ error: NO_SUCH_JOB });

export const JobIdParamsSchema = z.object({ id: jobIdParam() });
export type JobIdParamsInput = z.input<typeof JobIdParamsSchema>;

/** `url` is null when there is nothing to link, e.g. our own classification (ADR 030). */
export const FactSourceSchema = z.object({
  name: z.string(),
  url: z.string().nullable(),
  year: z.number().int(),
  note: z.string().nullable(),
});
export type FactSource = z.infer<typeof FactSourceSchema>;

export const CertificateAuthoritySchema = z.object({
  name: z.string(),
  url: z.string(),
  year: z.number().int(),
});

export const MoreInfoLinkSchema = z.object({ name: z.string(), url: z.string(), note: z.string() });

export const JobFactSourcesSchema = z.object({
  /** Null exactly when `salaryCost` is null: no source found, so no amount. */
  salaryCost: FactSourceSchema.nullable(),
  certificationPeriod: z.array(FactSourceSchema.nullable()),
  certification: z.array(CertificateAuthoritySchema),
  classification: FactSourceSchema,
  moreInfo: MoreInfoLinkSchema,
});
export type JobFactSources = z.infer<typeof JobFactSourcesSchema>;

export const JobDetailResponseSchema = z.object({
  ...jobHeading,
  salaryType: z.enum(labelValues(SALARY_TYPE_LABELS)),
  salaryCost: z.number().int().nullable(),
  certification: z.array(z.string()),
  certificationPeriod: z.array(z.string().nullable()),
  requiredCertification,
  workTimeInfo,
  strong: z.object({
    physical: z.enum(labelValues(PHYSICAL_LABELS)),
    stress: z.enum(labelValues(LEVEL_LABELS)),
    relationship: z.enum(labelValues(LEVEL_LABELS)),
  }),
  ...planCounts,
  sources: JobFactSourcesSchema,
});
export type JobDetail = z.infer<typeof JobDetailResponseSchema>;

export const AddJobParamsSchema = z.object({ jobId: jobIdParam() });
export type AddJobParamsInput = z.input<typeof AddJobParamsSchema>;
export const AddJobResponseSchema = z.object({ todoGroupId: z.number().int(), todoCount: z.number().int() });
