import type { Answer, Recommendation, RecommendResponseSchema } from '@dasibom/contract';
import { QUESTIONS } from '@dasibom/contract/questionnaire';
import type { z } from 'zod';
import { RECOMMEND_STORAGE_KEYS, recommendStorage } from './recommend-storage-keys.ts';

export { clearRecommendStorage, RECOMMEND_STORAGE_KEYS } from './recommend-storage-keys.ts';

/*
 * What the questionnaire and the result page keep in sessionStorage (this tab only, gone when it closes): the
 * answers as they are given, the last result, and a job a visitor asked to save before logging in. Browser back from
 * the result, a reload and the login round trip all keep them. The result lives here only, never in navigation
 * state: history keeps state after logout, so Back would show the last member's result to the next person.
 */

export type RecommendResult = z.infer<typeof RecommendResponseSchema>;
export type { Recommendation };

/** Question number → chosen option label; a missing number means "not answered". */
export type AnswerMap = Partial<Record<number, string>>;

/** Positions 0–8 are questions 1–9; this one is the confirm step. */
export const CONFIRM_POSITION = QUESTIONS.length;

export type QuestionnaireDraft = {
  answers: AnswerMap;
  position: number;
  /** Set once these answers were sent: opening the questionnaire again starts at question 1 with them. */
  submitted: boolean;
};

export const EMPTY_DRAFT: QuestionnaireDraft = { answers: {}, position: 0, submitted: false };

const storage = recommendStorage;

export function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: not worth interrupting anyone for.
  }
}

/** Only labels the questionnaire really offers survive (an old or hand-edited value is dropped). */
export function sanitizeAnswers(value: unknown): AnswerMap {
  const answers: AnswerMap = {};
  if (typeof value !== 'object' || value === null) return answers;
  const record = value as Record<string, unknown>;
  for (const question of QUESTIONS) {
    const label = record[String(question.num)];
    if (typeof label === 'string' && (question.options as readonly string[]).includes(label)) {
      answers[question.num] = label;
    }
  }
  return answers;
}

export function readDraft(): QuestionnaireDraft | null {
  const value = readJson(RECOMMEND_STORAGE_KEYS.draft);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const position = Number(record.position);
  return {
    answers: sanitizeAnswers(record.answers),
    position: Number.isInteger(position) && position >= 0 && position <= CONFIRM_POSITION ? position : 0,
    submitted: record.submitted === true,
  };
}

export function writeDraft(draft: QuestionnaireDraft) {
  writeJson(RECOMMEND_STORAGE_KEYS.draft, draft);
}

/** The request body: questions 1–9 in order, `[]` for a skipped one (the confirm step sends nothing). */
export function toWireAnswers(answers: AnswerMap): Answer[] {
  return QUESTIONS.map((question) => {
    const label = answers[question.num];
    return { questionNum: question.num, responses: label ? [label] : [] };
  });
}

/** A member's saved answers (GET /v1/job/recommend/answers) as a draft's answers. */
export function fromSavedAnswers(saved: readonly { questionNum: number; responses: readonly string[] }[]) {
  const record: Record<string, string> = {};
  // Read without a runtime check (get-saved-answers.ts): tolerate anything, keep only what the questionnaire offers.
  for (const answer of Array.isArray(saved) ? saved : []) {
    const label = Array.isArray(answer?.responses) ? answer.responses[0] : undefined;
    if (typeof label === 'string' && label) record[String(answer.questionNum)] = label;
  }
  return sanitizeAnswers(record);
}

export function storeResult(result: RecommendResult) {
  writeJson(RECOMMEND_STORAGE_KEYS.result, result);
}

/** How long a visitor's 로그인하고 담기 stays good: long enough to sign up on the way, not for a later visit. */
export const PENDING_SAVE_MAX_AGE_MS = 15 * 60_000;

type PendingSave = { jobId: number; at: number };

/** A visitor pressed 저장 and went to log in: the job to save when they come back as a member, and when they asked. */
export function setPendingSave(jobId: number, now = Date.now()) {
  writeJson(RECOMMEND_STORAGE_KEYS.pendingSave, { jobId, at: now } satisfies PendingSave);
}

/**
 * Reads and forgets the pending save in one step, so it can run at most once. Only a request younger than
 * PENDING_SAVE_MAX_AGE_MS counts (an older one, or one from the future — a changed clock — is dropped).
 */
export function takePendingSave(now = Date.now()): number | null {
  const value = readJson(RECOMMEND_STORAGE_KEYS.pendingSave);
  clearPendingSave();
  if (typeof value !== 'object' || value === null) return null;
  const { jobId, at } = value as Partial<Record<keyof PendingSave, unknown>>;
  if (typeof jobId !== 'number' || !Number.isInteger(jobId) || typeof at !== 'number') return null;
  const age = now - at;
  return age >= 0 && age <= PENDING_SAVE_MAX_AGE_MS ? jobId : null;
}

export function clearPendingSave() {
  try {
    storage()?.removeItem(RECOMMEND_STORAGE_KEYS.pendingSave);
  } catch {
    // See writeJson.
  }
}
