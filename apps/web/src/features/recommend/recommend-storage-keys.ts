/*
 * The sessionStorage keys of the questionnaire and result (see recommend-storage.ts) and forgetting them: apart from
 * the rest so that logging out, on any page, needs neither the questions nor the result schema (nor zod).
 */

export const RECOMMEND_STORAGE_KEYS = {
  draft: 'dasibom:recommendDraft',
  result: 'dasibom:recommendResult',
  pendingSave: 'dasibom:pendingJobSave',
} as const;

export function recommendStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: everything still works for this page view, it just isn't kept.
    return null;
  }
}

/**
 * Forgets the answers, the result and any pending save: called when a session ends, so the next person at a shared
 * computer never sees the last member's answers.
 */
export function clearRecommendStorage() {
  try {
    for (const key of Object.values(RECOMMEND_STORAGE_KEYS)) recommendStorage()?.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept.
  }
}
