import { announceDataChange } from '../../lib/data-changes.ts';
import { updateLightQueries } from '../../lib/light-query.ts';
import { showAlert } from '../../stores/alert-store.ts';
import { LIGHT_SCRAP_CHECK_PREFIX, type ScrapChecks } from './api/get-scrap-check.ts';
import { pressScrap, type ScrapPressOptions } from './scrap-press.ts';
import type { ScrapTarget } from './scrap-target.ts';
import { scrapFailureMessage, setScrapped } from './set-scrapped.ts';

function writeEverywhere(target: ScrapTarget, isSaved: boolean) {
  updateLightQueries<ScrapChecks>(`${LIGHT_SCRAP_CHECK_PREFIX}${target.category}/`, (checks) =>
    target.id in checks ? { ...checks, [target.id]: isSaved } : checks,
  );
}

/**
 * Home's save or removal on the light checks (no TanStack Query on the first page, ADR 012): the same optimistic
 * change, rollback and alert as `toggleScrapQueries` (scrap-query-press.ts); the other screens' scrap queries are
 * told to refresh. Loaded on the first press, so home's first load carries only the heart and its check.
 */
export async function toggleHomeScrap(target: ScrapTarget, save: boolean): Promise<boolean | null> {
  writeEverywhere(target, save);
  try {
    const isSaved = await setScrapped(target, save);
    writeEverywhere(target, isSaved);
    announceDataChange('scraps');
    return isSaved;
  } catch (error) {
    writeEverywhere(target, !save);
    void showAlert(scrapFailureMessage(error));
    return null;
  }
}

export function pressHomeScrap(options: Omit<ScrapPressOptions, 'toggle'>) {
  return pressScrap({ ...options, toggle: (save) => toggleHomeScrap(options.target, save) });
}
