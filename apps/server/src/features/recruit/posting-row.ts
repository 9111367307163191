import type { postings } from './schema.ts';

type PostingRow = typeof postings.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * The `posting_counts.deadline_hour` holding `now`, and its start. This hour's passed deadlines are counted from the
 * rows and subtracted: deadlines bunch at 23:59:59, so counting the passed ones reads few rows.
 */
export function countingHourOf(now: Date): { hour: number; start: Date } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return { hour, start: new Date(hour * HOUR_MS) };
}

export type PostingListRow = {
  id: string | null;
  occupation_id: number;
  title: string;
  company_name: string;
  url: string;
  location_name: string | null;
  job_type_name: string;
  experience_level: string;
  required_education_level: string;
  close_type: number;
  salary: string;
  posted_at: Date | string;
  expires_at: Date | string | null;
  interest_count: number;
};

export const POSTING_COLUMNS = `po.id, po.occupation_id, po.title, po.company_name, po.url, po.location_name,
  po.job_type_name, po.experience_level, po.required_education_level, po.close_type, po.salary, po.posted_at,
  po.expires_at, po.interest_count`;

export function fromListRow(row: PostingListRow): PostingRow {
  return {
    id: row.id ?? '',
    occupationId: row.occupation_id,
    title: row.title,
    companyName: row.company_name,
    url: row.url,
    locationName: row.location_name,
    jobTypeName: row.job_type_name,
    experienceLevel: row.experience_level,
    requiredEducationLevel: row.required_education_level,
    closeType: row.close_type,
    salary: row.salary,
    postedAt: new Date(row.posted_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    interestCount: row.interest_count,
    source: '',
    syncedAt: new Date(0),
  };
}
