/* The scraps' words on screen (spec §7 "Errors and messages"; English there, natural Korean here). */

/** The two scrap pages. */
export const SCRAP_PAGE_PATHS = { RECRUIT: '/mytodo/scrap/job', TRAINING: '/mytodo/scrap/edu' } as const;

/** A visitor pressed a heart (spec: 'please log in to use this'). */
export const SCRAP_LOGIN_TEXT = '로그인 후 이용해주세요.';
export const SCRAP_LOGIN_TITLE = '로그인이 필요해요';
/** A save or removal from a heart or 담기 failed (spec: 'scrap operation failed' or the server's message). */
export const SCRAP_FAILED_TEXT = '스크랩에 실패했어요. 다시 시도해 주세요.';
/** 담기 in a detail modal (spec: a 2.5 s toast that it was added, viewable under my to-do > scrap). */
export const SCRAP_SAVED_TEXT = '스크랩에 담았어요. 나의 할일 › 스크랩에서 볼 수 있어요.';
/** Removal from a scrap page (spec §4). */
export const SCRAP_DELETE_CONFIRM_TEXT = '스크랩을 삭제하시겠습니까?';
export const RECRUIT_SCRAP_DELETED_TEXT = '채용 스크랩이 삭제되었습니다.';
export const TRAINING_SCRAP_DELETED_TEXT = '교육 스크랩이 성공적으로 삭제되었습니다.';
export const SCRAP_DELETE_FAILED_TEXT = '스크랩 삭제에 실패했습니다. 다시 시도해주세요.';
/** The scrap lists (spec §7). */
export const SCRAP_LOADING_TEXT = '로딩 중...';
