import { RecommendResponseSchema } from '@dasibom/contract';
import { RECOMMEND_STORAGE_KEYS, type RecommendResult, readJson } from './recommend-storage.ts';

/*
 * Reading the stored result checks it against the contract, so this needs zod: it lives apart from the rest of the
 * storage, which the questionnaire (/onboard) loads without zod (ADR 012).
 */

/** A stored result, checked against the contract; anything else is "no result". */
export function parseResult(value: unknown): RecommendResult | null {
  const parsed = RecommendResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readStoredResult(): RecommendResult | null {
  return parseResult(readJson(RECOMMEND_STORAGE_KEYS.result));
}
