/** What the to-do screens say to a member without a chosen job. */
export const NO_JOBS_MESSAGE = '담은 직업이 아직 없어요!';

/** `?group=12` → 12; anything else → null (the group worked on last). */
export function parseGroupParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
