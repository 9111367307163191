import { isApiError } from '../../lib/api-error.ts';
import { deleteRecruitScrap } from './api/delete-recruit-scrap.ts';
import { deleteTrainingScrap } from './api/delete-training-scrap.ts';
import { saveRecruitScrap } from './api/save-recruit-scrap.ts';
import { saveTrainingScrap } from './api/save-training-scrap.ts';
import { SCRAP_FAILED_TEXT } from './scrap-messages.ts';
import type { ScrapTarget } from './scrap-target.ts';

/**
 * Saves (`save` true) or removes the scrap and answers the state it ended in. A save the server already has (409
 * ALREADY_SCRAPPED) is saved; a removal of a scrap already gone (404 SCRAP_NOT_FOUND) is removed — no error for
 * either, the heart simply shows the truth.
 */
export async function setScrapped(target: ScrapTarget, save: boolean): Promise<boolean> {
  try {
    if (target.category === 'RECRUIT') {
      await (save ? saveRecruitScrap(target.id) : deleteRecruitScrap(target.id));
    } else {
      await (save ? saveTrainingScrap(target.course) : deleteTrainingScrap(target.course));
    }
  } catch (error) {
    if (save && isApiError(error) && error.code === 'ALREADY_SCRAPPED') return true;
    if (!save && isApiError(error) && error.code === 'SCRAP_NOT_FOUND') return false;
    throw error;
  }
  return save;
}

/**
 * The alert after a failed save or removal: the server's own words for what the member can act on (SCRAP_LIMIT,
 * a posting gone from the list), else the spec's 'scrap operation failed'.
 */
export function scrapFailureMessage(error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message
  ) {
    return error.message;
  }
  return SCRAP_FAILED_TEXT;
}
