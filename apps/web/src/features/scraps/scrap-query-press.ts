import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '../../stores/alert-store.ts';
import { SCRAPS_KEY, type ScrapChecks, scrapCheckKey } from './api/get-scrap-check.ts';
import { pressScrap, type ScrapPressOptions } from './scrap-press.ts';
import type { ScrapTarget } from './scrap-target.ts';
import { scrapFailureMessage, setScrapped } from './set-scrapped.ts';

/** Writes `isSaved` into every cached check that holds the target (a page's answer, a modal's own). */
function writeEverywhere(queryClient: QueryClient, target: ScrapTarget, isSaved: boolean) {
  queryClient.setQueriesData<ScrapChecks>({ queryKey: scrapCheckKey(target.category) }, (checks) =>
    checks && target.id in checks ? { ...checks, [target.id]: isSaved } : checks,
  );
}

/**
 * A heart's save or removal on TanStack Query's caches: the heart shows the new state at once (optimistic); a failure
 * puts the old state back and says so in an alert (spec: 'scrap operation failed' or the server's message). Then the
 * scrap lists are refreshed and the checks marked stale (they already hold the answer). Answers the state it ended
 * in, or null when it failed.
 */
export async function toggleScrapQueries(
  queryClient: QueryClient,
  target: ScrapTarget,
  save: boolean,
): Promise<boolean | null> {
  const key = scrapCheckKey(target.category);
  // A check still on its way would overwrite the optimistic state with the old one.
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueriesData<ScrapChecks>({ queryKey: key });
  writeEverywhere(queryClient, target, save);
  try {
    const isSaved = await setScrapped(target, save);
    writeEverywhere(queryClient, target, isSaved);
    return isSaved;
  } catch (error) {
    for (const [queryKey, checks] of previous) queryClient.setQueryData(queryKey, checks);
    void showAlert(scrapFailureMessage(error));
    return null;
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...SCRAPS_KEY, 'check'], refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: [...SCRAPS_KEY, 'list'] }),
    ]);
  }
}

/**
 * A press on a heart or 담기 (scrap-toggle.tsx). Loaded with the first press: the pages that show hearts carry only
 * the heart and its check (ADR 012).
 */
export function pressQueryScrap(options: Omit<ScrapPressOptions, 'toggle'> & { queryClient: QueryClient }) {
  const { queryClient, ...press } = options;
  return pressScrap({ ...press, toggle: (save) => toggleScrapQueries(queryClient, press.target, save) });
}
