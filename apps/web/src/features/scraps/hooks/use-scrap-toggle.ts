import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetLightQueries } from '../../../lib/light-query.ts';
import { showAlert } from '../../../stores/alert-store.ts';
import { LIGHT_SCRAP_CHECK_PREFIX, type ScrapChecks } from '../api/get-scrap-check.ts';
import { SCRAPS_KEY, scrapCheckKey } from '../api/use-scrap-check.ts';
import type { ScrapTarget } from '../scrap-target.ts';
import { scrapFailureMessage, setScrapped } from '../set-scrapped.ts';

export type ScrapToggleInput = { target: ScrapTarget; save: boolean };

/** Writes `isSaved` into every cached check that holds the target (a page's answer, a modal's own). */
function writeEverywhere(queryClient: QueryClient, target: ScrapTarget, isSaved: boolean) {
  queryClient.setQueriesData<ScrapChecks>({ queryKey: scrapCheckKey(target.category) }, (checks) =>
    checks && target.id in checks ? { ...checks, [target.id]: isSaved } : checks,
  );
}

/**
 * A heart's save or removal through TanStack Query: the heart shows the new state at once (optimistic); a failure
 * puts the old state back and says so in an alert (spec: 'scrap operation failed' or the server's message). Then
 * the scrap lists are refreshed and the checks marked stale (they already hold the answer), and home's light checks
 * are forgotten.
 */
export function useScrapToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, save }: ScrapToggleInput) => setScrapped(target, save),
    onMutate: async ({ target, save }) => {
      const key = scrapCheckKey(target.category);
      // A check still on its way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<ScrapChecks>({ queryKey: key });
      writeEverywhere(queryClient, target, save);
      return { previous };
    },
    onSuccess: (isSaved, { target }) => writeEverywhere(queryClient, target, isSaved),
    onError: (error, _input, context) => {
      for (const [key, checks] of context?.previous ?? []) queryClient.setQueryData(key, checks);
      void showAlert(scrapFailureMessage(error));
    },
    onSettled: async () => {
      forgetLightQueries(LIGHT_SCRAP_CHECK_PREFIX);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...SCRAPS_KEY, 'check'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: [...SCRAPS_KEY, 'list'] }),
      ]);
    },
  });
}
